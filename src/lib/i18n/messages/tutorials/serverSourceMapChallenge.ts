/** The Server Source Maps tutorial's texts. */
export const en = {
  WELCOME:
    'Build tools pack a program into a few bundles of unreadable code. For readable error messages they also write a source map next to each bundle: a .map file that holds the original source.',
  MAP_NAME:
    "A bundle names its map in its last line, a comment like //# sourceMappingURL=app-1a2b3c.js.map: the bundle's own file name with .map appended. Keep that rule in mind.",
  ERROR_PAGE:
    "Now find the name of one of the server's bundles. The shop's error pages are chatty: open /api/Users in a new tab. Without a login it answers with an error page and a stack trace.",
  TRACE:
    'Each line of that stack trace names a file of the server under dist/server/assets/, such as server-entry-….js: one of its bundles. Note one full name, the hash in it included.',
  FETCH_MAP:
    "The shop publishes the server's maps the way it serves the browser's scripts: under /assets/, in a folder server of their own. Open /assets/server/ followed by that bundle's name and .map. I will wait here.",
  DONE: "Got it! Its sourcesContent is the server's own code: routes, queries, checks. Source maps of server code belong in the error tracker, never on a public address.",
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  WELCOME:
    'Build-Werkzeuge packen ein Programm in wenige Bundles aus unlesbarem Code. Für lesbare Fehlermeldungen schreiben sie neben jedes Bundle eine Source Map: eine .map-Datei mit dem ursprünglichen Quellcode.',
  MAP_NAME:
    'Ein Bundle nennt seine Map in seiner letzten Zeile, einem Kommentar wie //# sourceMappingURL=app-1a2b3c.js.map: der eigene Dateiname des Bundles mit angehängtem .map. Merk dir diese Regel.',
  ERROR_PAGE:
    'Finde jetzt den Namen eines Bundles des Servers. Die Fehlerseiten des Shops sind gesprächig: Öffne /api/Users in einem neuen Tab. Ohne Anmeldung antwortet er mit einer Fehlerseite samt Stacktrace.',
  TRACE:
    'Jede Zeile dieses Stacktraces nennt eine Datei des Servers unter dist/server/assets/, etwa server-entry-….js: eines seiner Bundles. Notiere dir einen vollständigen Namen, samt dem Hash darin.',
  FETCH_MAP:
    'Der Shop veröffentlicht die Maps des Servers so, wie er die Skripte des Browsers ausliefert: unter /assets/, in einem eigenen Ordner server. Öffne /assets/server/ gefolgt vom Namen des Bundles und .map. Ich warte hier.',
  DONE: 'Geschafft! Ihr sourcesContent ist der eigene Code des Servers: Routen, Abfragen, Prüfungen. Source Maps von Servercode gehören in den Fehler-Tracker, nie an eine öffentliche Adresse.',
};
