/**
 * Session storage keys of the checkout steps, exactly as the spec names them: each step stores
 * its choice, the order summary reads them all, placing the order clears them.
 */
export const CHECKOUT_STORED = {
  addressId: 'addressId',
  deliveryMethodId: 'deliveryMethodId',
  paymentId: 'paymentId',
  couponDetails: 'couponDetails',
  couponDiscount: 'couponDiscount',
} as const;
