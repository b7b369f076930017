'use client';
/**
 * The checkout's screens with forms (address, payment, wallet, saved cards, the recycling request) as one client module:
 * they share the form kit, the schemas and the card form. Every page's script carries one entry
 * per client module a page uses (the client-reference map), so grouping them keeps that map, and
 * with it the script budget of /search, small. The screens without forms are list-screens.ts.
 */
export { AddressForm } from './AddressForm';
export { SavedPaymentMethods } from './PaymentMethods';
export { PaymentScreen } from './PaymentScreen';
export { WalletScreen } from './WalletScreen';
export { RecycleScreen } from './RecycleScreen';
