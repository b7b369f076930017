import type { TutorialTranslation } from './types';

/** Suomi: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Hei! Olen hakkerointiopettajasi. Istun sen sivun osan vieressä, jota tarvitset, ja siirryn eteenpäin heti, kun olet tehnyt mitä pyydän. Onko kiire? Kaksoisnapsauta minua, niin ohitat vaiheen.',
    MISSION:
      'Ensimmäinen tehtäväsi: löydä Pistetaulukko (Score Board). Siinä näkyvät kaikki tämän kaupan haasteet ja se, kuinka pitkälle olet päässyt, mutta mikään valikko ei linkitä siihen.',
    CLUE: 'Verkkokauppa lähettää selaimelle kaikkien näkymiensä koodin, myös piilotettujen sivujen. Avaa kehittäjätyökalut, hae ladatuista skripteistä sanaa "score" ja katso, mikä osoite löytyy.',
    GUESS:
      'Tai arvaa vain: miksi kehittäjä nimeäisi sen sivun? Kirjoita osoite osoiteriville, esimerkiksi /score-board, ja paina Enter. Odotan täällä.',
    DONE: 'Löysit sen, ja samalla ratkaisit ensimmäisen haasteesi: sen kortti täällä kertoo sen. Valitse seuraava, kun olet valmis; kortin ylioppilaslakkipainike käynnistää sen oman opastuksen.',
  },
  localXssChallenge: {
    INTRO:
      'Tämä oppitunti käsittelee sivun yläreunan hakukenttää. Mitä ikinä haetkin, kauppa näyttää sen sinulle uudelleen tulosten yläpuolella. Katsotaan, miten se tekee sen.',
    TYPE_OWASP: 'Avaa hakukenttä napsauttamalla suurennuslasia ja kirjoita siihen owasp. Älä paina vielä Enteriä.',
    ENTER_OWASP: 'Paina nyt Enter hakeaksesi.',
    ECHOED: 'Siinä ovat OWASP-tuotteesi. Katso niiden yläpuolella olevaa otsikkoa: se toistaa sanan, jota hait.',
    XSS_IDEA:
      'Kirjoittamasi teksti, joka palaa sivulle, on se kohta, josta Cross-Site Scripting (XSS) alkaa: jos sivu tulkitsee tekstisi HTML:ksi eikä pelkäksi tekstiksi, voit lisätä omia merkintöjäsi ja ehkä omaa JavaScriptiäsi.',
    TYPE_H1: 'Testataan ensin vaarattomalla HTML:llä. Muuta hakukentän teksti muotoon <h1>owasp',
    ENTER_H1: 'Paina taas Enter.',
    HTML_WORKS: 'Huomaatko, että sana suureni? Sivu ei tulostanut <h1>-tagiasi tekstinä: se teki siitä oikean otsikon.',
    INSPECT:
      'Nähdäksesi sen itse napsauta isoa sanaa hiiren oikealla painikkeella ja valitse Tarkasta (Inspect). Kehittäjätyökalut näyttävät otsikon sisällä h1-elementin, joka on rakennettu kirjoittamastasi.',
    TYPE_SCRIPT: 'Kokeile nyt JavaScriptiä. Korvaa hakukentän teksti tällä: <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Paina Enter vielä kerran.',
    SCRIPT_SILENT:
      'Mitään ei ponnahtanut esiin. Tarkasta otsikko uudelleen: script-elementti on siellä, mutta selaimet eivät koskaan suorita script-tagia, jonka sivu lisää HTML:nä jälkikäteen. Tarvitsemme toisen payloadin.',
    TYPE_IFRAME:
      'XSS-payloadeja on monenlaisia. Tämä piilottaa JavaScriptin kehyksen osoitteeseen. Kirjoita se hakukenttään: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Paina Enter. Jos ilmoitusikkuna ilmestyy, sulje se napsauttamalla OK.',
    DONE: 'Hienoa, se oli XSS-hyökkäys! Sitä kutsutaan nimellä DOM XSS, koska sivun oma koodi selaimessasi lisäsi tekstisi sivulle HTML:nä.',
  },
  xssBonusChallenge: {
    INTRO:
      'Tämä käyttää samaa aukkoa, jonka löysit DOM XSS -oppitunnilla (tee se ensin, jos et ole vielä tehnyt): yläreunan hakukenttää. Vain payload on erilainen, ja paljon hauskempi.',
    PASTE:
      'Avaa hakukenttä ja liitä siihen tämä payload täsmälleen sellaisenaan: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Käännä kaiuttimet kovemmalle. Paina sitten Enter.',
    DONE: 'Ratkaistu! Ilmoituksen sijaan sivu soittaa nyt musiikkia toiselta verkkosivustolta. Nauti kappaleesta!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Kirjaudu ensin sisään millä tahansa tilillä. Napsauta oikeasta yläkulmasta Tili ja valitse Kirjaudu. Eikö sinulla ole vielä tiliä? Rekisteröi sellainen kirjautumissivun linkistä "Uusi asiakas? Luo tili".',
    OPEN_ACCOUNT: 'Olet kirjautunut sisään. Avaa nyt tilivalikko napsauttamalla oikeasta yläkulmasta Tili.',
    OPEN_POLICY:
      'Osoita (tai napsauta) valikosta Yksityisyys ja turvallisuus. Sen viereen avautuu toinen valikko: napsauta siellä Tietosuojaseloste.',
    DONE: 'Helppoa, eikö? Tämä haaste on pieni vitsi: tuskin kukaan lukee pienellä präntättyä tekstiä. Sinä luit juuri.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Tätä oppituntia varten sinun täytyy olla kirjautuneena. Napsauta oikeasta yläkulmasta Tili ja valitse Kirjaudu, millä tahansa tilillä (tai rekisteröi siellä uusi).',
    ORDER_HISTORY: 'Avaa nyt tilauksesi: napsauta Tili, sitten Tilaukset ja maksaminen ja sitten Tilaushistoria.',
    TRACK:
      'Jokaisella tilauksella on kuorma-autopainike: Seuraa tilausta. Napsauta sitä minkä tahansa tilauksesi kohdalla. Eikö tilauksia vielä ole? Osta kaupasta mitä tahansa; vahvistussivulta pääsee myös seurantaan.',
    LOOK: 'Tämä on seurantasivu. Katso osoiteriviä: tilausnumero kulkee siinä muodossa id=… Ja sivu näyttää saman numeron otsikossaan.',
    REFLECTED:
      'Arvo, joka kulkee osoitteesta palvelimelle ja palaa suoraan sivulle, on "heijastettu". Jos sivu tulkitsee sen HTML:ksi, linkki voi kuljettaa hyökkäystä: se on heijastettu XSS.',
    PAYLOAD:
      'Kokeile: korvaa osoiterivillä kaikki id=:n jälkeen tällä: <iframe src="javascript:alert(`xss`)"> ja paina Enter. Jos ilmoitusikkuna ilmestyy, sulje se napsauttamalla OK.',
    DONE: 'Ratkaistu! Jokainen, joka avaa sinun kaltaisesi linkin, suorittaa skriptisi omassa selaimessaan. Siksi heijastettu XSS on niin vaarallinen.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Tämä haaste alkaa uloskirjautuneena. Jos olet kirjautunut sisään, avaa tilivalikko täältä ylhäältä ja valitse Kirjaudu ulos. Oletko jo kirjautunut ulos? Sitten jatkan itsestäni.',
    HARDCODED:
      'Kehittäjä jätti testitilin tunnukset tämän kaupan asiakaskoodiin. Kuka tahansa voi lukea kaiken, minkä selaimesi lataa, joten luetaan se.',
    GO_TO_LOGIN:
      'Tunnukset kuuluvat kirjautumiseen, joten kirjautumisnäkymä on hyvä epäilty. Avaa se: tilivalikko täältä ylhäältä, sitten Kirjaudu.',
    DEV_TOOLS:
      'Avaa kehittäjätyökalut (F12) ja siirry Sources-välilehdelle (Firefoxissa Debugger). Sieltä löydät kaikki skriptit, jotka tämä sivu latasi kaupasta.',
    SEARCH:
      'Hae kaikista skripteistä kerralla (Ctrl+Shift+F, tai Macilla Cmd+Option+F) sanoja, jotka ovat usein tunnusten vieressä, kuten password, pw, user tai test.',
    EMAIL:
      'Löysitkö käyttäjänimen ja salasanan vierekkäin? Tili kirjautuu sähköpostiosoitteella: se käyttäjänimi kaupan omassa sähköpostiverkkotunnuksessa, jota jokainen tili täällä käyttää.',
    TYPE_EMAIL: 'Kirjoita testitilin sähköpostiosoite sähköpostikenttään.',
    TYPE_PASSWORD: 'Kirjoita nyt sen salasana salasanakenttään.',
    LOG_IN: 'Napsauta Kirjaudu sisään -painiketta.',
    DONE: 'Olet kirjautunut sisään tunnuksilla, joiden ei koskaan pitänyt lähteä kehittäjän pöydältä. Salaisuudet asiakaskoodissa eivät ole koskaan salaisia!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Tämä haaste alkaa uloskirjautuneena. Jos olet kirjautunut sisään, avaa tilivalikko täältä ylhäältä ja valitse Kirjaudu ulos. Oletko jo kirjautunut ulos? Sitten jatkan itsestäni.',
    GO_TO_LOGIN: 'Tavoitteesi: pääse ylläpitäjän tilille tietämättä sen salasanaa. Avaa tilivalikko täältä ylhäältä ja valitse Kirjaudu.',
    SQLI: 'Kokeillaan SQL-injektiota. Kauppa liittää kirjoittamasi tekstin tietokantakyselyyn, joten oikeat merkit voivat muuttaa kyselyn merkitystä.',
    QUOTES:
      "Hyvä ensimmäinen testi on yksinkertainen lainausmerkki ('). Huolimattomasti rakennetussa kyselyssä se rikkoo syntaksin, ja siitä seuraava virhe kertoo, että kenttää kannattaa tutkia tarkemmin.",
    TYPE_QUOTE: "Kirjoita sähköpostikenttään pelkkä yksinkertainen lainausmerkki '.",
    ANY_PASSWORD: 'Kirjoita nyt mitä tahansa salasanakenttään. Sillä, mitä sinne kirjoitat, ei ole väliä.',
    LOG_IN: 'Napsauta Kirjaudu sisään -painiketta.',
    ERROR:
      'Näetkö punaisen virheen lomakkeen yläpuolella? Se alkaa sanalla SQLITE_ERROR: lainausmerkkisi rikkoi tietokantakyselyn. Kirjoittamasi teksti menee siis kyselyyn tarkistamatta.',
    NETWORK:
      'Haluatko nähdä koko vastauksen? Avaa kehittäjätyökalut (F12), siirry Network-välilehdelle ja napsauta uudelleen Kirjaudu sisään. Osoitteen /rest/user/login vastaus sisältää koko virheen.',
    TYPE_OR_TRUE:
      "Tehdään kyselystä sen sijaan hyödyllinen. Muuta sähköpostikentän sisällöksi ' OR true (lainausmerkki, välilyönti ja sitten OR true).",
    LOG_IN_AGAIN: 'Napsauta uudelleen Kirjaudu sisään.',
    STILL_BROKEN:
      'Yhä virhe? Lue se tarkasti: tietokanta kompastuu nyt siihen, mikä tulee tekstisi jälkeen, eli salasanan tarkistavaan osaan.',
    COMMENT: 'Pannaan siis tietokanta ohittamaan se osa. SQLitessä kaksi viivaa (--) aloittaa kommentin: kaikki niiden jälkeen ohitetaan.',
    TYPE_COMMENT: "Kirjoita sähköpostikenttään ' OR true--",
    LOG_IN_FINAL: 'Napsauta Kirjaudu sisään vielä kerran ja katso, mitä tapahtuu.',
    DONE: 'Pääsit sisään! Avaa oikean yläkulman tilivalikko nähdäksesi, kenen tili tämä on: ylläpitäjän. OR true täsmäsi jokaiseen käyttäjään, viivat katkaisivat salasanan tarkistuksen, ja kauppa otti ensimmäisen löytämänsä käyttäjän.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Tässä sinun täytyy olla kirjautuneena ylläpitäjänä. Tiedätkö jo miten? Kirjaudu nyt sisään adminina. Jos et, tee ensin Login Admin -opastus ja palaa sitten.',
    MISSION:
      'Olet nyt admin, mutta mikään valikko ei johda sivulle, jolla kauppaa pyöritetään: käyttäjät, palautteet ja muut. Tehtäväsi: löydä sen sivun osoite.',
    TECH: 'Kun tiedät, millä sivusto on rakennettu, tiedät mistä etsiä. Esimerkiksi WordPress-sivuston hallinta-alue on osoitteessa /wp-admin. Monet muut kaupat käyttävät yksinkertaisesti tavallista englanninkielistä sanaa.',
    TRY_ADMIN: 'Aloita ilmeisimmästä arvauksesta: kirjoita osoiteriville /admin ja paina Enter.',
    TRY_ADMINISTRATION: 'Ei hallintasivua siellä. Kehittäjät kirjoittavat sanan usein kokonaan. Kokeile osoiterivillä /administration.',
    DONE: 'Pääsit ylläpito-osioon! Siinä luetellaan jokainen rekisteröitynyt käyttäjä ja jokainen asiakaspalaute.',
    SCRIPTS:
      'Arvaaminen on yksi tapa, lukeminen toinen: skriptit, jotka tämä kauppa lähettää selaimeesi, tuntevat jokaisen reitin. Hae kehittäjätyökaluissa ladatuista skripteistä sanaa "admin", niin osoite löytyy.',
    CURIOUS:
      'Uteliaisuus heräsi? Kirjaudu myöhemmin sisään tavallisena asiakkaana ja avaa /administration uudelleen. Katso, kuka päättää, saatko nähdä sen: selain vai palvelin?',
  },
  weakPasswordChallenge: {
    MISSION:
      'Tässä haasteessa kirjaudut ylläpitäjän tilille hänen omalla, alkuperäisellä salasanallaan. Ei temppuja kirjautumislomakkeen kanssa tällä kertaa: vain hyvä arvaus.',
    LOG_OUT: 'Tämä haaste alkaa uloskirjautuneena. Jos olet kirjautunut sisään, avaa tilivalikko täältä ja valitse Kirjaudu ulos.',
    FIND_EMAIL:
      'Ensin tarvitset adminin sähköpostiosoitteen. Asiakaspalautteet ja tuotearvostelut näyttävät kirjoittajiensa osoitteet: hyvä paikka etsiä. Kun olet löytänyt sen, avaa Kirjaudu-sivu tilivalikosta.',
    EMAIL: 'Kirjoita adminin sähköpostiosoite Sähköposti-kenttään.',
    TRY_ANY:
      'Nyt salasana. Onneksi admin valitsi todella, todella huonon. Kirjoita mikä tahansa mieleen tuleva salasana ja paina Kirjaudu sisään.',
    WRONG: 'Ei, se ei ollut oikein. Arvaa lisää: kerron heti, kun Salasana-kenttä on oikeilla jäljillä.',
    TRACK:
      'Olet oikeilla jäljillä! Mutta pelkkänään se olisi maailman huonoin salasana, jopa tälle adminille. Hän lisäsi muutaman merkin, jotka eivät ole kirjaimia. Jatka yrittämistä.',
    WARMER: 'Lämpenee! Ehkä lisää numeroita?',
    HOT: 'Kuuma, todella kuuma! Vielä yksi numero...',
    LOG_IN: 'Siinä se. Paina nyt Kirjaudu sisään.',
    DONE: 'Olet kirjautunut tämän kaupan ylläpitäjänä salasanalla, jonka kuka tahansa voisi arvata. Pitkä, ainutkertainen salasana, tai vielä parempi salasanojen hallintaohjelma, olisi pitänyt sinut ulkona.',
  },
  basketAccessChallenge: {
    INTRO:
      'Tämä haaste käsittelee horisontaalista oikeuksien laajentamista: pääsyä tietoihin, jotka kuuluvat toiselle käyttäjälle, jolla on samat oikeudet kuin sinulla. Tässä: toisen asiakkaan ostoskoriin.',
    LOG_IN: 'Tähän tarvitset oman tilin. Kirjaudu nyt sisään tilivalikosta (tai rekisteröidy ensin, jos sinulla ei ole tiliä).',
    OPEN_BASKET: 'Avaa oma ostoskorisi tällä ostoskärrypainikkeella. Se voi hyvin olla tyhjä, jos et ole vielä lisännyt mitään.',
    MISSION: 'Tämä on ostoskorisi. Tehtäväsi: kurkista jonkun toisen ostoskoriin pysyen silti kirjautuneena omana itsenäsi.',
    CLUE: 'Sivun täytyy tietää, mikä ostoskori on sinun. Jos selaimesi pitää siitä muistiinpanoa, saatat pystyä muuttamaan muistiinpanoa.',
    DEVTOOLS:
      'Avaa kehittäjätyökalut (F12), etsi Application-välilehdeltä (Firefoxissa Storage) Session Storage ja valitse tämä sivusto. Evästeiden tapaan se säilyttää avain–arvo-pareja jokaiselle verkkosivustolle.',
    CHANGE_BID: 'Lue sinne tallennetut avaimet. Näyttääkö jokin niistä kuuluvan ostoskoriin? Muuta sen arvo toiseksi numeroksi.',
    REVISIT:
      'Muutettu! Siirry nyt mihin tahansa toiseen näkymään ja sitten takaisin Ostoskorisi-näkymään, jotta se latautuu uudelleen. Jos se pysyy tyhjänä, sitä ostoskoria ei ehkä ole olemassa: kokeile toista numeroa.',
    DONE: 'Katselet toisen asiakkaan ostoskoria! Kauppa luotti selaimesi lähettämään id:hen sen sijaan, että olisi tarkistanut, että ostoskori on sinun.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Aloita avaamalla sivuvalikko tällä painikkeella ja valitse Asiakaspalaute.',
    MISSION: 'Tämä haaste käsittelee rikkinäistä pääsynhallintaa. Tehtäväsi: lähetä palautetta toisen käyttäjän nimissä.',
    AUTHOR:
      'Sellaisenaan lähetettynä palautteesi lähtee omalla nimelläsi, kun olet kirjautunut sisään, tai nimettömänä, kun et ole. Kirjoittaja-kenttä näyttää, kumpi.',
    INSPECT: 'Miten kauppa saa tietää, kuka kirjoittaja on? Avaa kehittäjätyökalut ja tarkasta tämän palautelomakkeen elementit.',
    HIDDEN:
      'Tässä lomakkeessa on enemmän kuin päältä näkyy: katso input-kenttää heti Kirjoittaja-kentän yläpuolella. Sillä on hidden-attribuutti, joten sivu ei koskaan näytä sitä.',
    CHANGE:
      'Löysitkö sen? Poista Elements-paneelissa sen input-kentän hidden-attribuutti, niin se ilmestyy Kirjoittaja-kentän yläpuolelle. Kirjoita siihen sitten arvo, joka voisi kuulua toiselle käyttäjälle.',
    SUBMIT:
      'Löysit ja muutit piilotetun käyttäjätunnisteen (user id)! Kirjoita nyt kommentti, valitse arvio, vastaa CAPTCHAan ja paina Lähetä.',
    DONE: 'Palautteesi lähti toisen käyttäjän nimissä! Kauppa luotti lomakkeen lähettämään käyttäjätunnisteeseen sen sijaan, että olisi tarkistanut, kuka olet.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Tämä haaste alkaa uloskirjautuneena. Jos olet kirjautunut sisään, avaa tilivalikko täältä ylhäältä ja valitse Kirjaudu ulos. Oletko jo kirjautunut ulos? Sitten jatkan itsestäni.',
    GO_TO_LOGIN: 'Tavoitteesi: kirjaudu sisään Jimin tilillä. Avaa tilivalikko täältä ylhäältä ja valitse Kirjaudu.',
    NEED_BOTH:
      'Kirjautuaksesi tavalliseen tapaan tarvitset Jimin sähköpostiosoitteen ja hänen salasanansa. Juuri nyt sinulla tuskin on kumpaakaan.',
    EMAIL_IS_ENOUGH:
      'Pelkällä sähköpostiosoitteella SQL-injektio voi viedä sinut salasanan tarkistuksen ohi. Onko SQL-injektio sinulle uutta? Login Admin -opastus näyttää perusteet.',
    LEAKS:
      'Etsitään siis Jimin sähköpostiosoite. Tämä kauppa on huoleton yksityisyyden suhteen: se näyttää asiakkaiden sähköpostiosoitteita monessa paikassa, esimerkiksi tuotearvostelujen vieressä.',
    GO_TO_PRODUCTS: 'Palaa tuoteluetteloon: napsauta kaupan logoa täällä ylhäällä.',
    FIND_JIM:
      'Avaa muutama tuote ja lue niiden arvostelut. Kun olet löytänyt Jimin kirjoittaman arvostelun ja merkinnyt muistiin hänen sähköpostiosoitteensa, avaa kirjautumisnäkymä uudelleen tilivalikosta.',
    TYPE_EMAIL: 'Kirjoita Jimin sähköpostiosoite sähköpostikenttään.',
    ANY_PASSWORD: 'Kirjoita mikä tahansa salasana. Teeskennellään, ettemme tiedä hänen salasanaansa, vaikka sattuisitkin tietämään.',
    LOG_IN: 'Napsauta Kirjaudu sisään -painiketta.',
    FAILED: 'Se ei toiminut, emmekä odottaneetkaan sen toimivan: salasana on väärä. Nyt SQL-injektion vuoro.',
    ADD_COMMENT:
      "Lisää '-- heti Jimin sähköpostiosoitteen perään. Lainausmerkki päättää sähköpostiosoitteen tietokantakyselyssä, ja kaksi viivaa muuttavat sen jälkeisen salasanan tarkistuksen kommentiksi.",
    LOG_IN_AGAIN: 'Napsauta uudelleen Kirjaudu sisään.',
    DONE: 'Olet kirjautunut sisään Jiminä tietämättä koskaan hänen salasanaansa!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Tämä haaste perustuu SQL-injektioon. Jos se on sinulle uutta, ratkaise ensin Login Admin: sen opastus näyttää perusteet. Kaksoisnapsauta minua, jos haluat silti jatkaa.',
    LOG_OUT:
      'Tämä haaste alkaa uloskirjautuneena. Jos olet kirjautunut sisään, avaa tilivalikko täältä ylhäältä ja valitse Kirjaudu ulos. Oletko jo kirjautunut ulos? Sitten jatkan itsestäni.',
    GO_TO_LOGIN: 'Tavoitteesi: kirjaudu sisään Benderin tilillä. Avaa tilivalikko täältä ylhäältä ja valitse Kirjaudu.',
    NEED_BOTH:
      'Kirjautuaksesi tavalliseen tapaan tarvitset Benderin sähköpostiosoitteen ja hänen salasanansa. Juuri nyt sinulla tuskin on kumpaakaan.',
    EMAIL_IS_ENOUGH: 'Pelkällä sähköpostiosoitteella SQL-injektio voi viedä sinut salasanan tarkistuksen ohi.',
    LEAKS:
      'Etsitään siis Benderin sähköpostiosoite. Tämä kauppa on huoleton yksityisyyden suhteen: se näyttää osia asiakkaiden sähköpostiosoitteista monessa paikassa, esimerkiksi heidän palautteissaan.',
    GO_TO_ABOUT:
      'Siirry Tietoa meistä -sivulle, joka näyttää asiakaspalautteita: avaa sivuvalikko kaupan logon vasemmalla puolella olevalla painikkeella ja valitse Tietoa meistä.',
    FIND_BENDER:
      'Seuraa täällä asiakaspalautteita. Yksi niistä näyttää Benderin sähköpostiosoitteesta niin paljon, että loput voi arvata. Kun olet saanut sen selville, avaa kirjautumisnäkymä tilivalikosta.',
    TYPE_EMAIL: 'Kirjoita Benderin sähköpostiosoite sähköpostikenttään.',
    ANY_PASSWORD: 'Kirjoita mikä tahansa salasana. Teeskennellään, ettemme tiedä hänen salasanaansa, vaikka sattuisitkin tietämään.',
    LOG_IN: 'Napsauta Kirjaudu sisään -painiketta.',
    FAILED: 'Se ei toiminut, emmekä odottaneetkaan sen toimivan: salasana on väärä. Nyt SQL-injektion vuoro.',
    ADD_COMMENT:
      "Lisää '-- heti Benderin sähköpostiosoitteen perään. Lainausmerkki päättää sähköpostiosoitteen tietokantakyselyssä, ja kaksi viivaa muuttavat sen jälkeisen salasanan tarkistuksen kommentiksi.",
    LOG_IN_AGAIN: 'Napsauta uudelleen Kirjaudu sisään.',
    DONE: 'Olet kirjautunut sisään Benderinä tietämättä koskaan hänen salasanaansa!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Tämä tuoteruudukko renderöidään palvelimella React Server Componentilla. Kaikki, mitä se antaa selaimelle, kulkee mukana, myös se, mitä näytöllä ei koskaan näy. Henkilökunta saa täällä salaisen kupongin. Katsotaan, mitä sinä saat.',
    DEVTOOLS:
      'Avaa kehittäjätyökalut (F12) ja niiden Network-välilehti. Kirjoita Networkin suodatinkenttään RSC, jolloin vain palvelinkomponenttien pyynnöt näkyvät: niiden vastaukset ovat tyyppiä text/x-component, Reactin komponenttivirta.',
    NAVIGATE:
      'Anna nyt kaupan hakea ruudukko uudelleen: avaa toinen sivu, esimerkiksi Tietoa meistä sivuvalikosta, ja palaa sitten napsauttamalla kaupan logoa. Etsi pyyntö osoitteeseen /RSC/R/search.txt.',
    READ: 'Napsauta sitä pyyntöä ja avaa sen Response-välilehti: tämä teksti on RSC-payload, josta React rakentaa ruudukon. Hae siitä (Ctrl+F) sanaa "coupon". Mitä jokaisen tuotteen mukana lähetetään?',
    LOGIN:
      'Kuponki lunastetaan ostoskoria varten, joten sinun täytyy olla kirjautuneena. Kirjaudu sisään tililläsi tai luo sellainen, jos sinulla ei vielä ole.',
    CHECKOUT:
      'Kuponkikenttä on kassan maksuvaiheessa: lisää tuote ostoskoriin, avaa ostoskori ja etene kassalla maksusivulle asti. Tai kirjoita osoiteriville /payment/shop.',
    REDEEM: 'Avaa "Lisää kuponki", liitä löytämäsi koodi kenttään ja napsauta Lunasta. Odotan täällä.',
    DONE: 'Lunastettu! Kaikki, minkä palvelinkomponentti välittää asiakaskomponentille, on julkista, näytetäänpä sitä tai ei. Salaisuuksien täytyy pysyä palvelimella, tai ne on merkittävä Reactin taint-rajapinnoilla.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Kaupan palvelinkomponentit hakevat tuotteensa, arvostelunsa ja asetuksensa sisältögraafista: GraphQL-päätepisteestä osoitteessa /graphql. GraphQL-palvelin osaa kuvata oman skeemansa, ellei joku ole kytkenyt sitä pois päältä.',
    CONSOLE:
      'Avaa kehittäjätyökalut (F12) ja niiden Console-välilehti. Sinne kirjoitetun fetch()-kutsun lähettää tämä sivu, aivan kuten kaupan omat pyynnöt. (Myös curl päätteessä toimii.)',
    INTROSPECT:
      'Kysy graafilta siitä itsestään: kopioi tämä rivi konsoliin ja paina Enter. Kysely pyytää jokaisen kentän, johon graafi vastaa ylimmällä tasollaan, ja kunkin kuvauksen.',
    SPOT: 'Avaa vastaus konsolissa: se luettelee jokaisen kysymyksen, jonka graafi ottaa vastaan, kukin kuvauksineen. Kaikki paitsi yksi kenttä on dokumentoitu. Mikä se on?',
    SUBFIELDS:
      'Se kenttä vastaa olioilla, ja GraphQL haluaa, että nimeät niiden kentät. Kysy ensin pelkkää kenttää: virheilmoitus kertoo sen tyypin. Sitten tällainen kysely, jossa on sen tyypin nimi, luettelee, mitä voit valita:',
    ASK: 'Kysy nyt dokumentoimatonta kenttää muutaman sen alikentän kanssa: sama fetch, oma kyselysi ?query=:n perässä. Odotan täällä.',
    DONE: 'Siinä se on: dataa, jota mikään kaupan näkymä ei näytä. Kytke introspektio pois tuotannossa, äläkä koskaan luota siihen, että kenttä pysyy salaisena vain siksi, ettei sitä ole dokumentoitu.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Käännöstyökalut pakkaavat ohjelman muutamaan nippuun (bundle) lukukelvotonta koodia. Luettavia virheilmoituksia varten ne kirjoittavat myös jokaisen nipun viereen lähdekartan: .map-tiedoston, joka sisältää alkuperäisen lähdekoodin.',
    MAP_NAME:
      'Nippu nimeää karttansa viimeisellä rivillään kommentissa, kuten //# sourceMappingURL=app-1a2b3c.js.map: nipun oma tiedostonimi, jonka perään on lisätty .map. Pidä tämä sääntö mielessä.',
    ERROR_PAGE:
      'Etsi nyt jonkin palvelimen nipun nimi. Kaupan virhesivut ovat puheliaita: avaa /api/Users uudessa välilehdessä. Ilman kirjautumista se vastaa virhesivulla ja pinojäljellä (stack trace).',
    TRACE:
      'Pinojäljen jokainen rivi nimeää palvelimen tiedoston hakemistossa dist/server/assets/, kuten server-entry-….js: yksi sen nipuista. Merkitse muistiin yksi täydellinen nimi, myös siinä oleva tiiviste (hash).',
    FETCH_MAP:
      'Kauppa julkaisee palvelimen kartat samalla tavalla kuin se tarjoilee selaimen skriptit: polun /assets/ alla, omassa server-kansiossaan. Avaa /assets/server/ ja sen perään nipun nimi ja .map. Odotan täällä.',
    DONE: 'Sait sen! Sen sourcesContent on palvelimen omaa koodia: reittejä, kyselyjä, tarkistuksia. Palvelinkoodin lähdekartat kuuluvat virheenseurantatyökaluun, ei koskaan julkiseen osoitteeseen.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Koodaushaasteita pelataan Pistetaulukossa. Avaa se nyt: sivuvalikko linkittää siihen, kun olet löytänyt sen, tai kirjoita osoiteriville /score-board.',
    WHAT: 'Moneen hakkerointihaasteeseen kuuluu koodaushaaste: luet aukon takana olevaa oikeaa lähdekoodia, löydät syylliset rivit ja valitset korjauksen. Tämä kortti laskee edistymisesi niissä.',
    OPEN_BADGE:
      'Koodaushaaste aukeaa, kun sen hakkerointihaaste on ratkaistu, ja Pistetaulukko on ratkaistu. Avaa sen koodaushaaste napsauttamalla Pistetaulukon kortin <>-merkkiä.',
    SNIPPET:
      'Tämä on koodi, joka lisää Pistetaulukon sivuvalikkoon, luettuna käynnissä olevasta kaupasta. Vaihe yksi, Löydä: mitkä rivit päästävät vierailijan "piilotettuun" Pistetaulukkoon?',
    FIND_IT:
      'Napsauta jokaisen epäilemäsi rivin numeroa; se muuttuu keltaiseksi. Paina sitten Lähetä. Väärin? Yritä uudelleen: jokaisen hudin jälkeen koodin alla oleva vihjelaatikko kertoo vähän enemmän.',
    FIX_IT:
      'Vaihe kaksi, Korjaa: avaa koodin yläpuolella oleva luettelo ja katso jokainen korjaus; diff näyttää, mitä se muuttaa. Muista, että Pistetaulukko on tarkoitettu löydettäväksi, sillä se seuraa koko edistymistäsi. Valitse paras korjaus ja paina Lähetä.',
    DONE: 'Molemmat vaiheet tehty: merkki näyttää 2/2, ja tämä kortti laskee ne. Sulje ikkuna. Jokainen ratkaistu haaste, jossa on <>-merkki, odottaa sinua samalla tavalla.',
  },
};
