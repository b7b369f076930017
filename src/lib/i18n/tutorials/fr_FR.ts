import type { TutorialTranslation } from './types';

/** Français: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      'Salut ! Je suis ton instructeur de hacking. Je me place à côté de la partie de la page dont tu as besoin et je passe à la suite dès que tu as fait ce que je te demande. Pressé ? Double-clique sur moi pour sauter une étape.',
    MISSION:
      "Ta première mission : trouver le Score Board (le Tableau des scores). Il liste tous les challenges de cette boutique et ta progression, mais aucun menu n'y mène.",
    CLUE: 'Une boutique en ligne envoie au navigateur le code de tous ses écrans, pages cachées comprises. Ouvre les outils de développement, cherche "score" dans les scripts chargés et regarde quelle adresse apparaît.',
    GUESS:
      "Ou devine, tout simplement : comment un développeur appellerait-il cette page ? Tape l'adresse dans la barre d'adresse, par exemple /score-board, puis appuie sur Enter. Je t'attends ici.",
    DONE: "Tu l'as trouvé, et ça résout ton premier challenge : sa carte ici l'indique. Choisis le suivant quand tu veux ; le bouton en forme de toque de diplômé sur une carte lance son propre tutoriel.",
  },
  localXssChallenge: {
    INTRO:
      "Cette leçon porte sur le champ de recherche en haut de la page. Quoi que tu cherches, la boutique te le réaffiche au-dessus des résultats. Voyons comment elle s'y prend.",
    TYPE_OWASP: "Clique sur la loupe pour ouvrir le champ de recherche et tapes-y owasp. N'appuie pas encore sur Enter.",
    ENTER_OWASP: 'Appuie maintenant sur Enter pour lancer la recherche.',
    ECHOED: 'Voilà tes produits OWASP. Regarde le titre au-dessus : il répète le mot que tu as cherché.',
    XSS_IDEA:
      "Un texte que tu tapes et qui revient sur la page, c'est là que commence le Cross-Site Scripting (XSS) : si la page prend ton texte pour du HTML au lieu de texte brut, tu peux y ajouter ton propre balisage, et peut-être ton propre JavaScript.",
    TYPE_H1: "Testons d'abord avec du HTML inoffensif. Remplace le texte du champ de recherche par <h1>owasp",
    ENTER_H1: 'Appuie de nouveau sur Enter.',
    HTML_WORKS: "Tu vois comme le mot est devenu grand ? La page n'a pas affiché ton <h1> comme du texte : elle en a fait un vrai titre.",
    INSPECT:
      'Pour le voir par toi-même, fais un clic droit sur le grand mot et choisis Inspecter. Les outils de développement montrent un élément h1 dans le titre, construit à partir de ce que tu as tapé.',
    TYPE_SCRIPT: 'Essayons maintenant du JavaScript. Remplace le texte du champ de recherche par <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Appuie encore une fois sur Enter.',
    SCRIPT_SILENT:
      "Rien ne s'est affiché. Inspecte à nouveau le titre : l'élément script est bien là, mais les navigateurs n'exécutent jamais une balise script qu'une page insère plus tard sous forme de HTML. Il nous faut une autre charge utile (payload).",
    TYPE_IFRAME:
      'Il existe beaucoup de payloads XSS. Celui-ci cache du JavaScript dans l\'adresse d\'un cadre (frame). Tape-le dans le champ de recherche : <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: "Appuie sur Enter. Si une boîte d'alerte apparaît, clique sur OK pour la fermer.",
    DONE: "Bravo, c'était une attaque XSS ! On l'appelle DOM XSS parce que c'est le propre code de la page, dans ton navigateur, qui a inséré ton texte dans la page sous forme de HTML.",
  },
  xssBonusChallenge: {
    INTRO:
      "Celui-ci réutilise la faille trouvée dans la leçon DOM XSS (fais-la d'abord si ce n'est pas déjà fait) : le champ de recherche en haut. Seul le payload change, et il est bien plus amusant.",
    PASTE:
      'Ouvre le champ de recherche et colle-y ce payload, exactement tel quel : <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Monte le son de tes haut-parleurs. Puis appuie sur Enter.',
    DONE: "Réussi ! Au lieu d'une alerte, la page joue maintenant de la musique venant d'un autre site. Profite bien de la chanson !",
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'D\'abord, connecte-toi avec n\'importe quel compte. Clique sur Compte en haut à droite et choisis Connexion. Pas encore de compte ? Sur la page de connexion, suis le lien "Nouveau ici ? Créez un compte" pour en créer un.',
    OPEN_ACCOUNT: 'Tu es connecté. Clique maintenant sur Compte en haut à droite pour ouvrir le menu du compte.',
    OPEN_POLICY:
      "Pointe (ou clique) sur Confidentialité et sécurité dans le menu. Un second menu s'ouvre à côté : clique là sur Politique de confidentialité.",
    DONE: "C'était facile, non ? Ce challenge est une petite blague : presque personne ne lit les petits caractères. Toi, tu viens de le faire.",
  },
  reflectedXssChallenge: {
    LOG_IN:
      "Pour cette leçon, tu dois être connecté. Clique sur Compte en haut à droite et choisis Connexion, avec n'importe quel compte (ou crée-en un nouveau là-bas).",
    ORDER_HISTORY: 'Ouvre maintenant tes commandes : clique sur Compte, puis sur Commandes et paiement, puis sur Historique des commandes.',
    TRACK:
      "Chaque commande a un bouton en forme de camion : Suivre la commande. Clique dessus pour l'une de tes commandes. Pas encore de commande ? Achète n'importe quoi dans la boutique ; la page de confirmation mène aussi à son suivi.",
    LOOK: "Voici la page de suivi. Regarde la barre d'adresse : le numéro de commande y voyage, sous la forme id=… Et la page affiche ce numéro dans son titre.",
    REFLECTED:
      'Une valeur qui part de l\'adresse vers le serveur et revient directement dans la page est dite "réfléchie" (reflected). Si la page la prend pour du HTML, un lien peut transporter une attaque : c\'est le XSS réfléchi (reflected XSS).',
    PAYLOAD:
      'Essaie : dans la barre d\'adresse, remplace tout ce qui suit id= par <iframe src="javascript:alert(`xss`)"> et appuie sur Enter. Si une boîte d\'alerte apparaît, clique sur OK pour la fermer.',
    DONE: "Réussi ! Quiconque ouvre un lien comme le tien exécute ton script dans son propre navigateur. C'est pour ça que le XSS réfléchi est si dangereux.",
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Ce challenge commence déconnecté. Si tu es connecté, ouvre le menu du compte ici en haut et choisis Déconnexion. Déjà déconnecté ? Alors je passe tout seul à la suite.',
    HARDCODED:
      "Un développeur a laissé les identifiants d'un compte de test dans le code client de cette boutique. Tout ce que ton navigateur télécharge peut être lu par n'importe qui, alors lisons-le.",
    GO_TO_LOGIN:
      "Des identifiants, ça sert à se connecter, donc l'écran de connexion est un bon suspect. Ouvre-le : menu du compte ici en haut, puis Connexion.",
    DEV_TOOLS:
      'Ouvre les outils de développement (F12) et va dans Sources (Débogueur dans Firefox). Tu y trouves tous les scripts que cette page a chargés depuis la boutique.',
    SEARCH:
      "Cherche dans tous ces scripts à la fois (Ctrl+Shift+F, ou Cmd+Option+F sur Mac) des mots qui se trouvent souvent à côté d'identifiants, comme password, pw, user ou test.",
    EMAIL:
      "Tu as trouvé un nom d'utilisateur et un mot de passe côte à côte ? Le compte se connecte avec une adresse e-mail : ce nom d'utilisateur suivi du domaine e-mail de la boutique, celui qu'utilisent tous les comptes ici.",
    TYPE_EMAIL: "Tape l'adresse e-mail du compte de test dans le champ E-mail.",
    TYPE_PASSWORD: 'Tape maintenant son mot de passe dans le champ Mot de passe.',
    LOG_IN: 'Clique sur le bouton Se connecter.',
    DONE: "Te voilà connecté avec des identifiants qui n'auraient jamais dû quitter le bureau du développeur. Les secrets dans le code client ne sont jamais secrets !",
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Ce challenge commence déconnecté. Si tu es connecté, ouvre le menu du compte ici en haut et choisis Déconnexion. Déjà déconnecté ? Alors je passe tout seul à la suite.',
    GO_TO_LOGIN:
      "Ton objectif : entrer dans le compte de l'administrateur sans connaître son mot de passe. Ouvre le menu du compte ici en haut et choisis Connexion.",
    SQLI: 'Nous allons tenter une injection SQL. La boutique insère ce que tu tapes dans une requête de base de données, donc les bons caractères peuvent changer le sens de cette requête.',
    QUOTES:
      "Un bon premier test, c'est une apostrophe simple ('). Dans une requête construite sans soin, elle casse la syntaxe, et l'erreur qui s'ensuit te dit que le champ mérite un examen plus attentif.",
    TYPE_QUOTE: "Tape juste une apostrophe simple ' dans le champ E-mail.",
    ANY_PASSWORD: "Tape maintenant n'importe quoi dans le champ Mot de passe. Ce que tu y mets n'a aucune importance.",
    LOG_IN: 'Clique sur le bouton Se connecter.',
    ERROR:
      "Tu vois l'erreur rouge au-dessus du formulaire ? Elle commence par SQLITE_ERROR : ton apostrophe a cassé la requête de base de données. Ce que tu tapes arrive donc dans cette requête sans aucune vérification.",
    NETWORK:
      "Tu veux la réponse complète ? Ouvre les outils de développement (F12), va dans l'onglet Réseau et clique de nouveau sur Se connecter. La réponse à /rest/user/login contient l'erreur en entier.",
    TYPE_OR_TRUE:
      "Rendons plutôt la requête utile. Remplace le contenu du champ E-mail par ' OR true (une apostrophe, un espace, puis OR true).",
    LOG_IN_AGAIN: 'Clique de nouveau sur Se connecter.',
    STILL_BROKEN:
      'Toujours une erreur ? Lis-la attentivement : la base de données bute maintenant sur ce qui vient après ton texte, la partie qui vérifie le mot de passe.',
    COMMENT:
      'Alors faisons ignorer cette partie à la base de données. En SQLite, deux tirets (--) commencent un commentaire : tout ce qui suit est ignoré.',
    TYPE_COMMENT: "Tape ' OR true-- dans le champ E-mail.",
    LOG_IN_FINAL: 'Clique une dernière fois sur Se connecter, et regarde ce qui se passe.',
    DONE: "Tu es entré ! Ouvre le menu du compte en haut à droite pour voir à qui appartient ce compte : à l'administrateur. OR true correspondait à tous les utilisateurs, les tirets ont coupé la vérification du mot de passe, et la boutique a pris le premier utilisateur trouvé.",
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      "Pour celui-ci, tu dois être connecté en tant qu'administrateur. Tu sais déjà comment faire ? Connecte-toi maintenant en tant qu'admin. Sinon, fais d'abord le tutoriel Login Admin et reviens ensuite.",
    MISSION:
      "Te voilà admin, pourtant aucun menu ne mène à la page où l'on gère une boutique : utilisateurs, avis et autres. Ta mission : trouver l'adresse de cette page.",
    TECH: "Savoir avec quoi un site est construit te dit où chercher. Un site WordPress, par exemple, a son espace d'administration sous /wp-admin. Beaucoup d'autres boutiques utilisent simplement un mot anglais tout bête.",
    TRY_ADMIN: "Commence par l'idée la plus évidente : tape /admin dans la barre d'adresse et appuie sur Enter.",
    TRY_ADMINISTRATION:
      "Pas de page d'admin ici. Les développeurs écrivent souvent le mot en entier. Essaie /administration dans la barre d'adresse.",
    DONE: "Tu as réussi à entrer dans la section d'administration ! Elle liste tous les utilisateurs inscrits et tous les avis des clients.",
    SCRIPTS:
      'Deviner est une méthode, lire en est une autre : les scripts que cette boutique envoie à ton navigateur connaissent toutes les routes. Dans les outils de développement, cherche "admin" dans les scripts chargés et l\'adresse apparaît.',
    CURIOUS:
      'Curieux ? Plus tard, connecte-toi en tant que client ordinaire et ouvre de nouveau /administration. Observe qui décide si tu as le droit de la voir : le navigateur ou le serveur ?',
  },
  weakPasswordChallenge: {
    MISSION:
      "Dans ce challenge, tu te connectes au compte de l'administrateur avec son propre mot de passe, l'original. Pas d'astuce avec le formulaire de connexion cette fois : juste une bonne supposition.",
    LOG_OUT: 'Ce challenge commence déconnecté. Si tu es connecté, ouvre le menu du compte ici et choisis Déconnexion.',
    FIND_EMAIL:
      "D'abord, il te faut l'adresse e-mail de l'admin. Les avis des clients et les commentaires sur les produits affichent les adresses de leurs auteurs : un bon endroit où chercher. Une fois que tu l'as, ouvre la page Connexion depuis le menu du compte.",
    EMAIL: "Tape l'adresse e-mail de l'admin dans le champ E-mail.",
    TRY_ANY:
      "Maintenant, le mot de passe. Heureusement, l'admin en a choisi un vraiment, vraiment mauvais. Tape le premier mot de passe qui te vient à l'esprit et appuie sur Se connecter.",
    WRONG: "Non, ce n'était pas ça. Continue à deviner : je te préviens dès que le champ Mot de passe est sur la bonne piste.",
    TRACK:
      "Tu es sur la bonne piste ! Mais ça tout seul, ce serait le pire mot de passe du monde, même pour cet admin. Il a ajouté quelques caractères qui ne sont pas des lettres. Continue d'essayer.",
    WARMER: 'Tu chauffes ! Peut-être ajouter encore quelques chiffres ?',
    HOT: "Tu brûles ! Plus qu'un seul chiffre...",
    LOG_IN: "C'est ça. Appuie maintenant sur Se connecter.",
    DONE: "Te voilà connecté en tant qu'administrateur de cette boutique, grâce à un mot de passe que n'importe qui pouvait deviner. Un mot de passe long et unique, ou mieux encore un gestionnaire de mots de passe, t'aurait laissé dehors.",
  },
  basketAccessChallenge: {
    INTRO:
      "Ce challenge porte sur l'élévation horizontale de privilèges : accéder à des données qui appartiennent à un autre utilisateur ayant les mêmes droits que toi. Ici : le panier d'un autre client.",
    LOG_IN:
      "Pour ça, tu as besoin de ton propre compte. Connecte-toi maintenant depuis le menu du compte (ou inscris-toi d'abord si tu n'en as pas).",
    OPEN_BASKET: "Ouvre ton propre panier avec ce bouton en forme de chariot. Il est peut-être vide si tu n'y as encore rien ajouté.",
    MISSION:
      "Voici ton panier. Ta mission : regarder dans le panier de quelqu'un d'autre, tout en restant connecté avec ton propre compte.",
    CLUE: 'La page doit savoir quel panier est le tien. Si ton navigateur en garde une note, tu pourrais peut-être modifier cette note.',
    DEVTOOLS:
      'Ouvre les outils de développement (F12) et trouve Stockage de session (Session Storage) sous Application (Stockage dans Firefox), puis choisis ce site. Comme les cookies, il garde des paires de clés et de valeurs pour chaque site web.',
    CHANGE_BID: "Lis les clés qui y sont stockées. L'une d'elles semble-t-elle liée au panier ? Change sa valeur en un autre nombre.",
    REVISIT:
      "C'est changé ! Maintenant, va sur n'importe quel autre écran, puis reviens à Votre panier pour qu'il se recharge. S'il reste vide, ce panier n'existe peut-être pas : essaie un autre nombre.",
    DONE: "Tu regardes le panier d'un autre client ! La boutique a fait confiance à l'id envoyé par ton navigateur au lieu de vérifier que le panier est bien le tien.",
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Pour commencer, ouvre le menu latéral avec ce bouton et choisis Avis clients.',
    MISSION:
      "Ce challenge porte sur le contrôle d'accès défaillant (broken access control). Ta mission : publier un avis au nom d'un autre utilisateur.",
    AUTHOR:
      'Envoyé tel quel, ton avis part sous ton propre nom si tu es connecté, ou de manière anonyme sinon. Le champ Auteur montre lequel des deux.',
    INSPECT:
      "Comment la boutique sait-elle qui est l'auteur ? Ouvre les outils de développement et inspecte les éléments de ce formulaire d'avis.",
    HIDDEN:
      "Ce formulaire cache plus qu'il n'y paraît : regarde le champ de saisie (input) juste au-dessus du champ Auteur. Il porte l'attribut hidden, donc la page ne l'affiche jamais.",
    CHANGE:
      "Trouvé ? Dans le panneau Éléments, supprime l'attribut hidden de cet input, et il apparaît au-dessus d'Auteur. Tape ensuite une valeur qui pourrait appartenir à un autre utilisateur.",
    SUBMIT:
      "Tu as trouvé et modifié l'id utilisateur caché ! Écris maintenant un commentaire, choisis une note, réponds au CAPTCHA et appuie sur Envoyer.",
    DONE: "Ton avis a été publié au nom d'un autre utilisateur ! La boutique a fait confiance à l'id utilisateur envoyé par le formulaire au lieu de vérifier qui tu es.",
  },
  loginJimChallenge: {
    LOG_OUT:
      'Ce challenge commence déconnecté. Si tu es connecté, ouvre le menu du compte ici en haut et choisis Déconnexion. Déjà déconnecté ? Alors je passe tout seul à la suite.',
    GO_TO_LOGIN: 'Ton objectif : te connecter avec le compte de Jim. Ouvre le menu du compte ici en haut et choisis Connexion.',
    NEED_BOTH:
      "Pour te connecter normalement, il te faut l'adresse e-mail de Jim et son mot de passe. Pour l'instant, tu n'as sans doute ni l'un ni l'autre.",
    EMAIL_IS_ENOUGH:
      "Avec son adresse e-mail seule, une injection SQL peut te faire passer la vérification du mot de passe. L'injection SQL, c'est nouveau pour toi ? Le tutoriel Login Admin montre les bases.",
    LEAKS:
      "Alors, trouvons l'e-mail de Jim. Cette boutique ne fait pas attention à la vie privée : elle affiche les e-mails des clients à plusieurs endroits, par exemple à côté des commentaires sur les produits.",
    GO_TO_PRODUCTS: 'Retourne à la liste des produits : clique sur le logo de la boutique ici en haut.',
    FIND_JIM:
      "Ouvre quelques produits et lis leurs commentaires. Une fois que tu en as trouvé un de Jim et noté son e-mail, rouvre l'écran Connexion depuis le menu du compte.",
    TYPE_EMAIL: "Tape l'adresse e-mail de Jim dans le champ E-mail.",
    ANY_PASSWORD: "Tape n'importe quel mot de passe. Faisons comme si on ne connaissait pas le sien, même si c'est le cas.",
    LOG_IN: 'Clique sur le bouton Se connecter.',
    FAILED: "Ça n'a pas marché, et c'était prévu : le mot de passe est faux. Passons à l'injection SQL.",
    ADD_COMMENT:
      "Ajoute '-- juste après l'adresse e-mail de Jim. L'apostrophe termine l'e-mail dans la requête de base de données, et les deux tirets transforment la vérification du mot de passe qui suit en commentaire.",
    LOG_IN_AGAIN: 'Clique de nouveau sur Se connecter.',
    DONE: 'Te voilà connecté en tant que Jim, sans jamais avoir connu son mot de passe !',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      "Ce challenge repose sur l'injection SQL. Si c'est nouveau pour toi, résous d'abord Login Admin : son tutoriel montre les bases. Double-clique sur moi pour continuer quand même.",
    LOG_OUT:
      'Ce challenge commence déconnecté. Si tu es connecté, ouvre le menu du compte ici en haut et choisis Déconnexion. Déjà déconnecté ? Alors je passe tout seul à la suite.',
    GO_TO_LOGIN: 'Ton objectif : te connecter avec le compte de Bender. Ouvre le menu du compte ici en haut et choisis Connexion.',
    NEED_BOTH:
      "Pour te connecter normalement, il te faut l'adresse e-mail de Bender et son mot de passe. Pour l'instant, tu n'as sans doute ni l'un ni l'autre.",
    EMAIL_IS_ENOUGH: 'Avec son adresse e-mail seule, une injection SQL peut te faire passer la vérification du mot de passe.',
    LEAKS:
      "Alors, trouvons l'e-mail de Bender. Cette boutique ne fait pas attention à la vie privée : elle affiche des morceaux des e-mails des clients à plusieurs endroits, par exemple dans leurs avis.",
    GO_TO_ABOUT:
      'Va sur la page À propos, qui affiche les avis des clients : ouvre le menu latéral avec le bouton à gauche du logo de la boutique et choisis À propos.',
    FIND_BENDER:
      "Observe les avis des clients ici. L'un d'eux montre assez de l'e-mail de Bender pour deviner le reste. Une fois que tu l'as, ouvre l'écran Connexion depuis le menu du compte.",
    TYPE_EMAIL: "Tape l'adresse e-mail de Bender dans le champ E-mail.",
    ANY_PASSWORD: "Tape n'importe quel mot de passe. Faisons comme si on ne connaissait pas le sien, même si c'est le cas.",
    LOG_IN: 'Clique sur le bouton Se connecter.',
    FAILED: "Ça n'a pas marché, et c'était prévu : le mot de passe est faux. Passons à l'injection SQL.",
    ADD_COMMENT:
      "Ajoute '-- juste après l'adresse e-mail de Bender. L'apostrophe termine l'e-mail dans la requête de base de données, et les deux tirets transforment la vérification du mot de passe qui suit en commentaire.",
    LOG_IN_AGAIN: 'Clique de nouveau sur Se connecter.',
    DONE: 'Te voilà connecté en tant que Bender, sans jamais avoir connu son mot de passe !',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      "Cette grille de produits est rendue sur le serveur par un React Server Component. Tout ce qu'il transmet au navigateur voyage avec, même ce que l'écran n'affiche jamais. Le personnel reçoit ici un bon de réduction secret. Voyons ce que tu reçois, toi.",
    DEVTOOLS:
      'Ouvre les outils de développement (F12) et leur onglet Réseau. Tape RSC dans la zone de filtre du Réseau, pour que seules les requêtes des server components soient listées : leurs réponses sont du type text/x-component, le flux de composants de React.',
    NAVIGATE:
      'Maintenant, fais recharger la grille par la boutique : ouvre une autre page, par exemple À propos depuis le menu latéral, puis reviens en cliquant sur le logo de la boutique. Guette une requête vers /RSC/R/search.txt.',
    READ: 'Clique sur cette requête et ouvre son onglet Réponse : ce texte est le payload RSC à partir duquel React construit la grille. Cherches-y (Ctrl+F) "coupon". Qu\'est-ce qui est envoyé avec chaque produit ?',
    LOGIN:
      "Un bon de réduction s'utilise pour un panier, il faut donc être connecté. Connecte-toi avec ton compte, ou crées-en un si tu n'en as pas encore.",
    CHECKOUT:
      "Le champ du bon de réduction se trouve à l'étape de paiement de la commande : mets un produit dans ton panier, ouvre le panier et passe la commande jusqu'à la page de paiement. Ou tape /payment/shop dans la barre d'adresse.",
    REDEEM: 'Ouvre "Ajouter un bon de réduction", colle dans le champ le code que tu as trouvé et clique sur Utiliser. Je t\'attends ici.',
    DONE: "Utilisé ! Tout ce qu'un server component transmet à un client component est public, qu'il soit affiché ou non. Les secrets doivent rester sur le serveur, ou être marqués avec les API taint de React.",
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      "Les server components de la boutique récupèrent leurs produits, avis et réglages dans un graphe de contenu : un endpoint GraphQL à l'adresse /graphql. Un serveur GraphQL peut décrire son propre schéma, sauf si quelqu'un a désactivé cette fonction.",
    CONSOLE:
      'Ouvre les outils de développement (F12) et leur onglet Console. Un fetch() tapé là est envoyé par cette page, exactement comme les propres requêtes de la boutique. (curl dans un terminal marche aussi.)',
    INTROSPECT:
      'Interroge le graphe sur lui-même : copie cette ligne dans la console et appuie sur Enter. La requête demande tous les champs auxquels le graphe répond à son niveau supérieur, avec la description de chacun.',
    SPOT: 'Déplie la réponse dans la console : elle liste toutes les questions que le graphe accepte, chacune avec une description. Tous les champs sauf un seul sont documentés. Lequel est-ce ?',
    SUBFIELDS:
      "Ce champ répond avec des objets, et GraphQL veut que tu nommes leurs champs. Demande d'abord le champ seul : le message d'erreur donne son type. Ensuite, une requête comme celle-ci, avec le nom de ce type, liste ce que tu peux sélectionner :",
    ASK: "Demande maintenant le champ non documenté avec quelques-uns de ses sous-champs : le même fetch, avec ta propre requête après ?query=. Je t'attends ici.",
    DONE: "Le voilà : des données qu'aucun écran de la boutique n'affiche. Désactive l'introspection en production, et ne compte jamais sur le fait qu'un champ reste secret parce qu'il n'est pas documenté.",
  },
  serverSourceMapChallenge: {
    WELCOME:
      "Les outils de build emballent un programme dans quelques bundles de code illisible. Pour avoir des messages d'erreur lisibles, ils écrivent aussi une source map à côté de chaque bundle : un fichier .map qui contient le code source d'origine.",
    MAP_NAME:
      'Un bundle nomme sa map dans sa dernière ligne, un commentaire comme //# sourceMappingURL=app-1a2b3c.js.map : le nom de fichier du bundle lui-même, suivi de .map. Garde cette règle en tête.',
    ERROR_PAGE:
      "Trouve maintenant le nom de l'un des bundles du serveur. Les pages d'erreur de la boutique sont bavardes : ouvre /api/Users dans un nouvel onglet. Sans connexion, elle répond par une page d'erreur avec une stack trace.",
    TRACE:
      "Chaque ligne de cette stack trace nomme un fichier du serveur sous dist/server/assets/, comme server-entry-….js : l'un de ses bundles. Note un nom complet, hash compris.",
    FETCH_MAP:
      "La boutique publie les maps du serveur comme elle sert les scripts du navigateur : sous /assets/, dans un dossier server à part. Ouvre /assets/server/ suivi du nom de ce bundle et de .map. Je t'attends ici.",
    DONE: "Trouvé ! Son sourcesContent est le propre code du serveur : routes, requêtes, vérifications. Les source maps du code serveur ont leur place dans l'outil de suivi des erreurs, jamais à une adresse publique.",
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      "Les challenges de code se jouent sur le Score Board. Ouvre-le maintenant : le menu latéral y mène (sous le nom Tableau des scores) une fois que tu l'as trouvé, ou tape /score-board dans la barre d'adresse.",
    WHAT: 'Beaucoup de challenges de hacking ont un challenge de code : tu lis le vrai code source derrière la faille, tu trouves les lignes coupables et tu choisis une correction. Cette carte compte ta progression.',
    OPEN_BADGE:
      "Un challenge de code s'ouvre une fois que son challenge de hacking est résolu, et c'est le cas du Score Board. Clique sur le badge <> de la carte Score Board pour ouvrir son challenge de code.",
    SNIPPET:
      'Voici le code qui place le Score Board dans le menu latéral, lu depuis la boutique en cours d\'exécution. Phase un, le trouver : quelles lignes permettent à un visiteur d\'atteindre le Score Board "caché" ?',
    FIND_IT:
      "Clique sur le numéro de chaque ligne que tu soupçonnes ; il devient jaune. Puis appuie sur Envoyer. Raté ? Réessaie : après chaque erreur, l'encadré d'indice sous le code en dit un peu plus.",
    FIX_IT:
      "Phase deux, le corriger : ouvre la liste au-dessus du code et regarde chaque correction ; le diff montre ce qu'elle change. N'oublie pas que le Score Board est fait pour être trouvé, il suit toute ta progression. Choisis la meilleure correction et appuie sur Envoyer.",
    DONE: "Les deux phases sont faites : le badge affiche 2/2 et cette carte les compte. Ferme la boîte de dialogue. Chaque challenge résolu avec un badge <> t'attend de la même façon.",
  },
};
