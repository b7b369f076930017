import type { TutorialTranslation } from './types';

/** Español: the hacking instructor's tutorials */
export const tutorials: TutorialTranslation = {
  scoreBoardChallenge: {
    WELCOME:
      '¡Hola! Soy tu instructor de hacking. Me coloco junto a la parte de la página que necesitas y sigo adelante en cuanto hayas hecho lo que te pido. ¿Tienes prisa? Haz doble clic en mí para saltarte un paso.',
    MISSION:
      'Tu primera misión: encontrar el Score Board (el Marcador). Muestra todos los retos de esta tienda y cuánto has avanzado, pero ningún menú enlaza con él.',
    CLUE: 'Una tienda web envía al navegador el código de todas sus pantallas, incluidas las páginas ocultas. Abre las herramientas para desarrolladores, busca "score" en los scripts cargados y mira qué dirección aparece.',
    GUESS:
      'O simplemente adivina: ¿cómo llamaría un desarrollador a esa página? Escribe la dirección en la barra de direcciones, por ejemplo /score-board, y pulsa Enter. Te espero aquí.',
    DONE: 'Lo has encontrado, y con eso has resuelto tu primer reto: su tarjeta aquí lo indica. Elige el siguiente cuando quieras; el botón del birrete en una tarjeta inicia su propio tutorial.',
  },
  localXssChallenge: {
    INTRO:
      'Esta lección trata del campo de búsqueda de la parte superior de la página. Busques lo que busques, la tienda te lo vuelve a mostrar encima de los resultados. Veamos cómo lo hace.',
    TYPE_OWASP: 'Haz clic en la lupa para abrir el campo de búsqueda y escribe owasp en él. Todavía no pulses Enter.',
    ENTER_OWASP: 'Ahora pulsa Enter para buscar.',
    ECHOED: 'Ahí están tus productos de OWASP. Fíjate en el título que hay encima: repite la palabra que has buscado.',
    XSS_IDEA:
      'Un texto que escribes y que vuelve a aparecer en la página es donde empieza el Cross-Site Scripting (XSS): si la página toma tu texto como HTML en lugar de como texto plano, puedes añadir tu propio marcado, y quizá tu propio JavaScript.',
    TYPE_H1: 'Probemos primero con HTML inofensivo. Cambia el texto del campo de búsqueda por <h1>owasp',
    ENTER_H1: 'Pulsa Enter otra vez.',
    HTML_WORKS:
      '¿Ves cómo la palabra se ha hecho grande? La página no ha mostrado tu <h1> como texto: lo ha convertido en un título de verdad.',
    INSPECT:
      'Para verlo por ti mismo, haz clic derecho en la palabra grande y elige Inspeccionar. Las herramientas para desarrolladores muestran un elemento h1 dentro del título, construido a partir de lo que has escrito.',
    TYPE_SCRIPT: 'Ahora prueba con JavaScript. Sustituye el texto del campo de búsqueda por <script>alert(xss)</script>',
    ENTER_SCRIPT: 'Pulsa Enter una vez más.',
    SCRIPT_SILENT:
      'No ha saltado nada. Vuelve a inspeccionar el título: el elemento script está ahí, pero los navegadores nunca ejecutan una etiqueta script que una página inserta más tarde como HTML. Necesitamos otro payload.',
    TYPE_IFRAME:
      'Hay muchos payloads de XSS. Este esconde JavaScript en la dirección de un marco (frame). Escríbelo en el campo de búsqueda: <iframe src="javascript:alert(`xss`)">',
    ENTER_IFRAME: 'Pulsa Enter. Si aparece un cuadro de alerta, haz clic en OK para cerrarlo.',
    DONE: '¡Bien hecho, eso ha sido un ataque XSS! Se llama DOM XSS porque fue el propio código de la página, en tu navegador, el que metió tu texto en la página como HTML.',
  },
  xssBonusChallenge: {
    INTRO:
      'Este reto reutiliza el agujero que encontraste en la lección de DOM XSS (hazla primero si aún no la has hecho): el campo de búsqueda de arriba. Solo cambia el payload, y es mucho más divertido.',
    PASTE:
      'Abre el campo de búsqueda y pega en él este payload, exactamente tal cual: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
    ENTER: 'Sube el volumen de los altavoces. Luego pulsa Enter.',
    DONE: '¡Resuelto! En lugar de una alerta, la página reproduce ahora música de otra web. ¡Disfruta de la canción!',
  },
  privacyPolicyChallenge: {
    LOG_IN:
      'Primero, inicia sesión con cualquier cuenta. Haz clic en Cuenta, arriba a la derecha, y elige Iniciar sesión. ¿Aún no tienes cuenta? En la página de inicio de sesión, sigue el enlace "¿Eres nuevo? Crea una cuenta" para registrarte.',
    OPEN_ACCOUNT: 'Ya has iniciado sesión. Ahora haz clic en Cuenta, arriba a la derecha, para abrir el menú de la cuenta.',
    OPEN_POLICY:
      'Señala (o haz clic en) Privacidad y seguridad en el menú. Se abre un segundo menú al lado: haz clic ahí en Política de privacidad.',
    DONE: 'Fácil, ¿verdad? Este reto es una pequeña broma: casi nadie lee la letra pequeña. Tú acabas de hacerlo.',
  },
  reflectedXssChallenge: {
    LOG_IN:
      'Para esta lección tienes que haber iniciado sesión. Haz clic en Cuenta, arriba a la derecha, y elige Iniciar sesión, con cualquier cuenta (o registra una nueva allí).',
    ORDER_HISTORY: 'Ahora abre tus pedidos: haz clic en Cuenta, luego en Pedidos y pago y luego en Historial de pedidos.',
    TRACK:
      'Cada pedido tiene un botón con un camión: Seguir pedido. Haz clic en él en cualquiera de tus pedidos. ¿Aún no tienes pedidos? Compra cualquier cosa en la tienda; la página de confirmación también enlaza con su seguimiento.',
    LOOK: 'Esta es la página de seguimiento. Mira la barra de direcciones: el número de pedido viaja en ella, como id=… Y la página muestra ese número en su título.',
    REFLECTED:
      'Un valor que va desde la dirección al servidor y vuelve directamente a la página se llama "reflejado" (reflected). Si la página lo toma como HTML, un enlace puede llevar un ataque: eso es XSS reflejado (reflected XSS).',
    PAYLOAD:
      'Pruébalo: en la barra de direcciones, sustituye todo lo que hay después de id= por <iframe src="javascript:alert(`xss`)"> y pulsa Enter. Si aparece un cuadro de alerta, haz clic en OK para cerrarlo.',
    DONE: '¡Resuelto! Cualquiera que abra un enlace como el tuyo ejecuta tu script en su propio navegador. Por eso el XSS reflejado es tan peligroso.',
  },
  exposedCredentialsChallenge: {
    LOG_OUT:
      'Este reto empieza sin sesión iniciada. Si has iniciado sesión, abre el menú de la cuenta aquí arriba y elige Cerrar sesión. ¿Ya has cerrado sesión? Entonces sigo adelante yo solo.',
    HARDCODED:
      'Un desarrollador dejó las credenciales de una cuenta de prueba en el código de cliente de esta tienda. Todo lo que descarga tu navegador lo puede leer cualquiera, así que vamos a leerlo.',
    GO_TO_LOGIN:
      'Las credenciales sirven para iniciar sesión, así que la pantalla de inicio de sesión es una buena sospechosa. Ábrela: menú de la cuenta aquí arriba y luego Iniciar sesión.',
    DEV_TOOLS:
      'Abre las herramientas para desarrolladores (F12) y ve a Fuentes (Depurador en Firefox). Ahí encontrarás todos los scripts que esta página ha cargado desde la tienda.',
    SEARCH:
      'Busca en todos esos scripts a la vez (Ctrl+Shift+F, o Cmd+Option+F en un Mac) palabras que suelen estar junto a las credenciales, como password, pw, user o test.',
    EMAIL:
      '¿Has encontrado un nombre de usuario y una contraseña juntos? La cuenta inicia sesión con un correo electrónico: ese nombre de usuario con el dominio de correo propio de la tienda, el que usan todas las cuentas de aquí.',
    TYPE_EMAIL: 'Escribe la dirección de correo de la cuenta de prueba en el campo Correo electrónico.',
    TYPE_PASSWORD: 'Ahora escribe su contraseña en el campo Contraseña.',
    LOG_IN: 'Haz clic en el botón Iniciar sesión.',
    DONE: 'Has iniciado sesión con credenciales que nunca debieron salir de la mesa del desarrollador. ¡Los secretos en el código de cliente nunca son secretos!',
  },
  loginAdminChallenge: {
    LOG_OUT:
      'Este reto empieza sin sesión iniciada. Si has iniciado sesión, abre el menú de la cuenta aquí arriba y elige Cerrar sesión. ¿Ya has cerrado sesión? Entonces sigo adelante yo solo.',
    GO_TO_LOGIN:
      'Tu objetivo: entrar en la cuenta del administrador sin conocer su contraseña. Abre el menú de la cuenta aquí arriba y elige Iniciar sesión.',
    SQLI: 'Vamos a probar una inyección SQL. La tienda mete lo que escribes en una consulta a la base de datos, así que los caracteres adecuados pueden cambiar el significado de esa consulta.',
    QUOTES:
      "Una buena primera prueba es una comilla simple ('). En una consulta construida sin cuidado rompe la sintaxis, y el error que aparece te dice que merece la pena mirar ese campo más de cerca.",
    TYPE_QUOTE: "Escribe solo una comilla simple ' en el campo Correo electrónico.",
    ANY_PASSWORD: 'Ahora escribe cualquier cosa en el campo Contraseña. Lo que pongas ahí da igual.',
    LOG_IN: 'Haz clic en el botón Iniciar sesión.',
    ERROR:
      '¿Ves el error rojo encima del formulario? Empieza por SQLITE_ERROR: tu comilla ha roto la consulta a la base de datos. O sea, lo que escribes entra en esa consulta sin ningún control.',
    NETWORK:
      '¿Quieres la respuesta completa? Abre las herramientas para desarrolladores (F12), ve a la pestaña Red y vuelve a hacer clic en Iniciar sesión. La respuesta a /rest/user/login trae el error completo.',
    TYPE_OR_TRUE:
      "Ahora hagamos que la consulta nos sea útil. Cambia el campo Correo electrónico a ' OR true (una comilla, un espacio y luego OR true).",
    LOG_IN_AGAIN: 'Vuelve a hacer clic en Iniciar sesión.',
    STILL_BROKEN:
      '¿Sigue habiendo un error? Léelo con atención: ahora la base de datos tropieza con lo que viene después de tu texto, la parte que comprueba la contraseña.',
    COMMENT:
      'Así que hagamos que la base de datos ignore esa parte. En SQLite, dos guiones (--) inician un comentario: todo lo que va detrás se omite.',
    TYPE_COMMENT: "Escribe ' OR true-- en el campo Correo electrónico.",
    LOG_IN_FINAL: 'Haz clic en Iniciar sesión una última vez y mira lo que pasa.',
    DONE: '¡Estás dentro! Abre el menú de la cuenta arriba a la derecha para ver de quién es esta cuenta: del administrador. OR true coincidía con todos los usuarios, los guiones cortaron la comprobación de la contraseña y la tienda se quedó con el primer usuario que encontró.',
  },
  adminSectionChallenge: {
    ADMIN_LOGIN:
      'Para este necesitas haber iniciado sesión como administrador. ¿Ya sabes cómo? Inicia sesión ahora como admin. Si no, haz primero el tutorial de Login Admin y vuelve después.',
    MISSION:
      'Ahora eres el admin, pero ningún menú lleva a la página desde la que se gestiona una tienda: usuarios, opiniones y cosas así. Tu misión: encontrar la dirección de esa página.',
    TECH: 'Saber con qué está hecho un sitio te dice dónde buscar. Un sitio WordPress, por ejemplo, tiene su zona de administración en /wp-admin. Muchas otras tiendas usan simplemente una palabra en inglés.',
    TRY_ADMIN: 'Empieza por lo más obvio: escribe /admin en la barra de direcciones y pulsa Enter.',
    TRY_ADMINISTRATION:
      'Ahí no hay página de admin. Los desarrolladores suelen escribir la palabra completa. Prueba /administration en la barra de direcciones.',
    DONE: '¡Has llegado a la sección de administración! Muestra todos los usuarios registrados y todas las opiniones de los clientes.',
    SCRIPTS:
      'Adivinar es un camino; leer es el otro: los scripts que esta tienda envía a tu navegador conocen todas las rutas. En las herramientas para desarrolladores, busca "admin" en los scripts cargados y aparecerá la dirección.',
    CURIOUS:
      '¿Tienes curiosidad? Más adelante, inicia sesión como cliente normal y vuelve a abrir /administration. Fíjate en quién decide si puedes verla: ¿el navegador o el servidor?',
  },
  weakPasswordChallenge: {
    MISSION:
      'En este reto inicias sesión en la cuenta del administrador con su propia contraseña, la original. Esta vez nada de trucos con el formulario de inicio de sesión: solo adivinar bien.',
    LOG_OUT: 'Este reto empieza sin sesión iniciada. Si has iniciado sesión, abre aquí el menú de la cuenta y elige Cerrar sesión.',
    FIND_EMAIL:
      'Primero necesitas la dirección de correo del admin. Las opiniones de clientes y las reseñas de productos muestran las direcciones de sus autores: un buen sitio para buscar. Cuando la tengas, abre la página Iniciar sesión desde el menú de la cuenta.',
    EMAIL: 'Escribe la dirección de correo del admin en el campo Correo electrónico.',
    TRY_ANY:
      'Ahora, la contraseña. Por suerte, el admin eligió una muy, muy mala. Escribe la contraseña que se te ocurra y pulsa Iniciar sesión.',
    WRONG: 'No, no era esa. Sigue adivinando: te avisaré en cuanto el campo Contraseña vaya por buen camino.',
    TRACK:
      '¡Vas por buen camino! Pero eso solo sería la peor contraseña del mundo, incluso para este admin. Le añadió unos cuantos caracteres que no son letras. Sigue probando.',
    WARMER: '¡Caliente! ¿Quizá añadir algunos dígitos más?',
    HOT: '¡Caliente, muy caliente! Solo un dígito más...',
    LOG_IN: 'Esa es. Ahora pulsa Iniciar sesión.',
    DONE: 'Has iniciado sesión como administrador de esta tienda gracias a una contraseña que cualquiera podría adivinar. Una contraseña larga y única, o mejor aún un gestor de contraseñas, te habría dejado fuera.',
  },
  basketAccessChallenge: {
    INTRO:
      'Este reto trata de la escalada horizontal de privilegios: llegar a datos que pertenecen a otro usuario con los mismos permisos que tú. En este caso, la cesta de la compra de otro cliente.',
    LOG_IN:
      'Para esto necesitas una cuenta propia. Inicia sesión ahora desde el menú de la cuenta (o regístrate primero si no tienes ninguna).',
    OPEN_BASKET: 'Abre tu propia cesta con este botón del carrito. Puede que esté vacía si todavía no has añadido nada.',
    MISSION: 'Esta es tu cesta. Tu misión: echar un vistazo a la cesta de otra persona sin dejar de estar conectado con tu propia cuenta.',
    CLUE: 'La página tiene que saber qué cesta es la tuya. Si tu navegador guarda una nota sobre eso, quizá puedas cambiar la nota.',
    DEVTOOLS:
      'Abre las herramientas para desarrolladores (F12) y busca Almacenamiento de sesión (Session Storage) en Aplicación (Almacenamiento en Firefox); luego elige este sitio. Como las cookies, guarda pares de claves y valores para cada sitio web.',
    CHANGE_BID: 'Lee las claves que hay guardadas ahí. ¿Alguna parece tener que ver con la cesta? Cambia su valor por otro número.',
    REVISIT:
      '¡Cambiado! Ahora ve a cualquier otra pantalla y luego vuelve a Tu cesta para que se cargue de nuevo. Si sigue vacía, puede que esa cesta no exista: prueba con otro número.',
    DONE: '¡Estás viendo la cesta de otro cliente! La tienda se fió del id que envió tu navegador en lugar de comprobar que la cesta es tuya.',
  },
  forgedFeedbackChallenge: {
    OPEN_CONTACT: 'Para empezar, abre el menú lateral con este botón y elige Opiniones de clientes.',
    MISSION:
      'Este reto trata del control de acceso roto (broken access control). Tu misión: publicar una opinión en nombre de otro usuario.',
    AUTHOR:
      'Si la envías tal cual, tu opinión sale con tu propio nombre si has iniciado sesión, o de forma anónima si no. El campo Autor muestra cuál de las dos.',
    INSPECT:
      '¿Cómo sabe la tienda quién es el autor? Abre las herramientas para desarrolladores e inspecciona los elementos de este formulario de opinión.',
    HIDDEN:
      'Este formulario esconde más de lo que parece: mira el campo de entrada (input) que hay justo encima del campo Autor. Lleva el atributo hidden, así que la página nunca lo muestra.',
    CHANGE:
      '¿Lo has encontrado? En el panel Elementos, borra el atributo hidden de ese input y aparecerá encima de Autor. Luego escribe un valor que podría pertenecer a otro usuario.',
    SUBMIT:
      '¡Has encontrado y cambiado el id de usuario oculto! Ahora escribe un comentario, elige una valoración, responde al CAPTCHA y pulsa Enviar.',
    DONE: '¡Tu opinión se ha publicado en nombre de otro usuario! La tienda se fió del id de usuario que envió el formulario en lugar de comprobar quién eres.',
  },
  loginJimChallenge: {
    LOG_OUT:
      'Este reto empieza sin sesión iniciada. Si has iniciado sesión, abre el menú de la cuenta aquí arriba y elige Cerrar sesión. ¿Ya has cerrado sesión? Entonces sigo adelante yo solo.',
    GO_TO_LOGIN: 'Tu objetivo: iniciar sesión con la cuenta de Jim. Abre el menú de la cuenta aquí arriba y elige Iniciar sesión.',
    NEED_BOTH:
      'Para iniciar sesión de la forma normal necesitas el correo electrónico de Jim y su contraseña. Ahora mismo seguramente no tienes ninguna de las dos cosas.',
    EMAIL_IS_ENOUGH:
      'Con solo su correo electrónico, una inyección SQL puede saltarse la comprobación de la contraseña. ¿La inyección SQL es nueva para ti? El tutorial de Login Admin enseña lo básico.',
    LEAKS:
      'Así que busquemos el correo de Jim. Esta tienda es descuidada con la privacidad: muestra los correos de los clientes en varios sitios, por ejemplo junto a las reseñas de productos.',
    GO_TO_PRODUCTS: 'Vuelve a la lista de productos: haz clic en el logotipo de la tienda, aquí arriba.',
    FIND_JIM:
      'Abre unos cuantos productos y lee sus reseñas. Cuando encuentres una de Jim y hayas apuntado su correo, vuelve a abrir la pantalla Iniciar sesión desde el menú de la cuenta.',
    TYPE_EMAIL: 'Escribe la dirección de correo de Jim en el campo Correo electrónico.',
    ANY_PASSWORD: 'Escribe cualquier contraseña. Hagamos como si no supiéramos la suya, aunque tú la sepas por casualidad.',
    LOG_IN: 'Haz clic en el botón Iniciar sesión.',
    FAILED: 'No ha funcionado, y ya contábamos con ello: la contraseña es incorrecta. Ahora toca la inyección SQL.',
    ADD_COMMENT:
      "Añade '-- justo detrás de la dirección de correo de Jim. La comilla cierra el correo en la consulta a la base de datos, y los dos guiones convierten en comentario la comprobación de la contraseña que va detrás.",
    LOG_IN_AGAIN: 'Vuelve a hacer clic en Iniciar sesión.',
    DONE: '¡Has iniciado sesión como Jim sin llegar a conocer su contraseña!',
  },
  loginBenderChallenge: {
    PREREQUISITE:
      'Este reto se basa en la inyección SQL. Si es nueva para ti, resuelve primero Login Admin: su tutorial enseña lo básico. Haz doble clic en mí para seguir de todos modos.',
    LOG_OUT:
      'Este reto empieza sin sesión iniciada. Si has iniciado sesión, abre el menú de la cuenta aquí arriba y elige Cerrar sesión. ¿Ya has cerrado sesión? Entonces sigo adelante yo solo.',
    GO_TO_LOGIN: 'Tu objetivo: iniciar sesión con la cuenta de Bender. Abre el menú de la cuenta aquí arriba y elige Iniciar sesión.',
    NEED_BOTH:
      'Para iniciar sesión de la forma normal necesitas el correo electrónico de Bender y su contraseña. Ahora mismo seguramente no tienes ninguna de las dos cosas.',
    EMAIL_IS_ENOUGH: 'Con solo su correo electrónico, una inyección SQL puede saltarse la comprobación de la contraseña.',
    LEAKS:
      'Así que busquemos el correo de Bender. Esta tienda es descuidada con la privacidad: muestra partes de los correos de los clientes en varios sitios, por ejemplo en sus opiniones.',
    GO_TO_ABOUT:
      'Ve a la página Sobre nosotros, que muestra opiniones de clientes: abre el menú lateral con el botón que hay a la izquierda del logotipo de la tienda y elige Sobre nosotros.',
    FIND_BENDER:
      'Observa aquí las opiniones de los clientes. Una de ellas muestra lo bastante del correo de Bender como para adivinar el resto. Cuando lo tengas, abre la pantalla Iniciar sesión desde el menú de la cuenta.',
    TYPE_EMAIL: 'Escribe la dirección de correo de Bender en el campo Correo electrónico.',
    ANY_PASSWORD: 'Escribe cualquier contraseña. Hagamos como si no supiéramos la suya, aunque tú la sepas por casualidad.',
    LOG_IN: 'Haz clic en el botón Iniciar sesión.',
    FAILED: 'No ha funcionado, y ya contábamos con ello: la contraseña es incorrecta. Ahora toca la inyección SQL.',
    ADD_COMMENT:
      "Añade '-- justo detrás de la dirección de correo de Bender. La comilla cierra el correo en la consulta a la base de datos, y los dos guiones convierten en comentario la comprobación de la contraseña que va detrás.",
    LOG_IN_AGAIN: 'Vuelve a hacer clic en Iniciar sesión.',
    DONE: '¡Has iniciado sesión como Bender sin llegar a conocer su contraseña!',
  },
  rscPayloadLeakChallenge: {
    WELCOME:
      'Esta cuadrícula de productos se renderiza en el servidor con un React Server Component. Todo lo que entrega al navegador viaja con ella, incluso lo que la pantalla nunca muestra. El personal recibe aquí un cupón secreto. Veamos qué recibes tú.',
    DEVTOOLS:
      'Abre las herramientas para desarrolladores (F12) y su pestaña Red. Escribe RSC en el cuadro de filtro de Red para que solo aparezcan las peticiones de los server components: sus respuestas son del tipo text/x-component, el flujo de componentes de React.',
    NAVIGATE:
      'Ahora haz que la tienda vuelva a pedir la cuadrícula: abre otra página, por ejemplo Sobre nosotros desde el menú lateral, y vuelve haciendo clic en el logotipo de la tienda. Atento a una petición a /RSC/R/search.txt.',
    READ: 'Haz clic en esa petición y abre su pestaña Respuesta: este texto es el payload RSC a partir del cual React construye la cuadrícula. Busca en él (Ctrl+F) "coupon". ¿Qué se envía junto con cada producto?',
    LOGIN:
      'Un cupón se canjea para una cesta, así que tienes que haber iniciado sesión. Inicia sesión con tu cuenta, o crea una si todavía no tienes.',
    CHECKOUT:
      'El campo del cupón está en el paso de pago de la compra: mete un producto en tu cesta, abre la cesta y tramita el pedido hasta la página de pago. O escribe /payment/shop en la barra de direcciones.',
    REDEEM: 'Abre "Añadir un cupón", pega en el campo el código que has encontrado y haz clic en Canjear. Te espero aquí.',
    DONE: '¡Canjeado! Todo lo que un server component pasa a un client component es público, se muestre o no. Los secretos deben quedarse en el servidor o marcarse con las API de taint de React.',
  },
  graphqlIntrospectionChallenge: {
    WELCOME:
      'Los server components de la tienda obtienen sus productos, reseñas y ajustes de un grafo de contenido: un endpoint GraphQL en /graphql. Un servidor GraphQL puede describir su propio esquema, a menos que alguien lo haya desactivado.',
    CONSOLE:
      'Abre las herramientas para desarrolladores (F12) y su pestaña Consola. Un fetch() escrito ahí lo envía esta página, igual que las peticiones propias de la tienda. (curl en un terminal también sirve.)',
    INTROSPECT:
      'Pregúntale al grafo por sí mismo: copia esta línea en la consola y pulsa Enter. La consulta pide todos los campos que el grafo responde en su nivel superior, con la descripción de cada uno.',
    SPOT: 'Despliega la respuesta en la consola: muestra todas las preguntas que acepta el grafo, cada una con una descripción. Todos los campos menos uno están documentados. ¿Cuál es?',
    SUBFIELDS:
      'Ese campo responde con objetos, y GraphQL quiere que nombres sus campos. Pide primero el campo solo: el mensaje de error dice su tipo. Luego, una consulta como esta, con el nombre de ese tipo, muestra lo que puedes seleccionar:',
    ASK: 'Ahora pide el campo sin documentar con algunos de sus subcampos: el mismo fetch, con tu propia consulta después de ?query=. Te espero aquí.',
    DONE: 'Ahí está: datos que ninguna pantalla de la tienda muestra. Desactiva la introspección en producción y nunca cuentes con que un campo siga siendo secreto por no estar documentado.',
  },
  serverSourceMapChallenge: {
    WELCOME:
      'Las herramientas de build empaquetan un programa en unos pocos bundles de código ilegible. Para que los mensajes de error sean legibles, también escriben un source map junto a cada bundle: un archivo .map que contiene el código fuente original.',
    MAP_NAME:
      'Un bundle nombra su map en su última línea, con un comentario como //# sourceMappingURL=app-1a2b3c.js.map: el propio nombre de archivo del bundle con .map añadido al final. Recuerda esta regla.',
    ERROR_PAGE:
      'Ahora busca el nombre de uno de los bundles del servidor. Las páginas de error de la tienda son muy habladoras: abre /api/Users en una pestaña nueva. Sin haber iniciado sesión, responde con una página de error y un stack trace.',
    TRACE:
      'Cada línea de ese stack trace nombra un archivo del servidor bajo dist/server/assets/, como server-entry-….js: uno de sus bundles. Apunta un nombre completo, con el hash incluido.',
    FETCH_MAP:
      'La tienda publica los maps del servidor igual que sirve los scripts del navegador: bajo /assets/, en una carpeta server propia. Abre /assets/server/ seguido del nombre de ese bundle y .map. Te espero aquí.',
    DONE: '¡Lo tienes! Su sourcesContent es el propio código del servidor: rutas, consultas, comprobaciones. Los source maps del código de servidor van en el gestor de errores, nunca en una dirección pública.',
  },
  codingChallenges: {
    OPEN_SCORE_BOARD:
      'Los retos de código se juegan en el Score Board. Ábrelo ahora: el menú lateral lo enlaza (como Marcador) una vez que lo has encontrado, o escribe /score-board en la barra de direcciones.',
    WHAT: 'Muchos retos de hacking vienen con un reto de código: lees el código fuente real que hay detrás del fallo, encuentras las líneas culpables y eliges una corrección. Esta tarjeta cuenta tu progreso en ellos.',
    OPEN_BADGE:
      'Un reto de código se abre en cuanto su reto de hacking está resuelto, y el del Score Board lo está. Haz clic en la insignia <> de la tarjeta Score Board para abrir su reto de código.',
    SNIPPET:
      'Este es el código que pone el Score Board en el menú lateral, leído de la tienda en ejecución. Fase uno, encontrarlo: ¿qué líneas permiten a un visitante llegar al Score Board "oculto"?',
    FIND_IT:
      'Haz clic en el número de cada línea que te parezca sospechosa; se pone amarillo. Luego pulsa Enviar. ¿Has fallado? Vuelve a intentarlo: tras cada fallo, el cuadro de pistas bajo el código cuenta un poco más.',
    FIX_IT:
      'Fase dos, corregirlo: abre la lista que hay encima del código y mira cada corrección; el diff muestra lo que cambia. Recuerda que el Score Board está hecho para ser encontrado, pues registra todo tu progreso. Elige la mejor corrección y pulsa Enviar.',
    DONE: 'Las dos fases hechas: la insignia muestra 2/2 y esta tarjeta las cuenta. Cierra el diálogo. Cada reto resuelto con una insignia <> te espera de la misma manera.',
  },
};
