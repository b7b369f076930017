import type { TutorialTranslation } from './types';

/** Azərbaycanca: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Salam! Mən sənin hakinq təlimatçınam. Səhifənin sənə lazım olan hissəsinin yanında dururam və istədiyimi edən kimi növbəti addıma keçirəm. Tələsirsən? Bir addımı ötürmək üçün üzərimə iki dəfə kliklə.',
    MISSION:
      'İlk tapşırığın: Xal cədvəlini (Score Board) tap. Orada bu mağazanın bütün tapşırıqları və nə qədər irəlilədiyin göstərilir, amma heç bir menyu ona keçid vermir.',
    CLUE: 'Veb mağaza brauzerə gizli səhifələr də daxil olmaqla, bütün ekranlarının kodunu göndərir. Tərtibatçı alətlərini aç, yüklənmiş skriptlərdə "score" sözünü axtar və hansı ünvanın çıxdığına bax.',
    GUESS:
      'Ya da sadəcə təxmin et: tərtibatçı bu səhifəni necə adlandırardı? Ünvanı ünvan sətrinə yaz, məsələn /score-board, və Enter düyməsini bas. Mən burada gözləyirəm.',
    DONE: 'Tapdın və bununla ilk tapşırığını həll etdin: buradakı kartı da bunu deyir. Hazır olanda növbətini seç; kartdakı məzun papağı düyməsi həmin tapşırığın öz təlimatını başladır.',
  },
  localXssChallenge: {
    INTRO:
      'Bu dərs səhifənin yuxarısındakı axtarış sahəsi haqqındadır. Nə axtarsan, mağaza onu nəticələrin üstündə yenidən sənə göstərir. Gəl görək bunu necə edir.',
    TYPE_OWASP: 'Axtarış sahəsini açmaq üçün böyüdücü şüşəyə klikləyib ora owasp yaz. Hələ Enter düyməsini basma.',
    ENTER_OWASP: 'İndi axtarmaq üçün Enter düyməsini bas.',
    ECHOED: 'Budur, OWASP məhsulların. Onların üstündəki başlığa bax: axtardığın sözü təkrarlayır.',
    XSS_IDEA:
      'Yazdığın və səhifəyə geri qayıdan mətn Cross-Site Scripting-in (XSS) başladığı yerdir: səhifə mətnini adi mətn kimi yox, HTML kimi qəbul edirsə, öz işarələməni, bəlkə də öz JavaScript kodunu əlavə edə bilərsən.',
    TYPE_H1: 'Əvvəlcə zərərsiz HTML ilə yoxlayaq. Axtarış sahəsindəki mətni <h1>owasp ilə əvəz et',
    ENTER_H1: 'Yenə Enter düyməsini bas.',
    HTML_WORKS: 'Sözün necə böyüdüyünü gördün? Səhifə <h1> teqini mətn kimi çap etmədi: onu əsl başlığa çevirdi.',
    INSPECT:
      'Özün görmək üçün böyük sözün üzərində sağ kliklə və Inspect (Yoxla) seç. Tərtibatçı alətləri başlığın içində sənin yazdığından qurulmuş h1 elementini göstərir.',
    TYPE_SCRIPT: 'İndi JavaScript-i sına. Axtarış sahəsindəki mətni <script>alert(xss)</script> ilə əvəz et',
    ENTER_SCRIPT: 'Bir daha Enter düyməsini bas.',
    SCRIPT_SILENT:
      'Heç nə açılmadı. Başlığı yenidən yoxla: script elementi oradadır, amma brauzerlər səhifənin sonradan HTML kimi əlavə etdiyi script teqini heç vaxt icra etmir. Bizə başqa payload lazımdır.',
    TYPE_IFRAME:
      'Çoxlu XSS payload-u var. Bu, JavaScript-i çərçivənin (frame) ünvanında gizlədir. Onu axtarış sahəsinə yaz: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Enter düyməsini bas. Xəbərdarlıq pəncərəsi görünsə, onu bağlamaq üçün OK düyməsinə kliklə.',
    DONE: 'Əla, bu XSS hücumu idi! Ona DOM XSS deyilir, çünki mətnini səhifəyə HTML kimi əlavə edən sənin brauzerindəki səhifənin öz kodu idi.',
  },
  xssBonusChallenge: {
    INTRO:
      'Bu tapşırıq DOM XSS dərsində tapdığın boşluqdan yenidən istifadə edir (hələ keçməmisənsə, əvvəlcə onu et): yuxarıdakı axtarış sahəsi. Yalnız payload fərqlidir, həm də daha əyləncəlidir.',
    PASTE:
      'Axtarış sahəsini aç və bu payload-u olduğu kimi ora yapışdır: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Dinamiklərinin səsini artır. Sonra Enter düyməsini bas.',
    DONE: 'Həll olundu! Səhifə indi xəbərdarlıq əvəzinə başqa veb saytdan musiqi çalır. Mahnıdan zövq al!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Əvvəlcə istənilən hesabla daxil ol. Sağ yuxarıdakı Hesab düyməsinə klikləyib Giriş seç. Hələ hesabın yoxdur? Giriş səhifəsində qeydiyyatdan keçmək üçün "Burada yenisiniz? Hesab yaradın" keçidinə kliklə.',
    OPEN_ACCOUNT: 'Daxil oldun. İndi hesab menyusunu açmaq üçün sağ yuxarıdakı Hesab düyməsinə kliklə.',
    OPEN_POLICY:
      'Menyuda Məxfilik və təhlükəsizlik bəndinin üzərinə gəl (və ya kliklə). Yanında ikinci menyu açılır: orada Məxfilik siyasəti bəndinə kliklə.',
    DONE: 'Asan idi, elə deyilmi? Bu tapşırıq kiçik bir zarafatdır: xırda şriftlə yazılanları demək olar ki, heç kim oxumur. Sən isə indicə oxudun.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Bu dərs üçün daxil olmalısan. Sağ yuxarıdakı Hesab düyməsinə klikləyib istənilən hesabla Giriş seç (və ya orada yeni hesab yarat).',
    ORDER_HISTORY: 'İndi sifarişlərini aç: Hesab, sonra Sifarişlər və ödəniş, sonra Sifariş tarixçəsi üzərinə kliklə.',
    TRACK:
      'Hər sifarişin yük maşını düyməsi var: Sifarişi izlə. Sifarişlərindən hər hansı birində ona kliklə. Hələ sifarişin yoxdur? Mağazadan istənilən bir şey al; təsdiq səhifəsi də onun izlənməsinə keçid verir.',
    LOOK: 'Bu, izləmə səhifəsidir. Ünvan sətrinə bax: sifariş nömrəsi orada id=… kimi ötürülür. Səhifə də bu nömrəni başlığında göstərir.',
    REFLECTED:
      'Ünvandan serverə gedən və birbaşa səhifəyə geri qayıdan dəyərə "əks olunmuş" (reflected) deyilir. Səhifə onu HTML kimi qəbul edirsə, keçid hücum daşıya bilər: bu, reflected XSS-dir.',
    PAYLOAD:
      'Sına: ünvan sətrində id= sonrasındakı hər şeyi <iframe src="javascript:alert(`xss`)"> ilə əvəz et və Enter düyməsini bas. Xəbərdarlıq pəncərəsi görünsə, onu bağlamaq üçün OK düyməsinə kliklə.',
    DONE: 'Həll olundu! Səninki kimi keçidi açan hər kəs sənin skriptini öz brauzerində icra edir. Reflected XSS-in bu qədər təhlükəli olmasının səbəbi budur.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Bu tapşırıq hesabdan çıxmış vəziyyətdə başlayır. Daxil olmusansa, buradan, yuxarıdan hesab menyusunu aç və Çıxış seç. Artıq çıxmısan? Onda özüm növbəti addıma keçirəm.',
    HARDCODED:
      'Bir tərtibatçı bu mağazanın müştəri kodunda test hesabının giriş məlumatlarını qoyub. Brauzerinin yüklədiyi hər şeyi hər kəs oxuya bilər, gəl oxuyaq.',
    GO_TO_LOGIN:
      'Giriş məlumatları girişə aiddir, ona görə də giriş ekranı yaxşı şübhəlidir. Onu aç: yuxarıdakı hesab menyusu, sonra Giriş.',
    DEV_TOOLS:
      'Tərtibatçı alətlərini aç (F12) və Sources bölməsinə keç (Firefox-da Debugger). Orada bu səhifənin mağazadan yüklədiyi bütün skriptləri tapacaqsan.',
    SEARCH:
      'Bütün bu skriptlərdə eyni anda (Ctrl+Shift+F, Mac-da isə Cmd+Option+F) giriş məlumatlarının yanında tez-tez olan sözləri axtar, məsələn password, pw, user və ya test.',
    EMAIL:
      'Yan-yana istifadəçi adı və şifrə tapdın? Hesab e-poçtla daxil olur: həmin istifadəçi adı mağazanın öz e-poçt domenində, buradakı hər hesabın istifadə etdiyi domendə.',
    TYPE_EMAIL: 'Test hesabının e-poçt ünvanını e-poçt sahəsinə yaz.',
    TYPE_PASSWORD: 'İndi onun şifrəsini şifrə sahəsinə yaz.',
    LOG_IN: 'Daxil ol düyməsinə kliklə.',
    DONE: 'Heç vaxt tərtibatçının masasından çıxmamalı olan giriş məlumatları ilə daxil oldun. Müştəri kodundakı sirlər heç vaxt sirr deyil!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Bu tapşırıq hesabdan çıxmış vəziyyətdə başlayır. Daxil olmusansa, buradan, yuxarıdan hesab menyusunu aç və Çıxış seç. Artıq çıxmısan? Onda özüm növbəti addıma keçirəm.',
    GO_TO_LOGIN: 'Məqsədin: şifrəsini bilmədən administratorun hesabına daxil olmaq. Yuxarıdakı hesab menyusunu aç və Giriş seç.',
    SQLI: 'SQL inyeksiyasını sınayacağıq. Mağaza yazdığını verilənlər bazası sorğusuna yapışdırır, ona görə də düzgün simvollar həmin sorğunun mənasını dəyişə bilər.',
    QUOTES:
      "Yaxşı ilk sınaq tək dırnaqdır ('). Səliqəsiz qurulmuş sorğuda o, sintaksisi pozur və ardınca gələn xəta sənə bu sahəyə daha yaxından baxmağa dəyər olduğunu deyir.",
    TYPE_QUOTE: "E-poçt sahəsinə yalnız tək dırnaq ' yaz.",
    ANY_PASSWORD: 'İndi şifrə sahəsinə istənilən bir şey yaz. Ora nə yazmağın fərqi yoxdur.',
    LOG_IN: 'Daxil ol düyməsinə kliklə.',
    ERROR:
      'Formanın üstündəki qırmızı xətanı görürsən? SQLITE_ERROR ilə başlayır: dırnağın verilənlər bazası sorğusunu pozdu. Deməli, yazdığın şey o sorğuya yoxlanılmadan düşür.',
    NETWORK:
      'Cavabın tamamını görmək istəyirsən? Tərtibatçı alətlərini aç (F12), Network bölməsinə keç və yenidən Daxil ol düyməsinə kliklə. /rest/user/login sorğusunun cavabında xəta tam şəkildə var.',
    TYPE_OR_TRUE: "İndi sorğunu faydalı edək. E-poçt sahəsini ' OR true ilə dəyiş (dırnaq, boşluq, sonra OR true).",
    LOG_IN_AGAIN: 'Yenidən Daxil ol düyməsinə kliklə.',
    STILL_BROKEN:
      'Hələ də xəta? Diqqətlə oxu: verilənlər bazası indi sənin mətnindən sonra gələn hissədə, yəni şifrəni yoxlayan hissədə büdrəyir.',
    COMMENT:
      'Onda verilənlər bazasına həmin hissəni nəzərə almamağı tapşır. SQLite-da iki defis (--) şərh başladır: onlardan sonrakı hər şey ötürülür.',
    TYPE_COMMENT: "E-poçt sahəsinə ' OR true-- yaz.",
    LOG_IN_FINAL: 'Bir dəfə də Daxil ol düyməsinə kliklə və nə baş verdiyinə bax.',
    DONE: 'İçəridəsən! Bunun kimin hesabı olduğunu görmək üçün sağ yuxarıdakı hesab menyusunu aç: administratorun. OR true hər istifadəçiyə uyğun gəldi, defislər şifrə yoxlamasını kəsdi və mağaza tapdığı ilk istifadəçini götürdü.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Bu tapşırıq üçün administrator kimi daxil olmalısan. Artıq necə edildiyini bilirsən? İndi admin kimi daxil ol. Bilmirsənsə, əvvəlcə Login Admin təlimatını keç və geri qayıt.',
    MISSION:
      'Artıq administratorsan, amma heç bir menyu mağazanın idarə olunduğu səhifəyə aparmır: istifadəçilər, rəylər və s. Tapşırığın: həmin səhifənin ünvanını tapmaq.',
    TECH: 'Saytın nə ilə qurulduğunu bilmək harada axtarmalı olduğunu göstərir. Məsələn, WordPress saytı admin bölməsini /wp-admin ünvanında saxlayır. Bir çox başqa mağaza isə sadə ingilis sözündən istifadə edir.',
    TRY_ADMIN: 'Ən açıq təxminlə başla: ünvan sətrinə /admin yaz və Enter düyməsini bas.',
    TRY_ADMINISTRATION: 'Orada admin səhifəsi yoxdur. Tərtibatçılar sözü çox vaxt tam yazırlar. Ünvan sətrində /administration sına.',
    DONE: 'İdarəetmə bölməsinə daxil ola bildin! Burada hər qeydiyyatlı istifadəçi və hər müştəri rəyi siyahıya alınıb.',
    SCRIPTS:
      'Təxmin etmək bir yoldur, oxumaq isə digəri: bu mağazanın brauzerinə göndərdiyi skriptlər hər marşrutu bilir. Tərtibatçı alətlərində yüklənmiş skriptlərdə "admin" axtar, ünvan üzə çıxacaq.',
    CURIOUS:
      'Maraqlıdır? Sonra adi müştəri kimi daxil ol və /administration səhifəsini yenidən aç. Onu görə bilib-bilməyəcəyinə kimin qərar verdiyinə bax: brauzer, yoxsa server?',
  },
  weakPasswordChallenge: {
    MISSION:
      'Bu tapşırıqda administratorun hesabına onun öz, əsl şifrəsi ilə daxil olursan. Bu dəfə giriş forması ilə heç bir hiylə yoxdur: sadəcə yaxşı təxmin.',
    LOG_OUT: 'Bu tapşırıq hesabdan çıxmış vəziyyətdə başlayır. Daxil olmusansa, buradakı hesab menyusunu aç və Çıxış seç.',
    FIND_EMAIL:
      'Əvvəlcə administratorun e-poçt ünvanı lazımdır. Müştəri rəyləri və məhsul rəyləri müəlliflərinin ünvanlarını göstərir: axtarmaq üçün yaxşı yerdir. Tapanda hesab menyusundan Giriş səhifəsini aç.',
    EMAIL: 'Administratorun e-poçt ünvanını E-poçt sahəsinə yaz.',
    TRY_ANY:
      'İndi şifrə. Xoşbəxtlikdən administrator həqiqətən çox, çox pis şifrə seçib. Ağlına gələn istənilən şifrəni yaz və Daxil ol düyməsini bas.',
    WRONG: 'Yox, o deyildi. Təxmin etməyə davam et: Şifrə sahəsi düzgün yola düşən kimi sənə deyəcəyəm.',
    TRACK:
      'Düzgün yoldasan! Amma təkcə bu, hətta bu administrator üçün də dünyanın ən pis şifrəsi olardı. O, hərf olmayan bir neçə simvol əlavə edib. Sınamağa davam et.',
    WARMER: 'İstiləşir! Bəlkə bir neçə rəqəm də əlavə edəsən?',
    HOT: 'İsti, çox isti! Cəmi bir rəqəm də...',
    LOG_IN: 'Budur. İndi Daxil ol düyməsini bas.',
    DONE: 'Hər kəsin təxmin edə biləcəyi şifrə sayəsində bu mağazanın administratoru kimi daxil oldun. Uzun, unikal şifrə, daha yaxşısı isə şifrə meneceri səni kənarda saxlayardı.',
  },
  basketAccessChallenge: {
    INTRO:
      'Bu tapşırıq üfüqi imtiyaz yüksəldilməsi haqqındadır: səninlə eyni hüquqlara malik başqa istifadəçiyə aid məlumatlara çatmaq. Burada: başqa müştərinin alış-veriş səbəti.',
    LOG_IN: 'Bunun üçün öz hesabın lazımdır. İndi hesab menyusundan daxil ol (hesabın yoxdursa, əvvəlcə qeydiyyatdan keç).',
    OPEN_BASKET: 'Bu səbət düyməsi ilə öz səbətini aç. Hələ heç nə əlavə etməmisənsə, boş ola bilər.',
    MISSION: 'Bu sənin səbətindir. Tapşırığın: öz hesabınla daxil olmuş qalaraq başqasının səbətinə baxmaq.',
    CLUE: 'Səhifə hansı səbətin sənin olduğunu bilməlidir. Brauzerin bununla bağlı qeyd saxlayırsa, bəlkə də həmin qeydi dəyişə bilərsən.',
    DEVTOOLS:
      'Tərtibatçı alətlərini aç (F12) və Application bölməsində (Firefox-da Storage) Session Storage-i tap, sonra bu saytı seç. Cookie-lər kimi, o da hər veb sayt üçün açar-dəyər cütlərini saxlayır.',
    CHANGE_BID: 'Orada saxlanan açarları oxu. Onlardan biri səbətə aid kimi görünür? Onun dəyərini başqa rəqəmə dəyiş.',
    REVISIT:
      'Dəyişdirildi! İndi istənilən başqa ekrana keç, sonra yenidən yüklənməsi üçün Səbətiniz səhifəsinə qayıt. Boş qalarsa, həmin səbət mövcud olmaya bilər: başqa rəqəm sına.',
    DONE: 'Başqa müştərinin səbətinə baxırsan! Mağaza səbətin sənin olub-olmadığını yoxlamaq əvəzinə brauzerinin göndərdiyi id-yə etibar etdi.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Başlamaq üçün bu düymə ilə yan menyunu aç və Müştəri rəyləri seç.',
    MISSION:
      'Bu tapşırıq pozulmuş giriş nəzarəti (broken access control) haqqındadır. Tapşırığın: başqa istifadəçinin adından rəy göndərmək.',
    AUTHOR: 'Olduğu kimi göndərilsə, rəyin daxil olmusansa öz adınla, olmamısansa anonim gedəcək. Müəllif sahəsi hansı olduğunu göstərir.',
    INSPECT: 'Mağaza müəllifin kim olduğunu necə öyrənir? Tərtibatçı alətlərini aç və bu rəy formasının elementlərini yoxla.',
    HIDDEN:
      'Bu formada göründüyündən daha çox şey var: Müəllif sahəsinin düz üstündəki input-a bax. Onda hidden atributu var, ona görə də səhifə onu heç vaxt göstərmir.',
    CHANGE:
      'Tapdın? Elements panelində həmin input-un hidden atributunu sil, o, Müəllif sahəsinin üstündə görünəcək. Sonra başqa istifadəçiyə aid ola biləcək bir dəyər yaz.',
    SUBMIT: 'Gizli istifadəçi id-sini tapıb dəyişdin! İndi şərh yaz, qiymət seç, CAPTCHA-nı cavablandır və Göndər düyməsini bas.',
    DONE: 'Rəyin başqa istifadəçinin adından getdi! Mağaza sənin kim olduğunu yoxlamaq əvəzinə formanın göndərdiyi istifadəçi id-sinə etibar etdi.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Bu tapşırıq hesabdan çıxmış vəziyyətdə başlayır. Daxil olmusansa, buradan, yuxarıdan hesab menyusunu aç və Çıxış seç. Artıq çıxmısan? Onda özüm növbəti addıma keçirəm.',
    GO_TO_LOGIN: 'Məqsədin: Jim-in hesabı ilə daxil olmaq. Yuxarıdakı hesab menyusunu aç və Giriş seç.',
    NEED_BOTH: 'Adi yolla daxil olmaq üçün Jim-in e-poçt ünvanı və şifrəsi lazımdır. Hazırda çox güman ki, heç biri səndə yoxdur.',
    EMAIL_IS_ENOUGH:
      'Yalnız onun e-poçt ünvanı ilə SQL inyeksiyası səni şifrə yoxlamasından keçirə bilər. SQL inyeksiyasında yenisən? Login Admin təlimatı əsasları göstərir.',
    LEAKS:
      'Gəl Jim-in e-poçtunu tapaq. Bu mağaza məxfiliyə diqqətsiz yanaşır: müştərilərin e-poçtlarını bir neçə yerdə göstərir, məsələn məhsul rəylərinin yanında.',
    GO_TO_PRODUCTS: 'Məhsul siyahısına qayıt: yuxarıdakı mağaza loqosuna kliklə.',
    FIND_JIM:
      'Bir neçə məhsulu aç və rəylərini oxu. Jim-in rəyini tapıb e-poçtunu qeyd edəndə, hesab menyusundan Giriş ekranını yenidən aç.',
    TYPE_EMAIL: 'Jim-in e-poçt ünvanını e-poçt sahəsinə yaz.',
    ANY_PASSWORD: 'İstənilən şifrəni yaz. Bilsən belə, gəl onunkunu bilmirmiş kimi edək.',
    LOG_IN: 'Daxil ol düyməsinə kliklə.',
    FAILED: 'Alınmadı, biz də bunu gözləmirdik: şifrə səhvdir. İndi növbə SQL inyeksiyasındadır.',
    ADD_COMMENT:
      "Jim-in e-poçt ünvanının düz ardınca '-- əlavə et. Dırnaq verilənlər bazası sorğusunda e-poçtu bitirir, iki defis isə ondan sonra gələn şifrə yoxlamasını şərhə çevirir.",
    LOG_IN_AGAIN: 'Yenidən Daxil ol düyməsinə kliklə.',
    DONE: 'Şifrəsini heç bilmədən Jim kimi daxil oldun!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Bu tapşırıq SQL inyeksiyasına əsaslanır. Bu mövzuda yenisənsə, əvvəlcə Login Admin-i həll et: onun təlimatı əsasları göstərir. Yenə də davam etmək üçün üzərimə iki dəfə kliklə.',
    LOG_OUT:
      'Bu tapşırıq hesabdan çıxmış vəziyyətdə başlayır. Daxil olmusansa, buradan, yuxarıdan hesab menyusunu aç və Çıxış seç. Artıq çıxmısan? Onda özüm növbəti addıma keçirəm.',
    GO_TO_LOGIN: 'Məqsədin: Bender-in hesabı ilə daxil olmaq. Yuxarıdakı hesab menyusunu aç və Giriş seç.',
    NEED_BOTH: 'Adi yolla daxil olmaq üçün Bender-in e-poçt ünvanı və şifrəsi lazımdır. Hazırda çox güman ki, heç biri səndə yoxdur.',
    EMAIL_IS_ENOUGH: 'Yalnız onun e-poçt ünvanı ilə SQL inyeksiyası səni şifrə yoxlamasından keçirə bilər.',
    LEAKS:
      'Gəl Bender-in e-poçtunu tapaq. Bu mağaza məxfiliyə diqqətsiz yanaşır: müştərilərin e-poçtlarının bir hissəsini bir neçə yerdə göstərir, məsələn onların rəylərində.',
    GO_TO_ABOUT:
      'Müştəri rəylərini göstərən Haqqımızda səhifəsinə keç: mağaza loqosunun solundakı düymə ilə yan menyunu aç və Haqqımızda seç.',
    FIND_BENDER:
      'Buradakı müştəri rəylərini izlə. Bir qeyd Bender-in e-poçtundan qalanını təxmin etməyə kifayət qədər hissəni göstərir. Əldə edəndə hesab menyusundan Giriş ekranını aç.',
    TYPE_EMAIL: 'Bender-in e-poçt ünvanını e-poçt sahəsinə yaz.',
    ANY_PASSWORD: 'İstənilən şifrəni yaz. Bilsən belə, gəl onunkunu bilmirmiş kimi edək.',
    LOG_IN: 'Daxil ol düyməsinə kliklə.',
    FAILED: 'Alınmadı, biz də bunu gözləmirdik: şifrə səhvdir. İndi növbə SQL inyeksiyasındadır.',
    ADD_COMMENT:
      "Bender-in e-poçt ünvanının düz ardınca '-- əlavə et. Dırnaq verilənlər bazası sorğusunda e-poçtu bitirir, iki defis isə ondan sonra gələn şifrə yoxlamasını şərhə çevirir.",
    LOG_IN_AGAIN: 'Yenidən Daxil ol düyməsinə kliklə.',
    DONE: 'Şifrəsini heç bilmədən Bender kimi daxil oldun!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Bu məhsul şəbəkəsi serverdə React Server Component tərəfindən render olunur. Onun brauzerə ötürdüyü hər şey, hətta ekranın heç vaxt göstərmədiyi şeylər də birlikdə göndərilir. İşçilər burada gizli kupon alırlar. Gəl görək sənə nə düşür.',
    DEVTOOLS:
      'Tərtibatçı alətlərini (F12) və onların Network bölməsini aç. Network filtr sahəsinə RSC yaz ki, yalnız server komponentlərinin sorğuları siyahıda qalsın: onların cavabları text/x-component tiplidir, yəni React-in komponent axını.',
    NAVIGATE:
      'İndi qoy mağaza şəbəkəni yenidən yükləsin: başqa səhifə aç, məsələn yan menyudan Haqqımızda, sonra mağaza loqosuna klikləyərək geri qayıt. /RSC/R/search.txt ünvanına gedən sorğunu izlə.',
    READ: 'Həmin sorğuya kliklə və onun Response bölməsini aç: bu mətn React-in şəbəkəni qurduğu RSC payload-dur. Onda (Ctrl+F) "coupon" axtar. Hər məhsulla birlikdə nə göndərilir?',
    LOGIN: 'Kupon səbət üçün istifadə olunur, ona görə də daxil olmalısan. Hesabınla daxil ol, ya da hələ yoxdursa, hesab yarat.',
    CHECKOUT:
      'Kupon sahəsi sifarişin rəsmiləşdirilməsinin ödəniş addımındadır: səbətinə məhsul qoy, səbəti aç və ödəniş səhifəsinə qədər irəlilə. Ya da ünvan sətrinə /payment/shop yaz.',
    REDEEM: '"Kupon əlavə et" bölməsini aç, tapdığın kodu sahəyə yapışdır və İstifadə et düyməsinə kliklə. Mən burada gözləyirəm.',
    DONE: 'İstifadə olundu! Server komponentinin müştəri komponentinə ötürdüyü hər şey, göstərilsə də, göstərilməsə də, açıqdır. Sirlər serverdə qalmalı və ya React-in taint API-ləri ilə işarələnməlidir.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Mağazanın server komponentləri məhsulları, rəyləri və parametrləri kontent qrafından alır: /graphql ünvanındakı GraphQL endpoint-i. GraphQL serveri, kimsə bunu söndürməyibsə, öz sxemini təsvir edə bilər.',
    CONSOLE:
      'Tərtibatçı alətlərini (F12) və onların Console bölməsini aç. Orada yazılan fetch() mağazanın öz sorğuları kimi bu səhifə tərəfindən göndərilir. (Terminalda curl da işləyir.)',
    INTROSPECT:
      'Qrafdan özü haqqında soruş: bu sətri konsola köçür və Enter düyməsini bas. Sorğu qrafın ən yuxarı səviyyədə cavab verdiyi bütün sahələri, hər birinin təsviri ilə birlikdə istəyir.',
    SPOT: 'Konsolda cavabı aç: orada qrafın qəbul etdiyi bütün suallar, hər biri təsviri ilə, siyahıya alınıb. Yalnız bir sahədən başqa hamısı sənədləşdirilib. Hansıdır?',
    SUBFIELDS:
      'Həmin sahə obyektlərlə cavab verir və GraphQL səndən onların sahələrini adlandırmağı istəyir. Əvvəlcə sahəni tək soruş: xəta mesajı onun tipini adlandıracaq. Sonra həmin tipin adı ilə bunun kimi bir sorğu nələri seçə biləcəyini göstərir:',
    ASK: 'İndi sənədləşdirilməmiş sahəni bir neçə alt sahəsi ilə soruş: eyni fetch, ?query= sonrasında öz sorğunla. Mən burada gözləyirəm.',
    DONE: 'Budur: mağazanın heç bir ekranının göstərmədiyi məlumatlar. Production mühitində introspection-u söndür və heç vaxt bir sahənin sənədləşdirilmədiyi üçün gizli qalacağına ümid etmə.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Yığma alətləri proqramı oxunmaz koddan ibarət bir neçə paketə (bundle) yığır. Oxunaqlı xəta mesajları üçün onlar hər paketin yanına source map da yazırlar: orijinal mənbə kodunu saxlayan .map faylı.',
    MAP_NAME:
      'Paket öz xəritəsinin adını son sətrində, //# sourceMappingURL=app-1a2b3c.js.map kimi bir şərhlə bildirir: paketin öz fayl adı, sonuna .map əlavə olunmuş halda. Bu qaydanı yadda saxla.',
    ERROR_PAGE:
      'İndi serverin paketlərindən birinin adını tap. Mağazanın xəta səhifələri çox danışqandır: yeni tabda /api/Users aç. Giriş olmadan o, xəta səhifəsi və stack trace ilə cavab verir.',
    TRACE:
      'Həmin stack trace-in hər sətri serverin dist/server/assets/ altındakı bir faylını adlandırır, məsələn server-entry-….js: paketlərindən biri. İçindəki hash daxil olmaqla bir tam adı qeyd et.',
    FETCH_MAP:
      'Mağaza serverin xəritələrini brauzerin skriptlərini təqdim etdiyi kimi dərc edir: /assets/ altında, ayrıca server qovluğunda. /assets/server/, ardınca həmin paketin adı və .map ünvanını aç. Mən burada gözləyirəm.',
    DONE: 'Tapdın! Onun sourcesContent hissəsi serverin öz kodudur: marşrutlar, sorğular, yoxlamalar. Server kodunun source map-ləri xəta izləyicisində olmalıdır, heç vaxt açıq ünvanda yox.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Kodlaşdırma tapşırıqları Xal cədvəlində (Score Board) oynanılır. İndi onu aç: tapdıqdan sonra yan menyu ona keçid verir, ya da ünvan sətrinə /score-board yaz.',
    WHAT: 'Bir çox hakinq tapşırığının kodlaşdırma tapşırığı da var: boşluğun arxasındakı əsl mənbə kodunu oxuyursan, günahkar sətirləri tapırsan və düzəliş seçirsən. Bu kart onlardakı irəliləyişini sayır.',
    OPEN_BADGE:
      'Kodlaşdırma tapşırığı onun hakinq tapşırığı həll olunduqdan sonra açılır, Score Board isə artıq həll olunub. Onun kodlaşdırma tapşırığını açmaq üçün Score Board kartındakı <> nişanına kliklə.',
    SNIPPET:
      'Bu, Xal cədvəlini yan menyuya yerləşdirən koddur, işləyən mağazadan oxunub. Birinci mərhələ, Tap: hansı sətirlər ziyarətçiyə "gizli" Xal cədvəlinə çatmağa imkan verir?',
    FIND_IT:
      'Şübhələndiyin hər sətrin nömrəsinə kliklə; sarı rəngə çevriləcək. Sonra Göndər düyməsini bas. Səhvdir? Yenidən sına: hər səhvdən sonra kodun altındakı ipucu qutusu bir az daha çox deyir.',
    FIX_IT:
      'İkinci mərhələ, Düzəlt: kodun üstündəki siyahını aç və hər düzəlişə bax; diff nəyi dəyişdiyini göstərir. Unutma, Xal cədvəli tapılmaq üçündür, o, bütün irəliləyişini izləyir. Ən yaxşı düzəlişi seç və Göndər düyməsini bas.',
    DONE: 'Hər iki mərhələ tamamlandı: nişan 2/2 göstərir və bu kart onları sayır. Dialoqu bağla. <> nişanlı hər həll olunmuş tapşırıq səni eyni şəkildə gözləyir.',
  },
};
