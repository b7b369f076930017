import type { TutorialTranslation } from './types';

/** Bahasa Indonesia: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Halo! Aku instruktur hacking-mu. Aku duduk di samping bagian halaman yang kamu perlukan dan lanjut begitu kamu melakukan yang kuminta. Sedang buru-buru? Klik dua kali padaku untuk melewati satu langkah.',
    MISSION:
      'Misi pertamamu: temukan Papan Skor (Score Board). Di situ tercantum semua tantangan toko ini dan sejauh mana kemajuanmu, tetapi tidak ada menu yang menautkannya.',
    CLUE: 'Sebuah toko web mengirimkan ke browser kode dari setiap layar yang dimilikinya, termasuk halaman tersembunyi. Buka developer tools, cari "score" di skrip yang dimuat, dan lihat alamat apa yang muncul.',
    GUESS:
      'Atau tebak saja: apa nama yang akan diberikan developer untuk halaman itu? Ketik alamatnya di bilah alamat, misalnya /score-board, lalu tekan Enter. Aku tunggu di sini.',
    DONE: 'Kamu menemukannya, dan itu menyelesaikan tantangan pertamamu: kartunya di sini menunjukkannya. Pilih tantangan berikutnya kapan pun kamu siap; tombol topi wisuda pada kartu memulai tutorial tantangan itu sendiri.',
  },
  localXssChallenge: {
    INTRO:
      'Pelajaran ini tentang kolom pencarian di bagian atas halaman. Apa pun yang kamu cari, toko menampilkannya lagi di atas hasil pencarian. Mari kita lihat bagaimana caranya.',
    TYPE_OWASP: 'Klik kaca pembesar untuk membuka kolom pencarian dan ketik owasp di dalamnya. Jangan tekan Enter dulu.',
    ENTER_OWASP: 'Sekarang tekan Enter untuk mencari.',
    ECHOED: 'Itu dia produk OWASP-mu. Lihat judul di atasnya: judul itu mengulang kata yang kamu cari.',
    XSS_IDEA:
      'Teks yang kamu ketik lalu muncul kembali di halaman adalah titik awal Cross-Site Scripting (XSS): jika halaman memperlakukan teksmu sebagai HTML, bukan teks biasa, kamu bisa menambahkan markup sendiri, dan mungkin juga JavaScript sendiri.',
    TYPE_H1: 'Mari kita uji dulu dengan HTML yang tidak berbahaya. Ubah teks di kolom pencarian menjadi <h1>owasp',
    ENTER_H1: 'Tekan Enter lagi.',
    HTML_WORKS: 'Lihat, katanya jadi besar? Halaman tidak mencetak <h1> milikmu sebagai teks: halaman mengubahnya menjadi judul sungguhan.',
    INSPECT:
      'Untuk melihatnya sendiri, klik kanan kata besar itu dan pilih Inspect (Periksa). Developer tools menampilkan elemen h1 di dalam judul, dibuat dari apa yang kamu ketik.',
    TYPE_SCRIPT: 'Sekarang coba JavaScript. Ganti teks di kolom pencarian dengan <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Tekan Enter sekali lagi.',
    SCRIPT_SILENT:
      'Tidak ada yang muncul. Periksa judulnya lagi: elemen script ada di sana, tetapi browser tidak pernah menjalankan tag script yang disisipkan halaman sebagai HTML belakangan. Kita butuh payload lain.',
    TYPE_IFRAME:
      'Ada banyak payload XSS. Yang ini menyembunyikan JavaScript di alamat sebuah frame. Ketik di kolom pencarian: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Tekan Enter. Jika muncul kotak peringatan, klik OK untuk menutupnya.',
    DONE: 'Bagus, itu tadi serangan XSS! Namanya DOM XSS karena kode milik halaman itu sendiri di browsermu yang memasukkan teksmu ke halaman sebagai HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      'Tantangan ini memakai lagi celah yang kamu temukan di pelajaran DOM XSS (kerjakan itu dulu kalau belum): kolom pencarian di bagian atas. Hanya payload-nya yang berbeda, dan jauh lebih seru.',
    PASTE:
      'Buka kolom pencarian dan tempelkan payload ini ke dalamnya, persis seperti adanya: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Keraskan speaker-mu. Lalu tekan Enter.',
    DONE: 'Selesai! Alih-alih peringatan, halaman sekarang memutar musik dari situs web lain. Nikmati lagunya!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Pertama, masuk dengan akun apa saja. Klik Akun di kanan atas dan pilih Masuk. Belum punya akun? Di halaman masuk, ikuti "Baru di sini? Buat akun" untuk mendaftar.',
    OPEN_ACCOUNT: 'Kamu sudah masuk. Sekarang klik Akun di kanan atas untuk membuka menu akun.',
    OPEN_POLICY:
      'Arahkan kursor ke (atau klik) Privasi & Keamanan di menu. Menu kedua terbuka di sebelahnya: klik Kebijakan Privasi di sana.',
    DONE: 'Gampang, kan? Tantangan ini sebuah lelucon kecil: hampir tidak ada yang membaca tulisan kecilnya. Kamu baru saja membacanya.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Untuk pelajaran ini kamu perlu masuk. Klik Akun di kanan atas dan pilih Masuk, dengan akun apa saja (atau daftarkan akun baru di sana).',
    ORDER_HISTORY: 'Sekarang buka pesananmu: klik Akun, lalu Pesanan & Pembayaran, lalu Riwayat Pesanan.',
    TRACK:
      'Setiap pesanan punya tombol truk: Lacak Pesanan. Klik tombol itu pada salah satu pesananmu. Belum punya pesanan? Beli apa saja dari toko; halaman konfirmasinya juga menautkan ke pelacakannya.',
    LOOK: 'Ini halaman pelacakan. Lihat bilah alamat: nomor pesanan ikut di dalamnya, sebagai id=… Dan halaman menampilkan nomor itu di judulnya.',
    REFLECTED:
      'Nilai yang berjalan dari alamat ke server lalu langsung kembali ke halaman disebut "reflected" (dipantulkan). Jika halaman memperlakukannya sebagai HTML, sebuah tautan bisa membawa serangan: itulah reflected XSS.',
    PAYLOAD:
      'Coba: di bilah alamat, ganti semua yang ada setelah id= dengan <iframe src="javascript:alert(`xss`)"> lalu tekan Enter. Jika muncul kotak peringatan, klik OK untuk menutupnya.',
    DONE: 'Selesai! Siapa pun yang membuka tautan seperti milikmu menjalankan skripmu di browser mereka sendiri. Itulah mengapa reflected XSS begitu berbahaya.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Tantangan ini dimulai dalam keadaan keluar. Jika kamu sedang masuk, buka menu akun di atas sini dan pilih Keluar. Sudah keluar? Kalau begitu aku lanjut sendiri.',
    HARDCODED:
      'Seorang developer meninggalkan kredensial akun uji di kode klien toko ini. Semua yang diunduh browsermu bisa dibaca siapa saja, jadi ayo kita baca.',
    GO_TO_LOGIN:
      'Kredensial berhubungan dengan login, jadi layar masuk adalah tersangka yang bagus. Buka layar itu: menu akun di atas sini, lalu Masuk.',
    DEV_TOOLS:
      'Buka developer tools (F12) dan pergi ke Sources (Debugger di Firefox). Di sana kamu menemukan setiap skrip yang dimuat halaman ini dari toko.',
    SEARCH:
      'Cari di semua skrip itu sekaligus (Ctrl+Shift+F, atau Cmd+Option+F di Mac) kata-kata yang sering berada di dekat kredensial, seperti password, pw, user atau test.',
    EMAIL:
      'Menemukan nama pengguna dan kata sandi berdampingan? Akun masuk dengan email: nama pengguna itu di domain email milik toko, domain yang dipakai setiap akun di sini.',
    TYPE_EMAIL: 'Ketik alamat email akun uji itu di kolom email.',
    TYPE_PASSWORD: 'Sekarang ketik kata sandinya di kolom kata sandi.',
    LOG_IN: 'Klik tombol Masuk.',
    DONE: 'Kamu masuk dengan kredensial yang seharusnya tidak pernah meninggalkan meja developer. Rahasia di kode klien tidak pernah menjadi rahasia!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Tantangan ini dimulai dalam keadaan keluar. Jika kamu sedang masuk, buka menu akun di atas sini dan pilih Keluar. Sudah keluar? Kalau begitu aku lanjut sendiri.',
    GO_TO_LOGIN: 'Tujuanmu: masuk ke akun administrator tanpa mengetahui kata sandinya. Buka menu akun di atas sini dan pilih Masuk.',
    SQLI: 'Kita akan mencoba SQL injection. Toko menempelkan apa yang kamu ketik ke dalam kueri basis data, jadi karakter yang tepat bisa mengubah makna kueri tersebut.',
    QUOTES:
      "Uji pertama yang bagus adalah tanda kutip tunggal ('). Di kueri yang dibuat sembarangan, tanda ini merusak sintaksnya, dan error yang muncul memberi tahu bahwa kolom itu layak diperiksa lebih dekat.",
    TYPE_QUOTE: "Ketik hanya satu tanda kutip tunggal ' di kolom email.",
    ANY_PASSWORD: 'Sekarang ketik apa saja di kolom kata sandi. Apa yang kamu ketik di sana tidak penting.',
    LOG_IN: 'Klik tombol Masuk.',
    ERROR:
      'Lihat error merah di atas formulir? Error itu diawali SQLITE_ERROR: tanda kutipmu merusak kueri basis data. Jadi apa yang kamu ketik masuk ke kueri itu tanpa diperiksa.',
    NETWORK:
      'Mau lihat jawaban lengkapnya? Buka developer tools (F12), pergi ke tab Network dan klik Masuk lagi. Respons untuk /rest/user/login memuat error-nya secara lengkap.',
    TYPE_OR_TRUE: "Sekarang mari buat kuerinya berguna. Ubah kolom email menjadi ' OR true (tanda kutip, spasi, lalu OR true).",
    LOG_IN_AGAIN: 'Klik Masuk lagi.',
    STILL_BROKEN:
      'Masih error? Baca dengan teliti: basis data sekarang tersandung pada bagian setelah teksmu, bagian yang memeriksa kata sandi.',
    COMMENT:
      'Jadi buat basis data mengabaikan bagian itu. Di SQLite, dua tanda hubung (--) memulai komentar: semua yang ada setelahnya dilewati.',
    TYPE_COMMENT: "Ketik ' OR true-- di kolom email.",
    LOG_IN_FINAL: 'Klik Masuk sekali lagi, dan lihat apa yang terjadi.',
    DONE: 'Kamu berhasil masuk! Buka menu akun di kanan atas untuk melihat akun siapa ini: milik administrator. OR true cocok dengan setiap pengguna, tanda hubung memotong pemeriksaan kata sandi, dan toko mengambil pengguna pertama yang ditemukannya.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Tantangan ini mengharuskanmu masuk sebagai administrator. Sudah tahu caranya? Masuklah sebagai admin sekarang. Kalau belum, kerjakan dulu tutorial Login Admin lalu kembali ke sini.',
    MISSION:
      'Kamu sekarang admin, tetapi tidak ada menu yang mengarah ke halaman tempat toko dikelola: pengguna, masukan, dan sebagainya. Misimu: temukan alamat halaman itu.',
    TECH: 'Mengetahui dengan apa sebuah situs dibangun memberi tahu di mana harus mencari. Situs WordPress, misalnya, menyimpan area admin-nya di /wp-admin. Banyak toko lain cukup memakai kata bahasa Inggris yang sederhana.',
    TRY_ADMIN: 'Mulai dengan tebakan yang paling jelas: ketik /admin di bilah alamat dan tekan Enter.',
    TRY_ADMINISTRATION:
      'Tidak ada halaman admin di sana. Developer sering menulis kata itu secara lengkap. Coba /administration di bilah alamat.',
    DONE: 'Kamu berhasil masuk ke bagian administrasi! Di sini tercantum setiap pengguna terdaftar dan setiap masukan pelanggan.',
    SCRIPTS:
      'Menebak adalah satu cara, membaca adalah cara lain: skrip yang dikirim toko ini ke browsermu mengetahui setiap rute. Di developer tools, cari "admin" di skrip yang dimuat, dan alamatnya akan muncul.',
    CURIOUS:
      'Penasaran? Nanti, masuklah sebagai pelanggan biasa dan buka /administration lagi. Perhatikan siapa yang memutuskan apakah kamu boleh melihatnya: browser atau server?',
  },
  weakPasswordChallenge: {
    MISSION:
      'Di tantangan ini kamu masuk ke akun administrator dengan kata sandi aslinya sendiri. Kali ini tanpa trik pada formulir masuk: cukup tebakan yang bagus.',
    LOG_OUT: 'Tantangan ini dimulai dalam keadaan keluar. Jika kamu sedang masuk, buka menu akun di sini dan pilih Keluar.',
    FIND_EMAIL:
      'Pertama kamu perlu alamat email admin. Masukan pelanggan dan ulasan produk menampilkan alamat penulisnya: tempat yang bagus untuk mencari. Setelah mendapatkannya, buka halaman Masuk dari menu akun.',
    EMAIL: 'Ketik alamat email admin di kolom Email.',
    TRY_ANY:
      'Sekarang kata sandinya. Untungnya admin memilih kata sandi yang sangat, sangat buruk. Ketik kata sandi apa pun yang terlintas di pikiranmu dan tekan Masuk.',
    WRONG: 'Bukan, bukan itu. Terus tebak: aku akan memberi tahu begitu kolom Kata sandi berada di jalur yang benar.',
    TRACK:
      'Kamu di jalur yang benar! Tapi itu saja akan menjadi kata sandi terburuk di dunia, bahkan untuk admin ini. Dia menambahkan beberapa karakter yang bukan huruf. Terus coba.',
    WARMER: 'Makin hangat! Mungkin tambahkan beberapa angka lagi?',
    HOT: 'Panas, panas sekali! Tinggal satu angka lagi...',
    LOG_IN: 'Itu dia. Sekarang tekan Masuk.',
    DONE: 'Kamu masuk sebagai administrator toko ini, berkat kata sandi yang bisa ditebak siapa saja. Kata sandi yang panjang dan unik, atau lebih baik lagi pengelola kata sandi, akan membuatmu tetap di luar.',
  },
  basketAccessChallenge: {
    INTRO:
      'Tantangan ini tentang eskalasi hak akses horizontal: menjangkau data milik pengguna lain yang punya hak sama denganmu. Di sini: keranjang belanja pelanggan lain.',
    LOG_IN: 'Untuk ini kamu butuh akun sendiri. Masuklah sekarang dari menu akun (atau daftar dulu kalau belum punya).',
    OPEN_BASKET: 'Buka keranjangmu sendiri dengan tombol troli ini. Bisa saja kosong kalau kamu belum menambahkan apa pun.',
    MISSION: 'Ini keranjangmu. Misimu: intip keranjang orang lain, sambil tetap masuk sebagai dirimu sendiri.',
    CLUE: 'Halaman harus tahu keranjang mana yang milikmu. Jika browsermu menyimpan catatan tentang itu, mungkin kamu bisa mengubah catatan tersebut.',
    DEVTOOLS:
      'Buka developer tools (F12) dan temukan Session Storage di bawah Application (Storage di Firefox), lalu pilih situs ini. Seperti cookie, tempat ini menyimpan pasangan kunci dan nilai untuk setiap situs web.',
    CHANGE_BID:
      'Baca kunci-kunci yang tersimpan di sana. Apakah ada yang tampaknya berhubungan dengan keranjang? Ubah nilainya ke angka lain.',
    REVISIT:
      'Sudah diubah! Sekarang klik ke layar lain mana saja, lalu kembali ke Keranjangmu agar dimuat ulang. Jika tetap kosong, keranjang itu mungkin tidak ada: coba angka lain.',
    DONE: 'Kamu sedang melihat keranjang pelanggan lain! Toko memercayai id yang dikirim browsermu alih-alih memeriksa bahwa keranjang itu milikmu.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Untuk memulai, buka menu samping dengan tombol ini dan pilih Masukan Pelanggan.',
    MISSION: 'Tantangan ini tentang kontrol akses yang rusak (broken access control). Misimu: kirim masukan atas nama pengguna lain.',
    AUTHOR:
      'Jika dikirim apa adanya, masukanmu terkirim atas namamu saat kamu sedang masuk, atau secara anonim saat tidak. Kolom Penulis menunjukkan yang mana.',
    INSPECT: 'Bagaimana toko tahu siapa penulisnya? Buka developer tools dan periksa elemen-elemen formulir masukan ini.',
    HIDDEN:
      'Formulir ini menyimpan lebih dari yang terlihat: lihat input tepat di atas kolom Penulis. Input itu memiliki atribut hidden, jadi halaman tidak pernah menampilkannya.',
    CHANGE:
      'Sudah ketemu? Di panel Elements, hapus atribut hidden dari input itu, dan input akan muncul di atas Penulis. Lalu ketik nilai yang mungkin milik pengguna lain.',
    SUBMIT:
      'Kamu menemukan dan mengubah id pengguna yang tersembunyi! Sekarang tulis komentar, pilih penilaian, jawab CAPTCHA dan tekan Kirim.',
    DONE: 'Masukanmu terkirim atas nama pengguna lain! Toko memercayai id pengguna yang dikirim formulir alih-alih memeriksa siapa dirimu.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Tantangan ini dimulai dalam keadaan keluar. Jika kamu sedang masuk, buka menu akun di atas sini dan pilih Keluar. Sudah keluar? Kalau begitu aku lanjut sendiri.',
    GO_TO_LOGIN: 'Tujuanmu: masuk dengan akun Jim. Buka menu akun di atas sini dan pilih Masuk.',
    NEED_BOTH:
      'Untuk masuk dengan cara biasa kamu perlu alamat email Jim dan kata sandinya. Saat ini kemungkinan besar kamu belum punya keduanya.',
    EMAIL_IS_ENOUGH:
      'Dengan alamat emailnya saja, SQL injection bisa meloloskanmu dari pemeriksaan kata sandi. Baru mengenal SQL injection? Tutorial Login Admin menunjukkan dasarnya.',
    LEAKS:
      'Jadi ayo cari email Jim. Toko ini ceroboh soal privasi: toko menampilkan email pelanggan di beberapa tempat, misalnya di samping ulasan produk.',
    GO_TO_PRODUCTS: 'Kembali ke daftar produk: klik logo toko di atas sini.',
    FIND_JIM:
      'Buka beberapa produk dan baca ulasannya. Setelah menemukan ulasan dari Jim dan mencatat emailnya, buka lagi layar Masuk dari menu akun.',
    TYPE_EMAIL: 'Ketik alamat email Jim di kolom email.',
    ANY_PASSWORD: 'Ketik kata sandi apa saja. Anggap saja kita tidak tahu kata sandinya, meskipun kebetulan kamu tahu.',
    LOG_IN: 'Klik tombol Masuk.',
    FAILED: 'Tidak berhasil, dan memang tidak kita harapkan: kata sandinya salah. Sekarang saatnya SQL injection.',
    ADD_COMMENT:
      "Tambahkan '-- tepat setelah alamat email Jim. Tanda kutip mengakhiri email di kueri basis data, dan dua tanda hubung mengubah pemeriksaan kata sandi setelahnya menjadi komentar.",
    LOG_IN_AGAIN: 'Klik Masuk lagi.',
    DONE: 'Kamu masuk sebagai Jim, tanpa pernah tahu kata sandinya!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Tantangan ini dibangun di atas SQL injection. Jika kamu baru mengenalnya, selesaikan Login Admin dulu: tutorialnya menunjukkan dasarnya. Klik dua kali padaku untuk tetap lanjut.',
    LOG_OUT:
      'Tantangan ini dimulai dalam keadaan keluar. Jika kamu sedang masuk, buka menu akun di atas sini dan pilih Keluar. Sudah keluar? Kalau begitu aku lanjut sendiri.',
    GO_TO_LOGIN: 'Tujuanmu: masuk dengan akun Bender. Buka menu akun di atas sini dan pilih Masuk.',
    NEED_BOTH:
      'Untuk masuk dengan cara biasa kamu perlu alamat email Bender dan kata sandinya. Saat ini kemungkinan besar kamu belum punya keduanya.',
    EMAIL_IS_ENOUGH: 'Dengan alamat emailnya saja, SQL injection bisa meloloskanmu dari pemeriksaan kata sandi.',
    LEAKS:
      'Jadi ayo cari email Bender. Toko ini ceroboh soal privasi: toko menampilkan sebagian email pelanggan di beberapa tempat, misalnya di masukan mereka.',
    GO_TO_ABOUT:
      'Pergi ke halaman Tentang Kami, yang menampilkan masukan pelanggan: buka menu samping dengan tombol di kiri logo toko dan pilih Tentang Kami.',
    FIND_BENDER:
      'Perhatikan masukan pelanggan di sini. Salah satu entri menampilkan cukup banyak bagian email Bender untuk menebak sisanya. Setelah mendapatkannya, buka layar Masuk dari menu akun.',
    TYPE_EMAIL: 'Ketik alamat email Bender di kolom email.',
    ANY_PASSWORD: 'Ketik kata sandi apa saja. Anggap saja kita tidak tahu kata sandinya, meskipun kebetulan kamu tahu.',
    LOG_IN: 'Klik tombol Masuk.',
    FAILED: 'Tidak berhasil, dan memang tidak kita harapkan: kata sandinya salah. Sekarang saatnya SQL injection.',
    ADD_COMMENT:
      "Tambahkan '-- tepat setelah alamat email Bender. Tanda kutip mengakhiri email di kueri basis data, dan dua tanda hubung mengubah pemeriksaan kata sandi setelahnya menjadi komentar.",
    LOG_IN_AGAIN: 'Klik Masuk lagi.',
    DONE: 'Kamu masuk sebagai Bender, tanpa pernah tahu kata sandinya!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Grid produk ini dirender di server oleh sebuah React Server Component. Semua yang diserahkannya ke browser ikut terkirim, bahkan yang tidak pernah ditampilkan di layar. Staf mendapat kupon rahasia di sini. Mari kita lihat apa yang kamu dapat.',
    DEVTOOLS:
      'Buka developer tools (F12) dan tab Network-nya. Ketik RSC di kotak filter Network, agar hanya permintaan server component yang tercantum: jawabannya bertipe text/x-component, yaitu aliran komponen React.',
    NAVIGATE:
      'Sekarang biarkan toko mengambil grid itu lagi: buka halaman lain, misalnya Tentang Kami dari menu samping, lalu kembali dengan mengklik logo toko. Perhatikan permintaan ke /RSC/R/search.txt.',
    READ: 'Klik permintaan itu dan buka tab Response-nya: teks ini adalah payload RSC yang dipakai React untuk membangun grid. Cari (Ctrl+F) "coupon" di dalamnya. Apa yang ikut terkirim bersama setiap produk?',
    LOGIN: 'Kupon ditukarkan untuk sebuah keranjang, jadi kamu perlu masuk. Masuk dengan akunmu, atau buat akun jika belum punya.',
    CHECKOUT:
      'Kolom kupon ada di langkah pembayaran saat checkout: masukkan produk ke keranjang, buka keranjang dan lanjutkan checkout sampai halaman pembayaran. Atau ketik /payment/shop di bilah alamat.',
    REDEEM: 'Buka "Tambah kupon", tempel kode yang kamu temukan di kolomnya dan klik Tukarkan. Aku tunggu di sini.',
    DONE: 'Berhasil ditukarkan! Apa pun yang diteruskan server component ke client component bersifat publik, baik ditampilkan maupun tidak. Rahasia harus tetap di server, atau ditandai dengan taint API milik React.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Server component toko mengambil produk, ulasan, dan pengaturannya dari sebuah content graph: endpoint GraphQL di /graphql. Server GraphQL bisa mendeskripsikan skemanya sendiri, kecuali ada yang mematikannya.',
    CONSOLE:
      'Buka developer tools (F12) dan tab Console-nya. fetch() yang diketik di sana dikirim oleh halaman ini, sama seperti permintaan milik toko sendiri. (curl di terminal juga bisa.)',
    INTROSPECT:
      'Tanyakan graph tentang dirinya sendiri: salin baris ini ke konsol dan tekan Enter. Kueri ini meminta setiap field yang dijawab graph di tingkat teratasnya, beserta deskripsi masing-masing.',
    SPOT: 'Buka jawabannya di konsol: di situ tercantum setiap pertanyaan yang diterima graph, masing-masing dengan deskripsi. Semuanya terdokumentasi kecuali satu field saja. Yang mana?',
    SUBFIELDS:
      'Field itu menjawab dengan objek, dan GraphQL ingin kamu menyebutkan field-field objek itu. Tanyakan field itu sendirian dulu: pesan error menyebutkan tipenya. Lalu kueri seperti ini, dengan nama tipe itu, menampilkan apa saja yang bisa kamu pilih:',
    ASK: 'Sekarang tanyakan field yang tidak terdokumentasi itu beserta beberapa subfield-nya: fetch yang sama, dengan kuerimu sendiri setelah ?query=. Aku tunggu di sini.',
    DONE: 'Itu dia: data yang tidak ditampilkan di layar mana pun di toko. Matikan introspection di produksi, dan jangan pernah mengandalkan sebuah field tetap rahasia hanya karena tidak terdokumentasi.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Build tool mengemas program ke dalam beberapa bundle berisi kode yang tidak terbaca. Agar pesan error mudah dibaca, build tool juga menulis source map di samping setiap bundle: file .map yang memuat kode sumber aslinya.',
    MAP_NAME:
      'Sebuah bundle menyebut nama map-nya di baris terakhir, berupa komentar seperti //# sourceMappingURL=app-1a2b3c.js.map: nama file bundle itu sendiri dengan tambahan .map. Ingat aturan ini.',
    ERROR_PAGE:
      'Sekarang cari nama salah satu bundle server. Halaman error toko ini suka bercerita: buka /api/Users di tab baru. Tanpa login, ia menjawab dengan halaman error dan stack trace.',
    TRACE:
      'Setiap baris stack trace itu menyebut sebuah file server di bawah dist/server/assets/, seperti server-entry-….js: salah satu bundle-nya. Catat satu nama lengkap, termasuk hash di dalamnya.',
    FETCH_MAP:
      'Toko memublikasikan map server dengan cara yang sama seperti menyajikan skrip browser: di bawah /assets/, dalam folder server tersendiri. Buka /assets/server/ diikuti nama bundle itu dan .map. Aku tunggu di sini.',
    DONE: 'Dapat! sourcesContent-nya adalah kode milik server sendiri: rute, kueri, pemeriksaan. Source map kode server tempatnya di error tracker, jangan pernah di alamat publik.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Tantangan coding dimainkan di Papan Skor (Score Board). Buka sekarang: menu samping menautkannya setelah kamu menemukannya, atau ketik /score-board di bilah alamat.',
    WHAT: 'Banyak tantangan hacking disertai tantangan coding: kamu membaca kode sumber asli di balik celahnya, menemukan baris yang bersalah dan memilih perbaikan. Kartu ini menghitung kemajuanmu di sana.',
    OPEN_BADGE:
      'Tantangan coding terbuka setelah tantangan hacking-nya terpecahkan, dan Score Board sudah. Klik lencana <> pada kartu Score Board untuk membuka tantangan coding-nya.',
    SNIPPET:
      'Ini kode yang menempatkan Papan Skor di menu samping, dibaca dari toko yang sedang berjalan. Fase pertama, Temukan: baris mana yang membuat pengunjung bisa mencapai Papan Skor yang "tersembunyi"?',
    FIND_IT:
      'Klik nomor setiap baris yang kamu curigai; baris itu jadi kuning. Lalu tekan Kirim. Salah? Coba lagi: setelah setiap tebakan meleset, kotak petunjuk di bawah kode memberi tahu sedikit lebih banyak.',
    FIX_IT:
      'Fase kedua, Perbaiki: buka daftar di atas kode dan lihat setiap perbaikan; diff menunjukkan apa yang diubahnya. Ingat, Papan Skor memang dimaksudkan untuk ditemukan, karena mencatat semua kemajuanmu. Pilih perbaikan terbaik dan tekan Kirim.',
    DONE: 'Kedua fase selesai: lencana menunjukkan 2/2 dan kartu ini menghitungnya. Tutup dialognya. Setiap tantangan terpecahkan dengan lencana <> menunggumu dengan cara yang sama.',
  },
};
