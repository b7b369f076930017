/** The Graph Introspection tutorial's texts. */
export const en = {
  WELCOME:
    "The shop's server components get their products, reviews and settings from a content graph: a GraphQL endpoint at /graphql. A GraphQL server can describe its own schema, unless someone switched that off.",
  CONSOLE:
    "Open the developer tools (F12) and their Console tab. A fetch() typed there is sent by this page, just like the shop's own requests. (curl in a terminal works too.)",
  INTROSPECT:
    'Ask the graph about itself: copy this line into the console and press Enter. The query asks for every field the graph answers at its top, with the description of each.',
  SPOT: 'Unfold the answer in the console: it lists every question the graph takes, each with a description. Every one but a single field is documented. Which one is it?',
  SUBFIELDS:
    "That field answers with objects, and GraphQL wants you to name their fields. Ask for the field alone first: the error message names its type. Then a query like this one, with that type's name, lists what you can select:",
  ASK: 'Now ask for the undocumented field with a few of its subfields: the same fetch, with your own query after ?query=. I will wait here.',
  DONE: 'There it is: data no screen of the shop shows. Switch introspection off in production, and never count on a field staying secret because it is undocumented.',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  WELCOME:
    'Die Server Components des Shops holen Produkte, Bewertungen und Einstellungen aus einem Content-Graphen: einem GraphQL-Endpunkt unter /graphql. Ein GraphQL-Server kann sein eigenes Schema beschreiben, sofern das niemand abgeschaltet hat.',
  CONSOLE:
    'Öffne die Entwicklerwerkzeuge (F12) und darin den Tab Konsole. Ein dort getipptes fetch() schickt diese Seite ab, genau wie die Anfragen des Shops selbst. (curl im Terminal geht auch.)',
  INTROSPECT:
    'Frag den Graphen nach sich selbst: Kopiere diese Zeile in die Konsole und drücke Enter. Die Abfrage verlangt jedes Feld, das der Graph auf oberster Ebene beantwortet, mit seiner Beschreibung.',
  SPOT: 'Klappe die Antwort in der Konsole auf: Sie listet alle Fragen, die der Graph annimmt, jede mit einer Beschreibung. Alle Felder bis auf eines sind dokumentiert. Welches ist es?',
  SUBFIELDS:
    'Dieses Feld antwortet mit Objekten, und GraphQL will, dass du deren Felder nennst. Frag zuerst nur nach dem Feld: Die Fehlermeldung nennt seinen Typ. Dann listet eine Abfrage wie diese, mit dem Namen dieses Typs, auf, was du auswählen kannst:',
  ASK: 'Frag jetzt nach dem undokumentierten Feld mit ein paar seiner Unterfelder: dasselbe fetch, mit deiner eigenen Abfrage nach ?query=. Ich warte hier.',
  DONE: 'Da ist es: Daten, die keine Seite des Shops zeigt. Schalte Introspection im Betrieb ab und verlass dich nie darauf, dass ein Feld geheim bleibt, nur weil es nicht dokumentiert ist.',
};
