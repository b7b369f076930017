/** The Forged Feedback tutorial's texts (to be written). */
export const en = {} as const;

export const de: Record<keyof typeof en, string> = {};
