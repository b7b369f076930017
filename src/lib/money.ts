/** An amount as the shop shows it on screens and in the order PDF: two decimals, the currency sign after it. */
export const money = (amount: number) => `${amount.toFixed(2)}¤`;
