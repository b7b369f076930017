/** What the payment screen pays for, from its route's entity (anything unknown counts as a purchase). */
export type PaymentPurpose = 'shop' | 'wallet' | 'deluxe';
export const paymentPurpose = (entity: string): PaymentPurpose => (entity === 'wallet' || entity === 'deluxe' ? entity : 'shop');
