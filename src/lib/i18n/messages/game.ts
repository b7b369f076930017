/** Messages of the hacking game: score board, notifications, hints, backups, continue codes. */
export const en = {
} as const;

export const de: Record<keyof typeof en, string> = {
};
