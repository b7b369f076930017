/** Messages of the data export screen and its image captcha. */
export const en = {
  DATA_EXPORT_INTRO:
    'Get a copy of what the shop keeps about you: your account, orders, reviews and photos. It opens as a JSON document in a new window.',
  EXPORT_LABEL: 'Export format',
  EXPORT_OPTION: 'Export option {format:string}',
  EXPORT_FORMAT_LATER: 'not available yet',
  CAPTCHA_LABEL: 'CAPTCHA',
  CAPTCHA_IMAGE: 'CAPTCHA image: type the characters it shows',
  CAPTCHA_LOADING: 'Loading the CAPTCHA…',
  CAPTCHA_AGAIN_HINT: 'You exported your data a moment ago: to export again, solve this CAPTCHA.',
  ENTER_CAPTCHA: 'Enter the CAPTCHA',
  TYPE_THESE_LETTERS: 'Type the {length:number} characters shown',
  MANDATORY_CAPTCHA: 'Please enter the CAPTCHA.',
  BTN_REQUEST: 'Request export',
} as const;

export const de: Record<keyof typeof en, string> = {
  DATA_EXPORT_INTRO:
    'Erhalte eine Kopie dessen, was der Shop über dich speichert: Konto, Bestellungen, Bewertungen und Fotos. Sie öffnet sich als JSON-Dokument in einem neuen Fenster.',
  EXPORT_LABEL: 'Exportformat',
  EXPORT_OPTION: 'Exportoption {format}',
  EXPORT_FORMAT_LATER: 'noch nicht verfügbar',
  CAPTCHA_LABEL: 'CAPTCHA',
  CAPTCHA_IMAGE: 'CAPTCHA-Bild: Gib die gezeigten Zeichen ein',
  CAPTCHA_LOADING: 'CAPTCHA wird geladen…',
  CAPTCHA_AGAIN_HINT: 'Du hast deine Daten gerade erst exportiert: Löse dieses CAPTCHA, um erneut zu exportieren.',
  ENTER_CAPTCHA: 'CAPTCHA eingeben',
  TYPE_THESE_LETTERS: 'Gib die {length} gezeigten Zeichen ein',
  MANDATORY_CAPTCHA: 'Bitte gib das CAPTCHA ein.',
  BTN_REQUEST: 'Export anfordern',
};
