import { type } from './ark';

/**
 * Payloads of the checkout steps (addresses, cards, wallet) and the limits of the spec (section 9),
 * shared by the forms and the routes that answer them.
 */

export const ADDRESS_LIMITS = {
  streetMax: 160,
  zipMax: 8,
  mobile: { min: 1000000, max: 9999999999 },
  mobileForm: { min: 1111111, max: 9999999999 },
} as const;
/** The card model's range: 16 digits (the form offers up to 9999999999999999, the model stops one short, as upstream's). */
export const CARD_LIMITS = {
  number: { min: 1000000000000000, max: 9999999999999998 },
  numberForm: { min: 1e15, max: 1e16 - 1 },
  month: { min: 1, max: 12 },
  year: { min: 2080, max: 2099 },
} as const;
export const WALLET_TOP_UP = { min: 10, max: 1000 } as const;
export const COUPON_LENGTH = 10;

/** A whole number sent as a number or as a string of digits (upstream's models accept both), within [min, max]. */
export const wholeNumber = (min: number, max: number) =>
  type('number.integer | string.integer.parse').pipe(type(`${min} <= number <= ${max}`));

/**
 * An address as POST /api/Addresss stores it: the model's limits (mobile number, zip, street),
 * plus the fields the form requires. PUT takes any part of it.
 */
export const addressRequest = type({
  fullName: 'string > 0',
  mobileNum: wholeNumber(ADDRESS_LIMITS.mobile.min, ADDRESS_LIMITS.mobile.max),
  zipCode: `1 <= string <= ${ADDRESS_LIMITS.zipMax}`,
  streetAddress: `1 <= string <= ${ADDRESS_LIMITS.streetMax}`,
  city: 'string > 0',
  'state?': 'string | null',
  country: 'string > 0',
});
export const addressUpdate = addressRequest.partial();
export type AddressInput = typeof addressRequest.inferIn;

/** The address form's own check (upstream's client rules: the mobile number from 1111111). */
export const addressForm = type({
  country: 'string > 0',
  fullName: 'string > 0',
  mobileNum: wholeNumber(ADDRESS_LIMITS.mobileForm.min, ADDRESS_LIMITS.mobileForm.max),
  zipCode: `1 <= string <= ${ADDRESS_LIMITS.zipMax}`,
  streetAddress: `1 <= string <= ${ADDRESS_LIMITS.streetMax}`,
  city: 'string > 0',
  state: 'string',
});

/** POST /api/Cards: the card model's ranges (number 16 digits, month 1-12, year 2080-2099). */
export const cardRequest = type({
  fullName: 'string > 0',
  cardNum: wholeNumber(CARD_LIMITS.number.min, CARD_LIMITS.number.max),
  expMonth: wholeNumber(CARD_LIMITS.month.min, CARD_LIMITS.month.max),
  expYear: wholeNumber(CARD_LIMITS.year.min, CARD_LIMITS.year.max),
});

/** The new-card form: a name, the number as typed, a month and a year from the lists. */
export const cardForm = type({
  fullName: 'string > 0',
  cardNum: wholeNumber(CARD_LIMITS.numberForm.min, CARD_LIMITS.numberForm.max),
  expMonth: wholeNumber(CARD_LIMITS.month.min, CARD_LIMITS.month.max),
  expYear: wholeNumber(CARD_LIMITS.year.min, CARD_LIMITS.year.max),
});

/**
 * PUT /rest/wallet/balance: an amount charged to one of the caller's cards. The route checks the
 * card first (402 without one, as upstream), then this shape.
 */
export const walletTopUpRequest = type({
  balance: `${WALLET_TOP_UP.min} <= number <= ${WALLET_TOP_UP.max}`,
  paymentId: 'unknown',
});

/** The wallet form's amount (the spec's top-up limits). */
export const walletTopUpForm = type({
  amount: type('string.numeric.parse').pipe(type(`${WALLET_TOP_UP.min} <= number <= ${WALLET_TOP_UP.max}`)),
});

/** The coupon field: exactly ten characters. */
export const couponForm = type({ code: `${COUPON_LENGTH} <= string <= ${COUPON_LENGTH}` });

/** Whether `value` passes `schema` whole: unlike `allows`, this runs the piped range checks of parsed numbers too. */
export const passes = (schema: type.Any, value: unknown) => !(schema(value) instanceof type.errors);
