/** The Privacy Policy tutorial's texts. */
export const en = {
  LOG_IN:
    'First, log in with any account. Click Account at the top right and choose Login. No account yet? On the login page, follow "New here? Create an account" to register one.',
  OPEN_ACCOUNT: 'You are logged in. Now click Account at the top right to open the account menu.',
  OPEN_POLICY: 'Point at (or click) Privacy & Security in the menu. A second menu opens next to it: click Privacy Policy there.',
  DONE: 'That was easy, right? This challenge is a little joke: hardly anyone reads the fine print. You just did.',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  LOG_IN:
    'Melde dich zuerst mit irgendeinem Konto an. Klicke oben rechts auf Konto und wähle Anmelden. Noch kein Konto? Auf der Anmeldeseite kannst du dich über "Neu hier? Konto anlegen" registrieren.',
  OPEN_ACCOUNT: 'Du bist angemeldet. Klicke jetzt oben rechts auf Konto, um das Kontomenü zu öffnen.',
  OPEN_POLICY:
    'Zeige im Menü auf Datenschutz & Sicherheit (oder klicke darauf). Daneben öffnet sich ein zweites Menü: Klicke dort auf Datenschutzerklärung.',
  DONE: 'Das war leicht, oder? Diese Challenge ist ein kleiner Scherz: Kaum jemand liest das Kleingedruckte. Du schon.',
};
