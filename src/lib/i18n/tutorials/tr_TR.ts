import type { TutorialTranslation } from './types';

/** Türkçe: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Merhaba! Ben senin hacking eğitmeninim. Sayfanın ihtiyacın olan kısmının yanında dururum ve senden istediğimi yapar yapmaz bir sonraki adıma geçerim. Acelen mi var? Bir adımı atlamak için bana çift tıkla.',
    MISSION:
      "İlk görevin: Skor Tablosu'nu (Score Board) bul. Bu mağazanın tüm görevlerini ve ne kadar ilerlediğini listeler, ama hiçbir menü ona bağlantı vermez.",
    CLUE: 'Bir web mağazası, gizli sayfalar da dahil, sahip olduğu her ekranın kodunu tarayıcıya gönderir. Geliştirici araçlarını aç, yüklenen betiklerde "score" kelimesini ara ve hangi adresin çıktığına bak.',
    GUESS:
      "Ya da sadece tahmin et: bir geliştirici bu sayfaya ne ad verirdi? Adresi adres çubuğuna yaz, örneğin /score-board, ve Enter'a bas. Burada bekliyorum.",
    DONE: 'Buldun ve bu, ilk görevini çözdü: buradaki kartı da bunu söylüyor. Hazır olduğunda bir sonrakini seç; bir karttaki mezuniyet kepi düğmesi o görevin kendi eğitimini başlatır.',
  },
  localXssChallenge: {
    INTRO:
      'Bu ders sayfanın üst kısmındaki arama alanıyla ilgili. Ne ararsan ara, mağaza onu sonuçların üstünde sana tekrar gösterir. Bakalım bunu nasıl yapıyor.',
    TYPE_OWASP: "Arama alanını açmak için büyütece tıkla ve içine owasp yaz. Henüz Enter'a basma.",
    ENTER_OWASP: "Şimdi aramak için Enter'a bas.",
    ECHOED: 'İşte OWASP ürünlerin. Üstlerindeki başlığa bak: aradığın kelimeyi tekrarlıyor.',
    XSS_IDEA:
      "Yazdığın ve sayfaya geri gelen metin, Cross-Site Scripting'in (XSS) başladığı yerdir: sayfa metnini düz metin yerine HTML olarak alırsa, kendi işaretlemeni, belki de kendi JavaScript'ini ekleyebilirsin.",
    TYPE_H1: 'Önce zararsız bir HTML ile deneyelim. Arama alanındaki metni <h1>owasp olarak değiştir',
    ENTER_H1: "Tekrar Enter'a bas.",
    HTML_WORKS: 'Kelimenin nasıl büyüdüğünü gördün mü? Sayfa <h1> etiketini metin olarak yazdırmadı: onu gerçek bir başlığa dönüştürdü.',
    INSPECT:
      "Kendin görmek için büyük kelimeye sağ tıkla ve İncele'yi (Inspect) seç. Geliştirici araçları, başlığın içinde senin yazdığından oluşturulmuş bir h1 öğesi gösterir.",
    TYPE_SCRIPT: "Şimdi JavaScript'i dene. Arama alanındaki metni <script>alert(xss)</script> ile değiştir",
    ENTER_SCRIPT: "Bir kez daha Enter'a bas.",
    SCRIPT_SILENT:
      "Hiçbir şey açılmadı. Başlığı tekrar incele: script öğesi orada, ama tarayıcılar bir sayfanın sonradan HTML olarak eklediği script etiketini asla çalıştırmaz. Farklı bir payload'a ihtiyacımız var.",
    TYPE_IFRAME:
      'Pek çok XSS payload\'ı vardır. Bu, JavaScript\'i bir çerçevenin (frame) adresine gizler. Bunu arama alanına yaz: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: "Enter'a bas. Bir uyarı kutusu çıkarsa, kapatmak için OK'ye tıkla.",
    DONE: 'Aferin, bu bir XSS saldırısıydı! Buna DOM XSS denir, çünkü metnini sayfaya HTML olarak ekleyen, tarayıcındaki sayfanın kendi koduydu.',
  },
  xssBonusChallenge: {
    INTRO:
      'Bu görev, DOM XSS dersinde bulduğun açığı yeniden kullanır (henüz yapmadıysan önce onu yap): üstteki arama alanı. Sadece payload farklı, ve çok daha eğlenceli.',
    PASTE:
      'Arama alanını aç ve bu payload\'ı olduğu gibi içine yapıştır: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: "Hoparlörlerinin sesini aç. Sonra Enter'a bas.",
    DONE: 'Çözüldü! Sayfa artık bir uyarı yerine başka bir web sitesinden müzik çalıyor. Şarkının tadını çıkar!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Önce herhangi bir hesapla giriş yap. Sağ üstteki Hesap\'a tıkla ve Giriş\'i seç. Henüz hesabın yok mu? Giriş sayfasında kayıt olmak için "Burada yeni misiniz? Hesap oluşturun" bağlantısını izle.',
    OPEN_ACCOUNT: "Giriş yaptın. Şimdi hesap menüsünü açmak için sağ üstteki Hesap'a tıkla.",
    OPEN_POLICY:
      "Menüdeki Gizlilik ve Güvenlik'in üzerine gel (ya da tıkla). Yanında ikinci bir menü açılır: oradan Gizlilik Politikası'na tıkla.",
    DONE: 'Kolaydı, değil mi? Bu görev küçük bir şaka: neredeyse kimse ince yazıları okumaz. Sen az önce okudun.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      "Bu ders için giriş yapmış olman gerekiyor. Sağ üstteki Hesap'a tıkla ve herhangi bir hesapla Giriş'i seç (ya da orada yeni bir hesap oluştur).",
    ORDER_HISTORY: "Şimdi siparişlerini aç: Hesap'a, sonra Siparişler ve Ödeme'ye, sonra Sipariş Geçmişi'ne tıkla.",
    TRACK:
      'Her siparişin bir kamyon düğmesi vardır: Siparişi Takip Et. Siparişlerinden herhangi birinde ona tıkla. Henüz siparişin yok mu? Mağazadan herhangi bir şey satın al; onay sayfası da takibe bağlantı verir.',
    LOOK: 'Bu, takip sayfası. Adres çubuğuna bak: sipariş numarası orada id=… olarak taşınıyor. Sayfa da bu numarayı başlığında gösteriyor.',
    REFLECTED:
      'Adresten sunucuya giden ve doğrudan sayfaya geri dönen bir değere "yansıtılmış" (reflected) denir. Sayfa onu HTML olarak alırsa, bir bağlantı bir saldırı taşıyabilir: işte bu, reflected XSS\'tir.',
    PAYLOAD:
      'Dene: adres çubuğunda id= sonrasındaki her şeyi <iframe src="javascript:alert(`xss`)"> ile değiştir ve Enter\'a bas. Bir uyarı kutusu çıkarsa, kapatmak için OK\'ye tıkla.',
    DONE: "Çözüldü! Seninki gibi bir bağlantıyı açan herkes, senin betiğini kendi tarayıcısında çalıştırır. Reflected XSS'in bu kadar tehlikeli olmasının nedeni budur.",
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      "Bu görev oturum kapalıyken başlar. Giriş yaptıysan, buradan yukarıdaki hesap menüsünü aç ve Çıkış'ı seç. Zaten çıkış yaptın mı? O zaman kendiliğimden devam ederim.",
    HARDCODED:
      'Bir geliştirici, bu mağazanın istemci kodunda bir test hesabının kimlik bilgilerini bırakmış. Tarayıcının indirdiği her şeyi herkes okuyabilir, o halde okuyalım.',
    GO_TO_LOGIN:
      'Kimlik bilgileri bir girişe aittir, bu yüzden giriş ekranı iyi bir şüpheli. Onu aç: yukarıdaki hesap menüsü, sonra Giriş.',
    DEV_TOOLS:
      "Geliştirici araçlarını aç (F12) ve Sources'a (Kaynaklar; Firefox'ta Debugger) git. Orada bu sayfanın mağazadan yüklediği her betiği bulursun.",
    SEARCH:
      "Tüm bu betiklerde aynı anda (Ctrl+Shift+F, Mac'te Cmd+Option+F), kimlik bilgilerinin yanında sık bulunan kelimeleri ara: örneğin password, pw, user veya test.",
    EMAIL:
      'Yan yana bir kullanıcı adı ve şifre mi buldun? Hesap bir e-posta ile giriş yapar: bu kullanıcı adı, mağazanın kendi e-posta alan adında, yani buradaki her hesabın kullandığı alan adında.',
    TYPE_EMAIL: 'Test hesabının e-posta adresini e-posta alanına yaz.',
    TYPE_PASSWORD: 'Şimdi şifresini şifre alanına yaz.',
    LOG_IN: 'Giriş yap düğmesine tıkla.',
    DONE: 'Geliştiricinin masasından asla çıkmaması gereken kimlik bilgileriyle giriş yaptın. İstemci kodundaki sırlar asla sır değildir!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      "Bu görev oturum kapalıyken başlar. Giriş yaptıysan, buradan yukarıdaki hesap menüsünü aç ve Çıkış'ı seç. Zaten çıkış yaptın mı? O zaman kendiliğimden devam ederim.",
    GO_TO_LOGIN: "Hedefin: şifresini bilmeden yöneticinin hesabına girmek. Yukarıdaki hesap menüsünü aç ve Giriş'i seç.",
    SQLI: 'Bir SQL enjeksiyonu deneyeceğiz. Mağaza, yazdığını bir veritabanı sorgusuna yapıştırır, bu yüzden doğru karakterler o sorgunun anlamını değiştirebilir.',
    QUOTES:
      "İyi bir ilk test tek tırnaktır ('). Özensizce kurulmuş bir sorguda sözdizimini bozar ve ardından gelen hata, bu alana daha yakından bakmaya değer olduğunu sana söyler.",
    TYPE_QUOTE: "E-posta alanına sadece tek bir tırnak ' yaz.",
    ANY_PASSWORD: 'Şimdi şifre alanına herhangi bir şey yaz. Oraya ne yazdığın önemli değil.',
    LOG_IN: 'Giriş yap düğmesine tıkla.',
    ERROR:
      'Formun üstündeki kırmızı hatayı görüyor musun? SQLITE_ERROR ile başlıyor: tırnağın veritabanı sorgusunu bozdu. Demek ki yazdığın şey o sorguya kontrol edilmeden giriyor.',
    NETWORK:
      "Cevabın tamamını mı görmek istiyorsun? Geliştirici araçlarını aç (F12), Network (Ağ) sekmesine git ve tekrar Giriş yap'a tıkla. /rest/user/login isteğine gelen yanıt hatanın tamamını içerir.",
    TYPE_OR_TRUE:
      "Şimdi sorguyu işe yarar hale getirelim. E-posta alanını ' OR true olarak değiştir (bir tırnak, bir boşluk, sonra OR true).",
    LOG_IN_AGAIN: "Tekrar Giriş yap'a tıkla.",
    STILL_BROKEN:
      'Hâlâ hata mı? Dikkatle oku: veritabanı artık senin metninden sonra gelen kısma, yani şifreyi kontrol eden kısma takılıyor.',
    COMMENT:
      "O halde veritabanının o kısmı yok saymasını sağla. SQLite'ta iki tire (--) bir yorum başlatır: onlardan sonraki her şey atlanır.",
    TYPE_COMMENT: "E-posta alanına ' OR true-- yaz.",
    LOG_IN_FINAL: "Bir kez daha Giriş yap'a tıkla ve ne olduğunu izle.",
    DONE: 'İçeridesin! Bunun kimin hesabı olduğunu görmek için sağ üstteki hesap menüsünü aç: yöneticinin. OR true her kullanıcıyla eşleşti, tireler şifre kontrolünü kesip attı ve mağaza bulduğu ilk kullanıcıyı aldı.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Bu görev için yönetici olarak giriş yapmış olman gerekiyor. Nasıl yapılacağını zaten biliyor musun? Şimdi admin olarak giriş yap. Bilmiyorsan, önce Login Admin eğitimini tamamla ve geri gel.',
    MISSION:
      'Artık yöneticisin, ama hiçbir menü mağazanın yönetildiği sayfaya götürmüyor: kullanıcılar, geri bildirimler ve benzerleri. Görevin: o sayfanın adresini bulmak.',
    TECH: 'Bir sitenin neyle yapıldığını bilmek, nereye bakacağını söyler. Örneğin bir WordPress sitesi yönetim alanını /wp-admin adresinde tutar. Diğer birçok mağaza ise basit bir İngilizce kelime kullanır.',
    TRY_ADMIN: "En bariz tahminle başla: adres çubuğuna /admin yaz ve Enter'a bas.",
    TRY_ADMINISTRATION:
      "Orada yönetici sayfası yok. Geliştiriciler kelimeyi çoğu zaman tam olarak yazar. Adres çubuğunda /administration'ı dene.",
    DONE: 'Yönetim bölümüne girmeyi başardın! Burada kayıtlı her kullanıcı ve her müşteri geri bildirimi listelenir.',
    SCRIPTS:
      'Tahmin etmek bir yol, okumak diğeri: bu mağazanın tarayıcına gönderdiği betikler her rotayı bilir. Geliştirici araçlarında yüklenen betiklerde "admin" ara, adres karşına çıkar.',
    CURIOUS:
      "Merak mı ettin? Daha sonra sıradan bir müşteri olarak giriş yap ve /administration'ı tekrar aç. Onu görüp göremeyeceğine kimin karar verdiğine dikkat et: tarayıcı mı, sunucu mu?",
  },
  weakPasswordChallenge: {
    MISSION:
      'Bu görevde yöneticinin hesabına onun kendi, orijinal şifresiyle giriş yapıyorsun. Bu sefer giriş formuyla hile yok: sadece iyi bir tahmin.',
    LOG_OUT: "Bu görev oturum kapalıyken başlar. Giriş yaptıysan, buradaki hesap menüsünü aç ve Çıkış'ı seç.",
    FIND_EMAIL:
      'Önce yöneticinin e-posta adresine ihtiyacın var. Müşteri geri bildirimleri ve ürün yorumları yazarlarının adreslerini gösterir: bakmak için iyi bir yer. Bulduğunda hesap menüsünden Giriş sayfasını aç.',
    EMAIL: 'Yöneticinin e-posta adresini E-posta alanına yaz.',
    TRY_ANY:
      "Şimdi şifre. Neyse ki yönetici gerçekten çok, çok kötü bir şifre seçmiş. Aklına gelen herhangi bir şifreyi yaz ve Giriş yap'a bas.",
    WRONG: 'Hayır, bu değildi. Tahmin etmeye devam et: Şifre alanı doğru yola girer girmez sana söyleyeceğim.',
    TRACK:
      'Doğru yoldasın! Ama tek başına bu, bu yönetici için bile dünyanın en kötü şifresi olurdu. Harf olmayan birkaç karakter eklemiş. Denemeye devam et.',
    WARMER: 'Isınıyorsun! Belki birkaç rakam daha eklesen?',
    HOT: 'Sıcak, çok sıcak! Sadece bir rakam daha...',
    LOG_IN: "İşte bu. Şimdi Giriş yap'a bas.",
    DONE: 'Herkesin tahmin edebileceği bir şifre sayesinde bu mağazanın yöneticisi olarak giriş yaptın. Uzun ve benzersiz bir şifre, ya da daha iyisi bir şifre yöneticisi, seni dışarıda tutardı.',
  },
  basketAccessChallenge: {
    INTRO:
      'Bu görev yatay yetki yükseltme ile ilgili: seninle aynı haklara sahip başka bir kullanıcıya ait verilere ulaşmak. Burada: başka bir müşterinin alışveriş sepeti.',
    LOG_IN: 'Bunun için kendi hesabına ihtiyacın var. Şimdi hesap menüsünden giriş yap (hesabın yoksa önce kayıt ol).',
    OPEN_BASKET: 'Bu sepet düğmesiyle kendi sepetini aç. Henüz bir şey eklemediysen boş olabilir.',
    MISSION: 'Bu senin sepetin. Görevin: kendi hesabınla oturumun açık kalırken başka birinin sepetine göz atmak.',
    CLUE: 'Sayfanın hangi sepetin senin olduğunu bilmesi gerekir. Tarayıcın bununla ilgili bir not tutuyorsa, belki o notu değiştirebilirsin.',
    DEVTOOLS:
      "Geliştirici araçlarını aç (F12) ve Application (Uygulama; Firefox'ta Storage) altında Session Storage'ı bul, sonra bu siteyi seç. Çerezler (cookies) gibi, her web sitesi için anahtar-değer çiftleri saklar.",
    CHANGE_BID: 'Orada saklanan anahtarları oku. İçlerinden biri sepete ait gibi görünüyor mu? Değerini farklı bir sayıyla değiştir.',
    REVISIT:
      "Değiştirildi! Şimdi başka herhangi bir ekrana geç, sonra yeniden yüklenmesi için Sepetiniz'e geri dön. Boş kalırsa o sepet mevcut olmayabilir: başka bir sayı dene.",
    DONE: "Başka bir müşterinin sepetine bakıyorsun! Mağaza, sepetin senin olup olmadığını kontrol etmek yerine tarayıcının gönderdiği id'ye güvendi.",
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: "Başlamak için bu düğmeyle yan menüyü aç ve Müşteri Geri Bildirimi'ni seç.",
    MISSION:
      'Bu görev bozuk erişim kontrolü (broken access control) ile ilgili. Görevin: başka bir kullanıcı adına geri bildirim göndermek.',
    AUTHOR:
      'Olduğu gibi gönderilirse, geri bildirimin giriş yaptıysan kendi adınla, yapmadıysan anonim olarak gider. Yazar alanı hangisi olduğunu gösterir.',
    INSPECT: 'Mağaza yazarın kim olduğunu nasıl öğreniyor? Geliştirici araçlarını aç ve bu geri bildirim formunun öğelerini incele.',
    HIDDEN:
      "Bu formda göründüğünden fazlası var: Yazar alanının hemen üstündeki input'a bak. hidden özniteliğini taşıyor, bu yüzden sayfa onu hiç göstermiyor.",
    CHANGE:
      "Buldun mu? Elements (Öğeler) panelinde o input'un hidden özniteliğini sil, Yazar'ın üstünde görünecek. Sonra başka bir kullanıcıya ait olabilecek bir değer yaz.",
    SUBMIT: "Gizli kullanıcı id'sini buldun ve değiştirdin! Şimdi bir yorum yaz, bir puan seç, CAPTCHA'yı cevapla ve Gönder'e bas.",
    DONE: "Geri bildirimin başka bir kullanıcı adına gitti! Mağaza, senin kim olduğunu kontrol etmek yerine formun gönderdiği kullanıcı id'sine güvendi.",
  },
  loginJimChallenge: {
    LOG_OUT:
      "Bu görev oturum kapalıyken başlar. Giriş yaptıysan, buradan yukarıdaki hesap menüsünü aç ve Çıkış'ı seç. Zaten çıkış yaptın mı? O zaman kendiliğimden devam ederim.",
    GO_TO_LOGIN: "Hedefin: Jim'in hesabıyla giriş yapmak. Yukarıdaki hesap menüsünü aç ve Giriş'i seç.",
    NEED_BOTH: "Normal yoldan giriş yapmak için Jim'in e-posta adresine ve şifresine ihtiyacın var. Şu anda muhtemelen ikisi de sende yok.",
    EMAIL_IS_ENOUGH:
      'Sadece e-posta adresiyle bile bir SQL enjeksiyonu seni şifre kontrolünden geçirebilir. SQL enjeksiyonunda yeni misin? Login Admin eğitimi temelleri gösterir.',
    LEAKS:
      "Öyleyse Jim'in e-postasını bulalım. Bu mağaza gizlilik konusunda dikkatsiz: müşterilerin e-postalarını birçok yerde gösteriyor, örneğin ürün yorumlarının yanında.",
    GO_TO_PRODUCTS: 'Ürün listesine geri dön: yukarıdaki mağaza logosuna tıkla.',
    FIND_JIM:
      "Birkaç ürünü aç ve yorumlarını oku. Jim'e ait bir yorum bulup e-postasını not ettiğinde, hesap menüsünden Giriş ekranını tekrar aç.",
    TYPE_EMAIL: "Jim'in e-posta adresini e-posta alanına yaz.",
    ANY_PASSWORD: 'Herhangi bir şifre yaz. Biliyor olsan bile, onunkini bilmiyormuş gibi yapalım.',
    LOG_IN: 'Giriş yap düğmesine tıkla.',
    FAILED: 'Bu işe yaramadı, zaten beklemiyorduk da: şifre yanlış. Şimdi sıra SQL enjeksiyonunda.',
    ADD_COMMENT:
      "Jim'in e-posta adresinin hemen arkasına '-- ekle. Tırnak, veritabanı sorgusundaki e-postayı sonlandırır, iki tire de ondan sonra gelen şifre kontrolünü bir yoruma dönüştürür.",
    LOG_IN_AGAIN: "Tekrar Giriş yap'a tıkla.",
    DONE: 'Şifresini hiç bilmeden Jim olarak giriş yaptın!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      "Bu görev SQL enjeksiyonu üzerine kurulu. Bu konuda yeniysen önce Login Admin'i çöz: onun eğitimi temelleri gösterir. Yine de devam etmek için bana çift tıkla.",
    LOG_OUT:
      "Bu görev oturum kapalıyken başlar. Giriş yaptıysan, buradan yukarıdaki hesap menüsünü aç ve Çıkış'ı seç. Zaten çıkış yaptın mı? O zaman kendiliğimden devam ederim.",
    GO_TO_LOGIN: "Hedefin: Bender'ın hesabıyla giriş yapmak. Yukarıdaki hesap menüsünü aç ve Giriş'i seç.",
    NEED_BOTH:
      "Normal yoldan giriş yapmak için Bender'ın e-posta adresine ve şifresine ihtiyacın var. Şu anda muhtemelen ikisi de sende yok.",
    EMAIL_IS_ENOUGH: 'Sadece e-posta adresiyle bile bir SQL enjeksiyonu seni şifre kontrolünden geçirebilir.',
    LEAKS:
      "Öyleyse Bender'ın e-postasını bulalım. Bu mağaza gizlilik konusunda dikkatsiz: müşterilerin e-postalarının bazı kısımlarını birçok yerde gösteriyor, örneğin geri bildirimlerinde.",
    GO_TO_ABOUT:
      "Müşteri geri bildirimlerini gösteren Hakkımızda sayfasına git: mağaza logosunun solundaki düğmeyle yan menüyü aç ve Hakkımızda'yı seç.",
    FIND_BENDER:
      "Buradaki müşteri geri bildirimlerini izle. Bir kayıt, Bender'ın e-postasından geri kalanını tahmin etmeye yetecek kadarını gösteriyor. Bulduğunda hesap menüsünden Giriş ekranını aç.",
    TYPE_EMAIL: "Bender'ın e-posta adresini e-posta alanına yaz.",
    ANY_PASSWORD: 'Herhangi bir şifre yaz. Biliyor olsan bile, onunkini bilmiyormuş gibi yapalım.',
    LOG_IN: 'Giriş yap düğmesine tıkla.',
    FAILED: 'Bu işe yaramadı, zaten beklemiyorduk da: şifre yanlış. Şimdi sıra SQL enjeksiyonunda.',
    ADD_COMMENT:
      "Bender'ın e-posta adresinin hemen arkasına '-- ekle. Tırnak, veritabanı sorgusundaki e-postayı sonlandırır, iki tire de ondan sonra gelen şifre kontrolünü bir yoruma dönüştürür.",
    LOG_IN_AGAIN: "Tekrar Giriş yap'a tıkla.",
    DONE: 'Şifresini hiç bilmeden Bender olarak giriş yaptın!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Bu ürün ızgarası sunucuda bir React Server Component tarafından oluşturulur. Tarayıcıya verdiği her şey, ekranın hiç göstermediği şeyler bile, birlikte gönderilir. Personel burada gizli bir kupon alır. Bakalım sen ne alacaksın.',
    DEVTOOLS:
      "Geliştirici araçlarını (F12) ve Network (Ağ) sekmesini aç. Network filtre kutusuna RSC yaz, böylece sadece sunucu bileşenlerinin istekleri listelenir: yanıtlarının türü text/x-component'tir, yani React'in bileşen akışı.",
    NAVIGATE:
      "Şimdi mağazanın ızgarayı tekrar getirmesini sağla: başka bir sayfa aç, örneğin yan menüden Hakkımızda'yı, sonra mağaza logosuna tıklayarak geri dön. /RSC/R/search.txt adresine giden bir isteği gözle.",
    READ: 'O isteğe tıkla ve Response (Yanıt) sekmesini aç: bu metin, React\'in ızgarayı oluşturduğu RSC payload\'ıdır. İçinde (Ctrl+F) "coupon" ara. Her ürünle birlikte ne gönderiliyor?',
    LOGIN:
      'Kupon bir sepet için kullanılır, bu yüzden giriş yapmış olman gerekir. Hesabınla giriş yap, ya da henüz yoksa bir hesap oluştur.',
    CHECKOUT:
      'Kupon alanı, ödeme sürecinin ödeme adımındadır: sepetine bir ürün ekle, sepeti aç ve ödeme sayfasına kadar ilerle. Ya da adres çubuğuna /payment/shop yaz.',
    REDEEM: '"Kupon ekle"yi aç, bulduğun kodu alana yapıştır ve Kullan\'a tıkla. Burada bekliyorum.',
    DONE: "Kullanıldı! Bir sunucu bileşeninin bir istemci bileşenine aktardığı her şey, görüntülensin ya da görüntülenmesin, herkese açıktır. Sırlar sunucuda kalmalı ya da React'in taint API'leriyle işaretlenmelidir.",
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Mağazanın sunucu bileşenleri ürünlerini, yorumlarını ve ayarlarını bir içerik grafından alır: /graphql adresindeki bir GraphQL uç noktası. Bir GraphQL sunucusu, biri bunu kapatmadıkça kendi şemasını tanımlayabilir.',
    CONSOLE:
      'Geliştirici araçlarını (F12) ve Console (Konsol) sekmesini aç. Oraya yazılan bir fetch(), tıpkı mağazanın kendi istekleri gibi bu sayfa tarafından gönderilir. (Bir terminalde curl da işe yarar.)',
    INTROSPECT:
      "Grafa kendisini sor: bu satırı konsola kopyala ve Enter'a bas. Sorgu, grafın en üst seviyede yanıtladığı her alanı, her birinin açıklamasıyla birlikte ister.",
    SPOT: 'Konsoldaki yanıtı genişlet: grafın kabul ettiği her soruyu, her birinin açıklamasıyla listeler. Tek bir alan dışında hepsi belgelenmiş. Hangisi?',
    SUBFIELDS:
      'O alan nesnelerle yanıt verir ve GraphQL senden onların alanlarını belirtmeni ister. Önce alanı tek başına sor: hata mesajı onun türünü söyler. Sonra bunun gibi, o türün adını içeren bir sorgu, neleri seçebileceğini listeler:',
    ASK: 'Şimdi belgelenmemiş alanı birkaç alt alanıyla birlikte sor: aynı fetch, ?query= sonrasında kendi sorgunla. Burada bekliyorum.',
    DONE: "İşte orada: mağazanın hiçbir ekranının göstermediği veriler. Üretimde introspection'ı kapat ve bir alanın belgelenmemiş olduğu için gizli kalacağına asla güvenme.",
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Derleme araçları bir programı okunamayan kodlardan oluşan birkaç pakete (bundle) sıkıştırır. Okunabilir hata mesajları için her paketin yanına bir source map da yazarlar: orijinal kaynak kodu barındıran bir .map dosyası.',
    MAP_NAME:
      'Bir paket, haritasının adını son satırında, //# sourceMappingURL=app-1a2b3c.js.map gibi bir yorumla belirtir: paketin kendi dosya adına .map eklenmiş hali. Bu kuralı aklında tut.',
    ERROR_PAGE:
      "Şimdi sunucu paketlerinden birinin adını bul. Mağazanın hata sayfaları geveze: yeni bir sekmede /api/Users'ı aç. Giriş yapmadan, bir hata sayfası ve bir stack trace ile yanıt verir.",
    TRACE:
      "O stack trace'in her satırı, sunucunun dist/server/assets/ altındaki bir dosyasını adlandırır, örneğin server-entry-….js: paketlerinden biri. İçindeki hash dahil, tam bir adı not et.",
    FETCH_MAP:
      "Mağaza, sunucunun haritalarını tarayıcının betiklerini sunduğu şekilde yayınlar: /assets/ altında, kendilerine ait server adlı bir klasörde. /assets/server/ ardından o paketin adını ve .map'i aç. Burada bekliyorum.",
    DONE: "Yakaladın! Onun sourcesContent'i sunucunun kendi kodudur: rotalar, sorgular, kontroller. Sunucu kodunun source map'leri hata izleyicide olmalı, asla herkese açık bir adreste değil.",
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      "Kodlama görevleri Skor Tablosu'nda (Score Board) oynanır. Şimdi onu aç: bulduktan sonra yan menü ona bağlantı verir, ya da adres çubuğuna /score-board yaz.",
    WHAT: 'Birçok hacking görevinin bir de kodlama görevi vardır: açığın arkasındaki gerçek kaynak kodu okursun, suçlu satırları bulursun ve bir düzeltme seçersin. Bu kart onlardaki ilerlemeni sayar.',
    OPEN_BADGE:
      'Bir kodlama görevi, hacking görevi çözüldüğünde açılır; Score Board da çözüldü. Kodlama görevini açmak için Score Board kartındaki <> rozetine tıkla.',
    SNIPPET:
      'Bu, Skor Tablosu\'nu yan menüye koyan kod; çalışan mağazadan okundu. Birinci aşama, Bul: hangi satırlar bir ziyaretçinin "gizli" Skor Tablosu\'na ulaşmasına izin veriyor?',
    FIND_IT:
      "Şüphelendiğin her satırın numarasına tıkla; sarıya döner. Sonra Gönder'e bas. Yanlış mı? Tekrar dene: her ıskalamadan sonra kodun altındaki ipucu kutusu biraz daha fazlasını söyler.",
    FIX_IT:
      "İkinci aşama, Düzelt: kodun üstündeki listeyi aç ve her düzeltmeye bak; diff neyi değiştirdiğini gösterir. Unutma, Skor Tablosu'nun bulunması amaçlanmıştır, tüm ilerlemeni takip eder. En iyi düzeltmeyi seç ve Gönder'e bas.",
    DONE: 'İki aşama da tamam: rozet 2/2 gösteriyor ve bu kart onları sayıyor. Diyaloğu kapat. <> rozetli her çözülmüş görev seni aynı şekilde bekliyor.',
  },
};
