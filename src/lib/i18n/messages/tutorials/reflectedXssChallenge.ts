/** The Reflected XSS tutorial's texts. */
export const en = {
  LOG_IN:
    'For this lesson you need to be logged in. Click Account at the top right and choose Login, with any account (or register a new one there).',
  ORDER_HISTORY: 'Now open your orders: click Account, then Orders & Payment, then Order History.',
  TRACK:
    'Each order has a truck button: Track Order. Click it on any of your orders. No orders yet? Buy anything from the shop; the confirmation page links to its tracking too.',
  LOOK: 'This is the tracking page. Look at the address bar: the order number travels in it, as id=… And the page shows that number in its heading.',
  REFLECTED:
    'A value that goes from the address to the server and comes straight back into the page is "reflected". If the page takes it as HTML, a link can carry an attack: that is reflected XSS.',
  PAYLOAD:
    'Try it: in the address bar, replace everything after id= with <iframe src="javascript:alert(`xss`)"> and press Enter. If an alert box appears, click OK to close it.',
  DONE: 'Solved! Anyone who opens a link like yours runs your script in their own browser. That is why reflected XSS is so dangerous.',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  LOG_IN:
    'Für diese Lektion musst du angemeldet sein. Klicke oben rechts auf Konto und wähle Anmelden, mit irgendeinem Konto (oder registriere dort ein neues).',
  ORDER_HISTORY: 'Öffne jetzt deine Bestellungen: Klicke auf Konto, dann auf Bestellungen & Zahlung, dann auf Bestellverlauf.',
  TRACK:
    'Jede Bestellung hat einen Lastwagen-Knopf: Bestellung verfolgen. Klicke ihn bei einer deiner Bestellungen an. Noch keine Bestellung? Kauf irgendetwas im Shop; die Bestätigungsseite verlinkt auch auf die Sendungsverfolgung.',
  LOOK: 'Das ist die Seite zur Sendungsverfolgung. Schau in die Adresszeile: Die Bestellnummer steht darin, als id=… Und die Seite zeigt genau diese Nummer in ihrer Überschrift.',
  REFLECTED:
    'Ein Wert, der aus der Adresse zum Server geht und direkt wieder in die Seite zurückkommt, wird "reflektiert". Nimmt die Seite ihn als HTML, kann ein Link einen Angriff mitbringen: Das ist Reflected XSS.',
  PAYLOAD:
    'Probier es aus: Ersetze in der Adresszeile alles nach id= durch <iframe src="javascript:alert(`xss`)"> und drücke Enter. Falls ein Hinweisfenster erscheint, schließe es mit OK.',
  DONE: 'Gelöst! Jeder, der einen Link wie deinen öffnet, führt dein Skript in seinem eigenen Browser aus. Deshalb ist Reflected XSS so gefährlich.',
};
