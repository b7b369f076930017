import { type } from './ark';
import { wholeNumber } from './checkout-schemas';

/** Litres a recycling request may cover, and the amount above which a pickup is offered (spec, section 9). */
export const RECYCLE_QUANTITY = { min: 10, max: 1000 } as const;
export const PICKUP_ABOVE = 100;

/**
 * POST /api/Recycles. The requester is the caller (a `UserId` in the body is ignored). Upstream's
 * front end sends `isPickUp`, its model stores `isPickup`: either is read. A pickup has a date.
 */
export const recycleRequest = type({
  AddressId: wholeNumber(1, Number.MAX_SAFE_INTEGER),
  quantity: wholeNumber(RECYCLE_QUANTITY.min, RECYCLE_QUANTITY.max),
  'isPickup?': 'boolean',
  'isPickUp?': 'boolean',
  'date?': 'string.date.parse | null',
});

/** The recycling form's quantity field (a number input's text). */
export const recycleQuantityForm = type({ quantity: wholeNumber(RECYCLE_QUANTITY.min, RECYCLE_QUANTITY.max) });

/** A photo wall caption: required, at most the model column's 255 characters. */
export const MEMORY_CAPTION_MAX = 255;

/** The photo wall's share form: a caption with something in it besides blanks (the picture is checked on its own). */
export const memoryForm = type({ caption: [/\S/, '&', `string <= ${MEMORY_CAPTION_MAX}`] });
