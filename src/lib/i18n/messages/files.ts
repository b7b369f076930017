/** Messages about the shop's published files (/ftp). */
export const en = {
  ABOUT_TERMS_OF_USE: 'Check out our boring terms of use if you are interested in such lame stuff.',
} as const;

export const de: Record<keyof typeof en, string> = {
  ABOUT_TERMS_OF_USE: 'Wer sich für so langweiliges Zeug interessiert, findet hier unsere Nutzungsbedingungen.',
};
