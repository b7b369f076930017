import type { TutorialTranslation } from './types';

/** Eesti: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Tere! Olen sinu häkkimisõpetaja. Istun lehe selle osa kõrval, mida sul vaja on, ja liigun edasi kohe, kui oled teinud, mida palun. Kiire? Topeltklõpsa mind, et samm vahele jätta.',
    MISSION:
      'Sinu esimene ülesanne: leia Punktitabel (Score Board). Seal on kirjas kõik selle poe väljakutsed ja see, kui kaugele oled jõudnud, kuid ükski menüü sinna ei viita.',
    CLUE: 'Veebipood saadab brauserile kõigi oma vaadete koodi, ka peidetud lehtede oma. Ava arendaja tööriistad, otsi laaditud skriptidest sõna "score" ja vaata, milline aadress välja tuleb.',
    GUESS:
      'Või lihtsalt arva: kuidas arendaja selle lehe nimetaks? Kirjuta aadress aadressiribale, näiteks /score-board, ja vajuta Enter. Ootan siin.',
    DONE: 'Leidsid selle ja lahendasid sellega oma esimese väljakutse: selle kaart siin näitab seda. Vali järgmine, kui oled valmis; kaardil olev lõpetajamütsi nupp käivitab selle väljakutse õpetuse.',
  },
  localXssChallenge: {
    INTRO:
      'See õppetund käsitleb lehe ülaosas olevat otsinguvälja. Mida iganes sa otsid, pood näitab seda sulle tulemuste kohal uuesti. Vaatame, kuidas ta seda teeb.',
    TYPE_OWASP: 'Klõpsa luubil, et otsinguväli avada, ja kirjuta sinna owasp. Ära veel Enterit vajuta.',
    ENTER_OWASP: 'Nüüd vajuta otsimiseks Enter.',
    ECHOED: 'Seal on sinu OWASP-i tooted. Vaata nende kohal olevat pealkirja: see kordab sõna, mida otsisid.',
    XSS_IDEA:
      'Sinu kirjutatud tekst, mis lehele tagasi jõuab, on koht, kust algab Cross-Site Scripting (XSS): kui leht võtab sinu teksti HTML-ina, mitte lihttekstina, saad lisada oma märgistust ja võib-olla ka oma JavaScripti.',
    TYPE_H1: 'Proovime kõigepealt ohutu HTML-iga. Muuda otsinguvälja tekst selliseks: <h1>owasp',
    ENTER_H1: 'Vajuta jälle Enter.',
    HTML_WORKS: 'Näed, kuidas sõna suureks läks? Leht ei trükkinud sinu <h1>-e tekstina välja: ta tegi sellest päris pealkirja.',
    INSPECT:
      'Et seda ise näha, tee suurel sõnal paremklõps ja vali Inspekteeri (Inspect). Arendaja tööriistad näitavad pealkirja sees h1-elementi, mis on ehitatud sellest, mida sa kirjutasid.',
    TYPE_SCRIPT: 'Proovi nüüd JavaScripti. Asenda otsinguvälja tekst sellega: <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Vajuta veel kord Enter.',
    SCRIPT_SILENT:
      "Midagi ei hüpanud esile. Inspekteeri pealkirja uuesti: script-element on seal, kuid brauserid ei käivita kunagi script-silti, mille leht hiljem HTML-ina lisab. Meil on vaja teistsugust payload'i.",
    TYPE_IFRAME:
      'XSS-payload\'e on palju. See peidab JavaScripti raami aadressi sisse. Kirjuta see otsinguväljale: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Vajuta Enter. Kui ilmub hoiatuskast, klõpsa selle sulgemiseks OK.',
    DONE: 'Tubli, see oli XSS-rünnak! Seda nimetatakse DOM XSS-iks, sest lehe enda kood sinu brauseris pani sinu teksti lehele HTML-ina.',
  },
  xssBonusChallenge: {
    INTRO:
      'See kasutab uuesti sama auku, mille leidsid DOM XSS-i õppetunnis (tee see enne läbi, kui sa pole seda teinud): ülaosas olevat otsinguvälja. Ainult payload on teistsugune ja palju lõbusam.',
    PASTE:
      'Ava otsinguväli ja kleebi sinna see payload täpselt sellisena, nagu see on: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Keera kõlarid valjemaks. Siis vajuta Enter.',
    DONE: 'Lahendatud! Hoiatuse asemel mängib leht nüüd muusikat teiselt veebisaidilt. Naudi lugu!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Kõigepealt logi sisse ükskõik millise kontoga. Klõpsa üleval paremal Konto ja vali Sisselogimine. Kontot veel pole? Sisselogimise lehel järgi linki "Oled siin uus? Loo konto", et see registreerida.',
    OPEN_ACCOUNT: 'Oled sisse logitud. Nüüd klõpsa üleval paremal Konto, et kontomenüü avada.',
    OPEN_POLICY:
      'Osuta (või klõpsa) menüüs valikule Privaatsus ja turvalisus. Selle kõrvale avaneb teine menüü: klõpsa seal Privaatsuspoliitika.',
    DONE: 'See oli lihtne, eks? See väljakutse on väike nali: peaaegu keegi ei loe peenikest kirja. Sina just lugesid.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Selle õppetunni jaoks pead olema sisse logitud. Klõpsa üleval paremal Konto ja vali Sisselogimine, ükskõik millise kontoga (või registreeri seal uus).',
    ORDER_HISTORY: 'Nüüd ava oma tellimused: klõpsa Konto, siis Tellimused ja maksmine, siis Tellimuste ajalugu.',
    TRACK:
      'Igal tellimusel on veoautoga nupp: Jälgi tellimust. Klõpsa seda ükskõik millise oma tellimuse juures. Tellimusi veel pole? Osta poest midagi; kinnituslehelt saab samuti jälgimise juurde.',
    LOOK: 'See on jälgimisleht. Vaata aadressiriba: tellimuse number liigub seal kujul id=… Ja leht näitab seda numbrit oma pealkirjas.',
    REFLECTED:
      'Väärtus, mis läheb aadressist serverisse ja tuleb otse lehele tagasi, on "peegeldatud". Kui leht võtab selle HTML-ina, võib link kanda rünnakut: see on peegeldatud XSS.',
    PAYLOAD:
      'Proovi: asenda aadressiribal kõik pärast id= osa sellega: <iframe src="javascript:alert(`xss`)"> ja vajuta Enter. Kui ilmub hoiatuskast, klõpsa selle sulgemiseks OK.',
    DONE: 'Lahendatud! Igaüks, kes avab sinu omasuguse lingi, käivitab sinu skripti oma brauseris. Seepärast ongi peegeldatud XSS nii ohtlik.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'See väljakutse algab väljalogituna. Kui oled sisse logitud, ava siin üleval kontomenüü ja vali Logi välja. Juba välja logitud? Siis liigun ise edasi.',
    HARDCODED:
      'Arendaja jättis testkonto sisselogimisandmed selle poe kliendikoodi. Kõike, mida sinu brauser alla laadib, saab igaüks lugeda, nii et loeme seda.',
    GO_TO_LOGIN:
      'Sisselogimisandmed kuuluvad sisselogimise juurde, seega on sisselogimisvaade hea kahtlusalune. Ava see: kontomenüü siin üleval, siis Sisselogimine.',
    DEV_TOOLS:
      'Ava arendaja tööriistad (F12) ja mine vahekaardile Sources (Firefoxis Debugger). Sealt leiad kõik skriptid, mille see leht poest laadis.',
    SEARCH:
      'Otsi kõigist neist skriptidest korraga (Ctrl+Shift+F või Macis Cmd+Option+F) sõnu, mis on sageli sisselogimisandmete kõrval, näiteks password, pw, user või test.',
    EMAIL:
      'Leidsid kasutajanime ja parooli teineteise kõrval? Konto logib sisse e-posti aadressiga: see kasutajanimi poe enda e-posti domeenis, mida kasutab iga siinne konto.',
    TYPE_EMAIL: 'Kirjuta testkonto e-posti aadress e-posti väljale.',
    TYPE_PASSWORD: 'Nüüd kirjuta selle parool parooli väljale.',
    LOG_IN: 'Klõpsa nuppu Logi sisse.',
    DONE: 'Oled sisse logitud andmetega, mis ei oleks tohtinud kunagi arendaja laualt lahkuda. Kliendikoodis olevad saladused ei ole kunagi saladused!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'See väljakutse algab väljalogituna. Kui oled sisse logitud, ava siin üleval kontomenüü ja vali Logi välja. Juba välja logitud? Siis liigun ise edasi.',
    GO_TO_LOGIN:
      'Sinu eesmärk: pääse administraatori kontole ilma selle parooli teadmata. Ava siin üleval kontomenüü ja vali Sisselogimine.',
    SQLI: 'Proovime SQL-süstimist. Pood kleebib sinu kirjutatu andmebaasipäringusse, nii et õiged märgid võivad muuta selle päringu tähendust.',
    QUOTES:
      "Hea esimene test on üksik jutumärk ('). Hooletult koostatud päringus lõhub see süntaksi ja sellele järgnev viga ütleb sulle, et väli väärib lähemat uurimist.",
    TYPE_QUOTE: "Kirjuta e-posti väljale ainult üks üksik jutumärk '.",
    ANY_PASSWORD: 'Nüüd kirjuta parooli väljale ükskõik mida. Pole vahet, mida sinna kirjutad.',
    LOG_IN: 'Klõpsa nuppu Logi sisse.',
    ERROR:
      'Näed vormi kohal punast viga? See algab sõnaga SQLITE_ERROR: sinu jutumärk lõhkus andmebaasipäringu. Seega läheb sinu kirjutatu sellesse päringusse kontrollimata.',
    NETWORK:
      'Tahad näha kogu vastust? Ava arendaja tööriistad (F12), mine vahekaardile Network ja klõpsa uuesti Logi sisse. Aadressi /rest/user/login vastus sisaldab kogu viga.',
    TYPE_OR_TRUE: "Teeme päringu hoopis kasulikuks. Muuda e-posti välja sisuks ' OR true (jutumärk, tühik, siis OR true).",
    LOG_IN_AGAIN: 'Klõpsa uuesti Logi sisse.',
    STILL_BROKEN:
      'Ikka viga? Loe seda hoolikalt: andmebaas komistab nüüd selle otsa, mis tuleb pärast sinu teksti, ehk osa otsa, mis parooli kontrollib.',
    COMMENT:
      "Pane siis andmebaas seda osa eirama. SQLite'is alustavad kaks sidekriipsu (--) kommentaari: kõik nende järel jäetakse vahele.",
    TYPE_COMMENT: "Kirjuta e-posti väljale ' OR true--",
    LOG_IN_FINAL: 'Klõpsa veel üks kord Logi sisse ja vaata, mis juhtub.',
    DONE: 'Oled sees! Ava üleval paremal kontomenüü, et näha, kelle konto see on: administraatori oma. OR true sobis iga kasutajaga, sidekriipsud lõikasid parooli kontrolli ära ja pood võttis esimese kasutaja, kelle leidis.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Selle jaoks pead olema administraatorina sisse logitud. Tead juba, kuidas? Logi nüüd adminina sisse. Kui mitte, tee kõigepealt läbi Login Admin õpetus ja tule tagasi.',
    MISSION:
      'Oled nüüd admin, kuid ükski menüü ei vii lehele, kus poodi juhitakse: kasutajad, tagasiside ja muu selline. Sinu ülesanne: leia selle lehe aadress.',
    TECH: 'Kui tead, millega sait on ehitatud, tead, kust otsida. Näiteks WordPressi saidi halduspiirkond asub aadressil /wp-admin. Paljud teised poed kasutavad lihtsalt tavalist ingliskeelset sõna.',
    TRY_ADMIN: 'Alusta kõige ilmsemast oletusest: kirjuta aadressiribale /admin ja vajuta Enter.',
    TRY_ADMINISTRATION: 'Seal pole halduslehte. Arendajad kirjutavad sõna sageli täielikult välja. Proovi aadressiribal /administration.',
    DONE: 'Jõudsid haldusjaotisesse! Seal on kirjas iga registreeritud kasutaja ja iga klientide tagasiside.',
    SCRIPTS:
      'Arvamine on üks viis, lugemine teine: skriptid, mille see pood sinu brauserisse saadab, teavad iga marsruuti. Otsi arendaja tööriistades laaditud skriptidest sõna "admin" ja aadress tuleb välja.',
    CURIOUS:
      'Uudishimulik? Logi hiljem sisse tavalise kliendina ja ava uuesti /administration. Vaata, kes otsustab, kas sa tohid seda näha: brauser või server?',
  },
  weakPasswordChallenge: {
    MISSION:
      'Selles väljakutses logid administraatori kontole sisse tema enda algse parooliga. Seekord ei mingeid trikke sisselogimisvormiga: ainult hea oletus.',
    LOG_OUT: 'See väljakutse algab väljalogituna. Kui oled sisse logitud, ava siin kontomenüü ja vali Logi välja.',
    FIND_EMAIL:
      'Kõigepealt on sul vaja admini e-posti aadressi. Klientide tagasiside ja tootearvustused näitavad oma autorite aadresse: hea koht otsimiseks. Kui see on sul olemas, ava kontomenüüst Sisselogimise leht.',
    EMAIL: 'Kirjuta admini e-posti aadress väljale E-post.',
    TRY_ANY:
      'Nüüd parool. Õnneks valis admin väga-väga halva parooli. Kirjuta ükskõik milline parool, mis pähe tuleb, ja vajuta Logi sisse.',
    WRONG: 'Ei, see polnud see. Arva edasi: ütlen sulle kohe, kui Parooli väli on õigel teel.',
    TRACK:
      'Oled õigel teel! Aga ainult see oleks maailma halvim parool, isegi selle admini jaoks. Ta lisas mõned märgid, mis pole tähed. Proovi edasi.',
    WARMER: 'Soojem! Võib-olla lisad veel mõne numbri?',
    HOT: 'Kuum, väga kuum! Veel ainult üks number...',
    LOG_IN: 'Ongi käes. Nüüd vajuta Logi sisse.',
    DONE: 'Oled selle poe administraatorina sisse logitud tänu paroolile, mida igaüks võiks ära arvata. Pikk ja ainulaadne parool või veel parem paroolihaldur oleks sind eemal hoidnud.',
  },
  basketAccessChallenge: {
    INTRO:
      'See väljakutse käsitleb horisontaalset õiguste laiendamist: ligipääsu andmetele, mis kuuluvad teisele kasutajale, kellel on sinuga samad õigused. Siin: teise kliendi ostukorvile.',
    LOG_IN: 'Selleks on sul vaja oma kontot. Logi nüüd kontomenüüst sisse (või registreeru kõigepealt, kui sul kontot pole).',
    OPEN_BASKET: 'Ava oma ostukorv selle ostukäru nupuga. See võib vabalt tühi olla, kui sa pole veel midagi lisanud.',
    MISSION: 'See on sinu ostukorv. Sinu ülesanne: vaata kellegi teise ostukorvi, jäädes samal ajal iseendana sisse logituks.',
    CLUE: 'Leht peab teadma, milline ostukorv on sinu. Kui sinu brauser peab selle kohta märget, võiksid sa seda märget muuta.',
    DEVTOOLS:
      'Ava arendaja tööriistad (F12) ja leia vahekaardilt Application (Firefoxis Storage) Session Storage, siis vali see sait. Nagu küpsised, hoiab see iga veebisaidi jaoks võtme ja väärtuse paare.',
    CHANGE_BID: 'Loe sinna salvestatud võtmeid. Kas mõni neist näib kuuluvat ostukorvile? Muuda selle väärtus mõneks teiseks numbriks.',
    REVISIT:
      'Muudetud! Nüüd klõpsa mõnda teise vaatesse ja siis tagasi vaatesse Sinu ostukorv, et see uuesti laaditaks. Kui see jääb tühjaks, ei pruugi seda ostukorvi olemas olla: proovi teist numbrit.',
    DONE: 'Vaatad teise kliendi ostukorvi! Pood usaldas id-d, mille sinu brauser saatis, selle asemel et kontrollida, kas ostukorv on sinu.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Alustuseks ava selle nupuga külgmenüü ja vali Klientide tagasiside.',
    MISSION: 'See väljakutse käsitleb vigast juurdepääsukontrolli. Sinu ülesanne: postita tagasisidet teise kasutaja nimel.',
    AUTHOR:
      'Kui saadad tagasiside niisama, läheb see sinu enda nime all, kui oled sisse logitud, või anonüümselt, kui sa pole. Väli Autor näitab, kumb.',
    INSPECT: 'Kuidas saab pood teada, kes on autor? Ava arendaja tööriistad ja inspekteeri selle tagasisidevormi elemente.',
    HIDDEN:
      'Selles vormis on rohkem, kui silmaga näha: vaata sisendvälja (input) kohe Autori välja kohal. Sellel on atribuut hidden, nii et leht ei näita seda kunagi.',
    CHANGE:
      'Leidsid selle? Kustuta Elements-paneelis selle sisendvälja hidden-atribuut ja see ilmub Autori kohale. Siis kirjuta sinna väärtus, mis võiks kuuluda teisele kasutajale.',
    SUBMIT: 'Leidsid ja muutsid peidetud kasutaja id-d! Nüüd kirjuta kommentaar, vali hinnang, vasta CAPTCHA-le ja vajuta Saada.',
    DONE: 'Sinu tagasiside läks teele teise kasutaja nimel! Pood usaldas vormi saadetud kasutaja id-d, selle asemel et kontrollida, kes sa oled.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'See väljakutse algab väljalogituna. Kui oled sisse logitud, ava siin üleval kontomenüü ja vali Logi välja. Juba välja logitud? Siis liigun ise edasi.',
    GO_TO_LOGIN: 'Sinu eesmärk: logi sisse Jimi kontoga. Ava siin üleval kontomenüü ja vali Sisselogimine.',
    NEED_BOTH: 'Tavalisel viisil sisselogimiseks on sul vaja Jimi e-posti aadressi ja tema parooli. Praegu pole sul tõenäoliselt kumbagi.',
    EMAIL_IS_ENOUGH:
      'Ainult tema e-posti aadressiga võib SQL-süstimine viia sind paroolikontrollist mööda. SQL-süstimine on sulle uus? Login Admin õpetus näitab põhitõdesid.',
    LEAKS:
      'Leiame siis Jimi e-posti aadressi. See pood on privaatsusega hooletu: ta näitab klientide e-posti aadresse mitmes kohas, näiteks tootearvustuste kõrval.',
    GO_TO_PRODUCTS: 'Mine tagasi tootenimekirja: klõpsa siin üleval poe logol.',
    FIND_JIM:
      'Ava mõned tooted ja loe nende arvustusi. Kui oled leidnud Jimi kirjutatud arvustuse ja tema e-posti aadressi üles märkinud, ava kontomenüüst uuesti sisselogimisvaade.',
    TYPE_EMAIL: 'Kirjuta Jimi e-posti aadress e-posti väljale.',
    ANY_PASSWORD: 'Kirjuta ükskõik milline parool. Teeme näo, et me ei tea tema oma, isegi kui sa juhtumisi tead.',
    LOG_IN: 'Klõpsa nuppu Logi sisse.',
    FAILED: 'See ei töötanud ja me ei oodanudki seda: parool on vale. Nüüd SQL-süstimise kord.',
    ADD_COMMENT:
      "Lisa '-- kohe Jimi e-posti aadressi järele. Jutumärk lõpetab e-posti aadressi andmebaasipäringus ja kaks sidekriipsu muudavad sellele järgneva paroolikontrolli kommentaariks.",
    LOG_IN_AGAIN: 'Klõpsa uuesti Logi sisse.',
    DONE: 'Oled Jimina sisse logitud, ilma et oleksid kunagi tema parooli teadnud!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'See väljakutse tugineb SQL-süstimisele. Kui see on sulle uus, lahenda kõigepealt Login Admin: selle õpetus näitab põhitõdesid. Topeltklõpsa mind, et ikkagi jätkata.',
    LOG_OUT:
      'See väljakutse algab väljalogituna. Kui oled sisse logitud, ava siin üleval kontomenüü ja vali Logi välja. Juba välja logitud? Siis liigun ise edasi.',
    GO_TO_LOGIN: 'Sinu eesmärk: logi sisse Benderi kontoga. Ava siin üleval kontomenüü ja vali Sisselogimine.',
    NEED_BOTH:
      'Tavalisel viisil sisselogimiseks on sul vaja Benderi e-posti aadressi ja tema parooli. Praegu pole sul tõenäoliselt kumbagi.',
    EMAIL_IS_ENOUGH: 'Ainult tema e-posti aadressiga võib SQL-süstimine viia sind paroolikontrollist mööda.',
    LEAKS:
      'Leiame siis Benderi e-posti aadressi. See pood on privaatsusega hooletu: ta näitab osi klientide e-posti aadressidest mitmes kohas, näiteks nende tagasisides.',
    GO_TO_ABOUT: 'Mine lehele Meist, mis näitab klientide tagasisidet: ava külgmenüü poe logost vasakul oleva nupuga ja vali Meist.',
    FIND_BENDER:
      'Jälgi siin klientide tagasisidet. Üks kirje näitab Benderi e-posti aadressist piisavalt, et ülejäänu ära arvata. Kui see on sul olemas, ava kontomenüüst sisselogimisvaade.',
    TYPE_EMAIL: 'Kirjuta Benderi e-posti aadress e-posti väljale.',
    ANY_PASSWORD: 'Kirjuta ükskõik milline parool. Teeme näo, et me ei tea tema oma, isegi kui sa juhtumisi tead.',
    LOG_IN: 'Klõpsa nuppu Logi sisse.',
    FAILED: 'See ei töötanud ja me ei oodanudki seda: parool on vale. Nüüd SQL-süstimise kord.',
    ADD_COMMENT:
      "Lisa '-- kohe Benderi e-posti aadressi järele. Jutumärk lõpetab e-posti aadressi andmebaasipäringus ja kaks sidekriipsu muudavad sellele järgneva paroolikontrolli kommentaariks.",
    LOG_IN_AGAIN: 'Klõpsa uuesti Logi sisse.',
    DONE: 'Oled Benderina sisse logitud, ilma et oleksid kunagi tema parooli teadnud!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Selle tooteruudustiku renderdab serveris React Server Component. Kõik, mida see brauserile annab, liigub kaasa, ka see, mida ekraan kunagi ei näita. Töötajad saavad siin salajase kupongi. Vaatame, mida sina saad.',
    DEVTOOLS:
      'Ava arendaja tööriistad (F12) ja nende vahekaart Network. Kirjuta Networki filtrikasti RSC, nii et loetletakse ainult serverikomponentide päringud: nende vastused on tüüpi text/x-component, Reacti komponendivoog.',
    NAVIGATE:
      'Nüüd lase poel ruudustik uuesti tuua: ava mõni teine leht, näiteks külgmenüüst Meist, ja tule siis poe logol klõpsates tagasi. Otsi päringut aadressile /RSC/R/search.txt.',
    READ: 'Klõpsa sellel päringul ja ava selle vahekaart Response: see tekst on RSC payload, millest React ruudustiku ehitab. Otsi sellest (Ctrl+F) sõna "coupon". Mida saadetakse kaasa iga tootega?',
    LOGIN:
      'Kupong lunastatakse ostukorvi jaoks, seega pead olema sisse logitud. Logi sisse oma kontoga või loo konto, kui sul seda veel pole.',
    CHECKOUT:
      'Kupongiväli on ostu vormistamise makseetapis: pane toode ostukorvi, ava ostukorv ja vormista ost kuni makselehe. Või kirjuta aadressiribale /payment/shop.',
    REDEEM: 'Ava "Lisa kupong", kleebi leitud kood väljale ja klõpsa Lunasta. Ootan siin.',
    DONE: 'Lunastatud! Kõik, mida serverikomponent kliendikomponendile edasi annab, on avalik, olgu see kuvatud või mitte. Saladused peavad jääma serverisse või olema märgitud Reacti taint-API-dega.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Poe serverikomponendid saavad oma tooted, arvustused ja seaded sisugraafist: GraphQL-i otspunktist aadressil /graphql. GraphQL-server oskab kirjeldada oma skeemi, kui keegi pole seda välja lülitanud.',
    CONSOLE:
      'Ava arendaja tööriistad (F12) ja nende vahekaart Console. Sinna kirjutatud fetch()-i saadab see leht, täpselt nagu poe enda päringuid. (Ka curl terminalis töötab.)',
    INTROSPECT:
      'Küsi graafilt tema enda kohta: kopeeri see rida konsooli ja vajuta Enter. Päring küsib iga välja, millele graaf oma ülemisel tasemel vastab, koos igaühe kirjeldusega.',
    SPOT: 'Laienda vastus konsoolis: see loetleb iga küsimuse, mida graaf vastu võtab, igaüks koos kirjeldusega. Kõik peale ühe välja on dokumenteeritud. Milline see on?',
    SUBFIELDS:
      'See väli vastab objektidega ja GraphQL tahab, et nimetaksid nende väljad. Küsi kõigepealt ainult seda välja: veateade nimetab selle tüübi. Siis loetleb selline päring selle tüübi nimega, mida saad valida:',
    ASK: 'Nüüd küsi dokumenteerimata välja koos mõne selle alamväljaga: sama fetch, sinu enda päring pärast ?query=. Ootan siin.',
    DONE: 'Seal see on: andmed, mida ükski poe vaade ei näita. Lülita introspektsioon tootmises välja ja ära kunagi looda, et väli jääb salajaseks ainult sellepärast, et see pole dokumenteeritud.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Ehitustööriistad pakivad programmi mõneks loetamatu koodi kimbuks (bundle). Loetavate veateadete jaoks kirjutavad nad iga kimbu kõrvale ka lähtekaardi (source map): .map-faili, mis sisaldab algset lähtekoodi.',
    MAP_NAME:
      'Kimp nimetab oma kaardi viimasel real kommentaaris, näiteks //# sourceMappingURL=app-1a2b3c.js.map: kimbu enda failinimi, mille lõppu on lisatud .map. Pea seda reeglit meeles.',
    ERROR_PAGE:
      'Nüüd leia ühe serveri kimbu nimi. Poe vealehed on jutukad: ava /api/Users uuel vahekaardil. Sisselogimiseta vastab see vealehe ja pinujäljega (stack trace).',
    TRACE:
      'Selle pinujälje iga rida nimetab serveri faili kaustas dist/server/assets/, näiteks server-entry-….js: üks selle kimpudest. Märgi üles üks täielik nimi, koos selles oleva räsiga.',
    FETCH_MAP:
      'Pood avaldab serveri kaardid samamoodi, nagu ta jagab brauseri skripte: /assets/ all, omaette kaustas server. Ava /assets/server/, millele järgneb kimbu nimi ja .map. Ootan siin.',
    DONE: 'Käes! Selle sourcesContent on serveri enda kood: marsruudid, päringud, kontrollid. Serverikoodi lähtekaardid kuuluvad veajälgimise tööriista, mitte kunagi avalikule aadressile.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Kodeerimisväljakutseid mängitakse Punktitabelis. Ava see nüüd: külgmenüü viitab sellele, kui oled selle leidnud, või kirjuta aadressiribale /score-board.',
    WHAT: 'Paljude häkkimisväljakutsetega kaasneb kodeerimisväljakutse: loed vea taga olevat päris lähtekoodi, leiad süüdlaslikud read ja valid paranduse. See kaart loeb sinu edusamme neis.',
    OPEN_BADGE:
      'Kodeerimisväljakutse avaneb, kui selle häkkimisväljakutse on lahendatud, ja Punktitabel on. Klõpsa Punktitabeli kaardil <>-märki, et avada selle kodeerimisväljakutse.',
    SNIPPET:
      'See on kood, mis paneb Punktitabeli külgmenüüsse, loetud töötavast poest. Esimene faas, Leia: millised read lasevad külastajal jõuda "peidetud" Punktitabelini?',
    FIND_IT:
      'Klõpsa iga kahtlustatava rea numbril; see muutub kollaseks. Siis vajuta Esita. Vale? Proovi uuesti: pärast iga möödalasku ütleb koodi all olev vihjekast veidi rohkem.',
    FIX_IT:
      'Teine faas, Paranda: ava koodi kohal olev loend ja vaata iga parandust; diff näitab, mida see muudab. Pea meeles, et Punktitabel ongi mõeldud leidmiseks, see jälgib kõiki sinu edusamme. Vali parim parandus ja vajuta Esita.',
    DONE: 'Mõlemad faasid tehtud: märk näitab 2/2 ja see kaart loeb neid. Sulge dialoog. Iga lahendatud väljakutse, millel on <>-märk, ootab sind samamoodi.',
  },
};
