/** Messages of accounts: login, registration, passwords, two-factor, profile, administration. */
export const en = {
} as const;

export const de: Record<keyof typeof en, string> = {
};
