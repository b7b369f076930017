import type { TutorialTranslation } from './types';

/** Italiano: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Ciao! Sono il tuo istruttore di hacking. Mi metto accanto alla parte della pagina che ti serve e vado avanti non appena hai fatto quello che ti chiedo. Hai fretta? Fai doppio clic su di me per saltare un passaggio.',
    MISSION:
      'La tua prima missione: trovare lo Score Board (il Tabellone dei punteggi). Elenca tutte le sfide di questo negozio e a che punto sei arrivato, eppure nessun menu ci porta.',
    CLUE: 'Un negozio online manda al browser il codice di tutte le sue schermate, comprese le pagine nascoste. Apri gli strumenti per sviluppatori, cerca "score" negli script caricati e guarda quale indirizzo salta fuori.',
    GUESS:
      "Oppure prova a indovinare: come chiamerebbe quella pagina uno sviluppatore? Scrivi l'indirizzo nella barra degli indirizzi, per esempio /score-board, e premi Enter. Ti aspetto qui.",
    DONE: "L'hai trovato, e così hai risolto la tua prima sfida: lo dice la sua scheda qui. Scegli la prossima quando vuoi; il pulsante con il tocco da laureato su una scheda avvia il suo tutorial.",
  },
  localXssChallenge: {
    INTRO:
      'Questa lezione riguarda il campo di ricerca in cima alla pagina. Qualunque cosa tu cerchi, il negozio te la mostra di nuovo sopra i risultati. Vediamo come lo fa.',
    TYPE_OWASP: "Clicca sulla lente d'ingrandimento per aprire il campo di ricerca e scrivici owasp. Non premere ancora Enter.",
    ENTER_OWASP: 'Ora premi Enter per cercare.',
    ECHOED: 'Ecco i tuoi prodotti OWASP. Guarda il titolo sopra di essi: ripete la parola che hai cercato.',
    XSS_IDEA:
      'Un testo che scrivi e che ricompare sulla pagina è il punto di partenza del Cross-Site Scripting (XSS): se la pagina prende il tuo testo come HTML invece che come testo semplice, puoi aggiungere il tuo markup, e magari il tuo JavaScript.',
    TYPE_H1: "Proviamo prima con dell'HTML innocuo. Cambia il testo nel campo di ricerca in <h1>owasp",
    ENTER_H1: 'Premi di nuovo Enter.',
    HTML_WORKS:
      "Vedi com'è diventata grande la parola? La pagina non ha stampato il tuo <h1> come testo: l'ha trasformato in un vero titolo.",
    INSPECT:
      'Per vederlo con i tuoi occhi, fai clic destro sulla parola grande e scegli Ispeziona. Gli strumenti per sviluppatori mostrano un elemento h1 dentro il titolo, costruito a partire da ciò che hai scritto.',
    TYPE_SCRIPT: 'Ora prova con JavaScript. Sostituisci il testo nel campo di ricerca con <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Premi Enter ancora una volta.',
    SCRIPT_SILENT:
      "Non è comparso nulla. Ispeziona di nuovo il titolo: l'elemento script c'è, ma i browser non eseguono mai un tag script che una pagina inserisce in seguito come HTML. Ci serve un payload diverso.",
    TYPE_IFRAME:
      'Esistono molti payload XSS. Questo nasconde del JavaScript nell\'indirizzo di un frame. Scrivilo nel campo di ricerca: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Premi Enter. Se compare una finestra di avviso, clicca su OK per chiuderla.',
    DONE: 'Ben fatto, questo era un attacco XSS! Si chiama DOM XSS perché è stato il codice stesso della pagina, nel tuo browser, a inserire il tuo testo nella pagina come HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      "Questa sfida riusa la falla che hai trovato nella lezione sul DOM XSS (falla prima, se non l'hai ancora fatta): il campo di ricerca in alto. Cambia solo il payload, ed è molto più divertente.",
    PASTE:
      'Apri il campo di ricerca e incollaci questo payload, esattamente così com\'è: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Alza il volume delle casse. Poi premi Enter.',
    DONE: 'Risolta! Invece di un avviso, ora la pagina suona musica da un altro sito web. Goditi la canzone!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Per prima cosa, accedi con un account qualsiasi. Clicca su Account in alto a destra e scegli Accedi. Non hai ancora un account? Nella pagina di accesso, segui "Sei nuovo? Crea un account" per registrarne uno.',
    OPEN_ACCOUNT: "Hai effettuato l'accesso. Ora clicca su Account in alto a destra per aprire il menu dell'account.",
    OPEN_POLICY:
      'Punta (o clicca) su Privacy e sicurezza nel menu. Accanto si apre un secondo menu: lì clicca su Informativa sulla privacy.',
    DONE: "Facile, vero? Questa sfida è un piccolo scherzo: quasi nessuno legge le clausole scritte in piccolo. Tu l'hai appena fatto.",
  },
  reflectedXssChallenge: {
    LOG_IN:
      "Per questa lezione devi aver effettuato l'accesso. Clicca su Account in alto a destra e scegli Accedi, con un account qualsiasi (oppure registrane uno nuovo lì).",
    ORDER_HISTORY: 'Ora apri i tuoi ordini: clicca su Account, poi su Ordini e pagamenti, poi su Cronologia ordini.',
    TRACK:
      "Ogni ordine ha un pulsante con un camion: Traccia l'ordine. Cliccalo su uno qualsiasi dei tuoi ordini. Non hai ancora ordini? Compra qualcosa nel negozio; anche la pagina di conferma porta al tracciamento.",
    LOOK: "Questa è la pagina di tracciamento. Guarda la barra degli indirizzi: il numero d'ordine viaggia lì dentro, come id=… E la pagina mostra quel numero nel suo titolo.",
    REFLECTED:
      'Un valore che va dall\'indirizzo al server e torna dritto nella pagina si dice "riflesso" (reflected). Se la pagina lo prende come HTML, un link può trasportare un attacco: questo è il reflected XSS.',
    PAYLOAD:
      'Provalo: nella barra degli indirizzi, sostituisci tutto ciò che segue id= con <iframe src="javascript:alert(`xss`)"> e premi Enter. Se compare una finestra di avviso, clicca su OK per chiuderla.',
    DONE: 'Risolta! Chiunque apra un link come il tuo esegue il tuo script nel proprio browser. Ecco perché il reflected XSS è così pericoloso.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      "Questa sfida parte senza accesso. Se hai effettuato l'accesso, apri il menu dell'account qui in alto e scegli Esci. Sei già uscito? Allora vado avanti da solo.",
    HARDCODED:
      'Uno sviluppatore ha lasciato le credenziali di un account di prova nel codice client di questo negozio. Tutto quello che il tuo browser scarica può leggerlo chiunque, quindi leggiamolo.',
    GO_TO_LOGIN:
      "Le credenziali servono per accedere, quindi la schermata di accesso è un buon sospettato. Aprila: menu dell'account qui in alto, poi Accedi.",
    DEV_TOOLS:
      'Apri gli strumenti per sviluppatori (F12) e vai su Origini (Debugger in Firefox). Lì trovi tutti gli script che questa pagina ha caricato dal negozio.',
    SEARCH:
      'Cerca in tutti quegli script in una volta sola (Ctrl+Shift+F, o Cmd+Option+F su Mac) parole che stanno spesso vicino alle credenziali, come password, pw, user o test.',
    EMAIL:
      "Hai trovato un nome utente e una password uno accanto all'altro? L'account accede con un'email: quel nome utente con il dominio email del negozio, quello che usano tutti gli account qui.",
    TYPE_EMAIL: "Scrivi l'indirizzo email dell'account di prova nel campo Email.",
    TYPE_PASSWORD: 'Ora scrivi la sua password nel campo Password.',
    LOG_IN: 'Clicca sul pulsante Accedi.',
    DONE: "Hai effettuato l'accesso con credenziali che non avrebbero mai dovuto lasciare la scrivania dello sviluppatore. I segreti nel codice client non sono mai segreti!",
  },
  loginAdminChallenge: {
    LOG_OUT:
      "Questa sfida parte senza accesso. Se hai effettuato l'accesso, apri il menu dell'account qui in alto e scegli Esci. Sei già uscito? Allora vado avanti da solo.",
    GO_TO_LOGIN:
      "Il tuo obiettivo: entrare nell'account dell'amministratore senza conoscerne la password. Apri il menu dell'account qui in alto e scegli Accedi.",
    SQLI: 'Proveremo una SQL injection. Il negozio inserisce ciò che scrivi in una query al database, quindi i caratteri giusti possono cambiare il significato di quella query.',
    QUOTES:
      "Un buon primo test è un apice singolo ('). In una query costruita male rompe la sintassi, e l'errore che ne segue ti dice che vale la pena guardare meglio quel campo.",
    TYPE_QUOTE: "Scrivi solo un apice singolo ' nel campo Email.",
    ANY_PASSWORD: 'Ora scrivi qualcosa nel campo Password. Quello che scrivi lì non ha importanza.',
    LOG_IN: 'Clicca sul pulsante Accedi.',
    ERROR:
      "Vedi l'errore rosso sopra il modulo? Inizia con SQLITE_ERROR: il tuo apice ha rotto la query al database. Quindi ciò che scrivi finisce in quella query senza alcun controllo.",
    NETWORK:
      "Vuoi la risposta completa? Apri gli strumenti per sviluppatori (F12), vai nella scheda Rete e clicca di nuovo su Accedi. La risposta a /rest/user/login contiene l'errore per intero.",
    TYPE_OR_TRUE: "Rendiamo invece utile la query. Cambia il campo Email in ' OR true (un apice, uno spazio, poi OR true).",
    LOG_IN_AGAIN: 'Clicca di nuovo su Accedi.',
    STILL_BROKEN:
      'Ancora un errore? Leggilo con attenzione: ora il database inciampa su ciò che viene dopo il tuo testo, la parte che controlla la password.',
    COMMENT:
      'Allora facciamo ignorare quella parte al database. In SQLite, due trattini (--) iniziano un commento: tutto ciò che segue viene saltato.',
    TYPE_COMMENT: "Scrivi ' OR true-- nel campo Email.",
    LOG_IN_FINAL: "Clicca su Accedi un'ultima volta e guarda cosa succede.",
    DONE: "Sei dentro! Apri il menu dell'account in alto a destra per vedere di chi è questo account: dell'amministratore. OR true corrispondeva a tutti gli utenti, i trattini hanno tagliato il controllo della password e il negozio ha preso il primo utente che ha trovato.",
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      "Per questa devi aver effettuato l'accesso come amministratore. Sai già come fare? Accedi ora come admin. Altrimenti, fai prima il tutorial di Login Admin e poi torna qui.",
    MISSION:
      "Ora sei l'admin, eppure nessun menu porta alla pagina da cui si gestisce un negozio: utenti, feedback e così via. La tua missione: trovare l'indirizzo di quella pagina.",
    TECH: 'Sapere con cosa è costruito un sito ti dice dove cercare. Un sito WordPress, per esempio, ha la sua area di amministrazione sotto /wp-admin. Molti altri negozi usano semplicemente una parola inglese.',
    TRY_ADMIN: "Inizia dall'ipotesi più ovvia: scrivi /admin nella barra degli indirizzi e premi Enter.",
    TRY_ADMINISTRATION:
      "Lì non c'è nessuna pagina di admin. Gli sviluppatori spesso scrivono la parola per intero. Prova /administration nella barra degli indirizzi.",
    DONE: 'Sei arrivato nella sezione di amministrazione! Elenca tutti gli utenti registrati e tutti i feedback dei clienti.',
    SCRIPTS:
      'Indovinare è una strada, leggere è l\'altra: gli script che questo negozio manda al tuo browser conoscono ogni percorso. Negli strumenti per sviluppatori, cerca "admin" negli script caricati e l\'indirizzo salta fuori.',
    CURIOUS:
      'Curioso? Più tardi, accedi come cliente normale e apri di nuovo /administration. Osserva chi decide se puoi vederla: il browser o il server?',
  },
  weakPasswordChallenge: {
    MISSION:
      "In questa sfida accedi all'account dell'amministratore con la sua vera password, quella originale. Questa volta niente trucchi con il modulo di accesso: basta indovinare bene.",
    LOG_OUT: "Questa sfida parte senza accesso. Se hai effettuato l'accesso, apri qui il menu dell'account e scegli Esci.",
    FIND_EMAIL:
      "Per prima cosa ti serve l'indirizzo email dell'admin. I feedback dei clienti e le recensioni dei prodotti mostrano gli indirizzi dei loro autori: un buon posto dove cercare. Una volta trovato, apri la pagina Accedi dal menu dell'account.",
    EMAIL: "Scrivi l'indirizzo email dell'admin nel campo Email.",
    TRY_ANY:
      "Ora la password. Per fortuna l'admin ne ha scelta una davvero, davvero pessima. Scrivi la prima password che ti viene in mente e premi Accedi.",
    WRONG: 'No, non era questa. Continua a provare: ti avviso non appena il campo Password è sulla strada giusta.',
    TRACK:
      'Sei sulla strada giusta! Ma da sola sarebbe la password peggiore del mondo, persino per questo admin. Ha aggiunto qualche carattere che non è una lettera. Continua a provare.',
    WARMER: 'Fuochino! Magari aggiungi qualche cifra in più?',
    HOT: 'Fuoco, fuocherello! Ancora una cifra sola...',
    LOG_IN: 'Eccola. Ora premi Accedi.',
    DONE: "Hai effettuato l'accesso come amministratore di questo negozio, grazie a una password che chiunque poteva indovinare. Una password lunga e unica, o meglio ancora un password manager, ti avrebbe tenuto fuori.",
  },
  basketAccessChallenge: {
    INTRO:
      "Questa sfida riguarda l'escalation orizzontale dei privilegi: arrivare ai dati di un altro utente che ha i tuoi stessi permessi. In questo caso: il carrello di un altro cliente.",
    LOG_IN: "Per questo ti serve un account tuo. Accedi ora dal menu dell'account (o registrati prima, se non ne hai uno).",
    OPEN_BASKET: 'Apri il tuo carrello con questo pulsante. Potrebbe essere vuoto, se non ci hai ancora aggiunto niente.',
    MISSION: 'Questo è il tuo carrello. La tua missione: sbirciare nel carrello di qualcun altro, restando connesso con il tuo account.',
    CLUE: "La pagina deve sapere quale carrello è il tuo. Se il tuo browser se lo annota da qualche parte, forse puoi modificare quell'annotazione.",
    DEVTOOLS:
      'Apri gli strumenti per sviluppatori (F12) e trova Archiviazione sessione (Session Storage) sotto Applicazione (Archiviazione in Firefox), poi scegli questo sito. Come i cookie, conserva coppie di chiavi e valori per ogni sito web.',
    CHANGE_BID: "Leggi le chiavi memorizzate lì. Ce n'è una che sembra riguardare il carrello? Cambia il suo valore con un numero diverso.",
    REVISIT:
      "Cambiato! Ora vai su un'altra schermata qualsiasi, poi torna a Il tuo carrello così che si ricarichi. Se resta vuoto, forse quel carrello non esiste: prova un altro numero.",
    DONE: "Stai guardando il carrello di un altro cliente! Il negozio si è fidato dell'id inviato dal tuo browser invece di controllare che il carrello fosse tuo.",
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Per iniziare, apri il menu laterale con questo pulsante e scegli Feedback dei clienti.',
    MISSION:
      'Questa sfida riguarda il controllo degli accessi difettoso (broken access control). La tua missione: pubblicare un feedback a nome di un altro utente.',
    AUTHOR:
      "Inviato così com'è, il tuo feedback parte con il tuo nome se hai effettuato l'accesso, o in forma anonima se non l'hai fatto. Il campo Autore mostra quale dei due.",
    INSPECT:
      "Come fa il negozio a sapere chi è l'autore? Apri gli strumenti per sviluppatori e ispeziona gli elementi di questo modulo di feedback.",
    HIDDEN:
      "In questo modulo c'è più di quanto si veda: guarda il campo di input proprio sopra il campo Autore. Ha l'attributo hidden, quindi la pagina non lo mostra mai.",
    CHANGE:
      "Trovato? Nel pannello Elementi elimina l'attributo hidden di quell'input, e comparirà sopra Autore. Poi scrivici un valore che potrebbe appartenere a un altro utente.",
    SUBMIT:
      "Hai trovato e modificato l'id utente nascosto! Ora scrivi un commento, scegli una valutazione, rispondi al CAPTCHA e premi Invia.",
    DONE: "Il tuo feedback è stato pubblicato a nome di un altro utente! Il negozio si è fidato dell'id utente inviato dal modulo invece di controllare chi sei.",
  },
  loginJimChallenge: {
    LOG_OUT:
      "Questa sfida parte senza accesso. Se hai effettuato l'accesso, apri il menu dell'account qui in alto e scegli Esci. Sei già uscito? Allora vado avanti da solo.",
    GO_TO_LOGIN: "Il tuo obiettivo: accedere con l'account di Jim. Apri il menu dell'account qui in alto e scegli Accedi.",
    NEED_BOTH:
      "Per accedere nel modo normale ti servono l'indirizzo email di Jim e la sua password. Per ora probabilmente non hai né l'una né l'altra.",
    EMAIL_IS_ENOUGH:
      'Con il solo indirizzo email, una SQL injection può farti superare il controllo della password. La SQL injection è una novità per te? Il tutorial di Login Admin mostra le basi.',
    LEAKS:
      "Allora troviamo l'email di Jim. Questo negozio è poco attento alla privacy: mostra le email dei clienti in diversi punti, per esempio accanto alle recensioni dei prodotti.",
    GO_TO_PRODUCTS: "Torna all'elenco dei prodotti: clicca sul logo del negozio qui in alto.",
    FIND_JIM:
      "Apri qualche prodotto e leggi le recensioni. Quando ne hai trovata una di Jim e ti sei segnato la sua email, apri di nuovo la schermata Accedi dal menu dell'account.",
    TYPE_EMAIL: "Scrivi l'indirizzo email di Jim nel campo Email.",
    ANY_PASSWORD: 'Scrivi una password qualsiasi. Facciamo finta di non conoscere la sua, anche se per caso la sai.',
    LOG_IN: 'Clicca sul pulsante Accedi.',
    FAILED: 'Non ha funzionato, e ce lo aspettavamo: la password è sbagliata. Ora tocca alla SQL injection.',
    ADD_COMMENT:
      "Aggiungi '-- subito dopo l'indirizzo email di Jim. L'apice chiude l'email nella query al database, e i due trattini trasformano in commento il controllo della password che segue.",
    LOG_IN_AGAIN: 'Clicca di nuovo su Accedi.',
    DONE: "Hai effettuato l'accesso come Jim, senza mai conoscere la sua password!",
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Questa sfida si basa sulla SQL injection. Se per te è una novità, risolvi prima Login Admin: il suo tutorial mostra le basi. Fai doppio clic su di me per proseguire comunque.',
    LOG_OUT:
      "Questa sfida parte senza accesso. Se hai effettuato l'accesso, apri il menu dell'account qui in alto e scegli Esci. Sei già uscito? Allora vado avanti da solo.",
    GO_TO_LOGIN: "Il tuo obiettivo: accedere con l'account di Bender. Apri il menu dell'account qui in alto e scegli Accedi.",
    NEED_BOTH:
      "Per accedere nel modo normale ti servono l'indirizzo email di Bender e la sua password. Per ora probabilmente non hai né l'una né l'altra.",
    EMAIL_IS_ENOUGH: 'Con il solo indirizzo email, una SQL injection può farti superare il controllo della password.',
    LEAKS:
      "Allora troviamo l'email di Bender. Questo negozio è poco attento alla privacy: mostra parti delle email dei clienti in diversi punti, per esempio nei loro feedback.",
    GO_TO_ABOUT:
      'Vai alla pagina Chi siamo, che mostra i feedback dei clienti: apri il menu laterale con il pulsante a sinistra del logo del negozio e scegli Chi siamo.',
    FIND_BENDER:
      "Osserva qui i feedback dei clienti. Uno di essi mostra abbastanza dell'email di Bender da poter indovinare il resto. Quando ce l'hai, apri la schermata Accedi dal menu dell'account.",
    TYPE_EMAIL: "Scrivi l'indirizzo email di Bender nel campo Email.",
    ANY_PASSWORD: 'Scrivi una password qualsiasi. Facciamo finta di non conoscere la sua, anche se per caso la sai.',
    LOG_IN: 'Clicca sul pulsante Accedi.',
    FAILED: 'Non ha funzionato, e ce lo aspettavamo: la password è sbagliata. Ora tocca alla SQL injection.',
    ADD_COMMENT:
      "Aggiungi '-- subito dopo l'indirizzo email di Bender. L'apice chiude l'email nella query al database, e i due trattini trasformano in commento il controllo della password che segue.",
    LOG_IN_AGAIN: 'Clicca di nuovo su Accedi.',
    DONE: "Hai effettuato l'accesso come Bender, senza mai conoscere la sua password!",
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Questa griglia di prodotti viene renderizzata sul server da un React Server Component. Tutto ciò che passa al browser viaggia con essa, anche quello che lo schermo non mostra mai. Qui il personale riceve un coupon segreto. Vediamo cosa ricevi tu.',
    DEVTOOLS:
      'Apri gli strumenti per sviluppatori (F12) e la loro scheda Rete. Scrivi RSC nella casella del filtro di Rete, così vengono elencate solo le richieste dei server component: le loro risposte sono di tipo text/x-component, lo stream di componenti di React.',
    NAVIGATE:
      "Ora fai ricaricare la griglia al negozio: apri un'altra pagina, per esempio Chi siamo dal menu laterale, poi torna indietro cliccando sul logo del negozio. Tieni d'occhio una richiesta a /RSC/R/search.txt.",
    READ: 'Clicca su quella richiesta e apri la sua scheda Risposta: questo testo è il payload RSC da cui React costruisce la griglia. Cercaci dentro (Ctrl+F) "coupon". Cosa viene inviato insieme a ogni prodotto?',
    LOGIN:
      "Un coupon si riscatta per un carrello, quindi devi aver effettuato l'accesso. Accedi con il tuo account, o creane uno se non ce l'hai ancora.",
    CHECKOUT:
      'Il campo del coupon si trova nel passaggio di pagamento del checkout: metti un prodotto nel carrello, apri il carrello e vai alla cassa fino alla pagina di pagamento. Oppure scrivi /payment/shop nella barra degli indirizzi.',
    REDEEM: 'Apri "Aggiungi un coupon", incolla nel campo il codice che hai trovato e clicca su Riscatta. Ti aspetto qui.',
    DONE: 'Riscattato! Tutto ciò che un server component passa a un client component è pubblico, che venga mostrato o no. I segreti devono restare sul server, oppure essere marcati con le API taint di React.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'I server component del negozio prendono prodotti, recensioni e impostazioni da un grafo di contenuti: un endpoint GraphQL su /graphql. Un server GraphQL sa descrivere il proprio schema, a meno che qualcuno non abbia disattivato questa funzione.',
    CONSOLE:
      'Apri gli strumenti per sviluppatori (F12) e la loro scheda Console. Un fetch() scritto lì viene inviato da questa pagina, proprio come le richieste del negozio stesso. (Va bene anche curl in un terminale.)',
    INTROSPECT:
      'Chiedi al grafo di descrivere sé stesso: copia questa riga nella console e premi Enter. La query chiede tutti i campi a cui il grafo risponde al suo livello più alto, ciascuno con la sua descrizione.',
    SPOT: 'Espandi la risposta nella console: elenca tutte le domande che il grafo accetta, ognuna con una descrizione. Tutti i campi tranne uno sono documentati. Qual è?',
    SUBFIELDS:
      'Quel campo risponde con degli oggetti, e GraphQL vuole che tu ne nomini i campi. Chiedi prima il campo da solo: il messaggio di errore indica il suo tipo. Poi una query come questa, con il nome di quel tipo, elenca cosa puoi selezionare:',
    ASK: 'Ora chiedi il campo non documentato con alcuni dei suoi sottocampi: lo stesso fetch, con la tua query dopo ?query=. Ti aspetto qui.',
    DONE: "Eccoli: dati che nessuna schermata del negozio mostra. Disattiva l'introspection in produzione, e non contare mai sul fatto che un campo resti segreto solo perché non è documentato.",
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Gli strumenti di build impacchettano un programma in pochi bundle di codice illeggibile. Per avere messaggi di errore leggibili scrivono anche una source map accanto a ogni bundle: un file .map che contiene il codice sorgente originale.',
    MAP_NAME:
      "Un bundle indica la sua map nell'ultima riga, con un commento come //# sourceMappingURL=app-1a2b3c.js.map: il nome del file del bundle stesso con .map in fondo. Tieni a mente questa regola.",
    ERROR_PAGE:
      'Ora trova il nome di uno dei bundle del server. Le pagine di errore del negozio sono chiacchierone: apri /api/Users in una nuova scheda. Senza accesso, risponde con una pagina di errore e uno stack trace.',
    TRACE:
      'Ogni riga di quello stack trace nomina un file del server sotto dist/server/assets/, come server-entry-….js: uno dei suoi bundle. Annotati un nome completo, hash compreso.',
    FETCH_MAP:
      'Il negozio pubblica le map del server nello stesso modo in cui serve gli script del browser: sotto /assets/, in una cartella server tutta sua. Apri /assets/server/ seguito dal nome di quel bundle e da .map. Ti aspetto qui.',
    DONE: 'Trovato! Il suo sourcesContent è il codice del server stesso: percorsi, query, controlli. Le source map del codice server vanno nel sistema di tracciamento degli errori, mai a un indirizzo pubblico.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      "Le sfide di codice si giocano sullo Score Board. Aprilo ora: il menu laterale lo collega (come Tabellone dei punteggi) una volta che l'hai trovato, oppure scrivi /score-board nella barra degli indirizzi.",
    WHAT: 'Molte sfide di hacking hanno una sfida di codice: leggi il vero codice sorgente dietro la falla, trovi le righe colpevoli e scegli una correzione. Questa scheda conta i tuoi progressi.',
    OPEN_BADGE:
      'Una sfida di codice si apre quando la sua sfida di hacking è risolta, e quella dello Score Board lo è. Clicca sul badge <> della scheda Score Board per aprire la sua sfida di codice.',
    SNIPPET:
      'Questo è il codice che mette lo Score Board nel menu laterale, letto dal negozio in esecuzione. Fase uno, trovalo: quali righe permettono a un visitatore di raggiungere lo Score Board "nascosto"?',
    FIND_IT:
      'Clicca sul numero di ogni riga sospetta; diventa gialla. Poi premi Invia. Sbagliato? Riprova: dopo ogni errore il riquadro dei suggerimenti sotto il codice dice qualcosa in più.',
    FIX_IT:
      "Fase due, correggilo: apri l'elenco sopra il codice e guarda ogni correzione; il diff mostra cosa cambia. Ricorda che lo Score Board deve poter essere trovato, perché tiene traccia di tutti i tuoi progressi. Scegli la correzione migliore e premi Invia.",
    DONE: 'Entrambe le fasi completate: il badge mostra 2/2 e questa scheda le conta. Chiudi la finestra di dialogo. Ogni sfida risolta con un badge <> ti aspetta allo stesso modo.',
  },
};
