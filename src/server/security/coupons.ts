import { decode, encode } from '@alttiri/base85';

/**
 * The shop's coupon codes, as upstream makes them: the text `MMMYY-NN` (month, two-digit year,
 * percent off) in Z85, the ZeroMQ flavour of base85. Nothing secret goes in, so anybody who
 * recognises the encoding in old codes can make their own: the Forged Coupon challenge.
 * The chatbot's coupons and the checkout's discount come from here too.
 */

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** `MMMYY` of a date in the server's local time (upstream's toMMMYY): a code is valid in its month only. */
export const couponMonth = (date = new Date()) => `${MONTHS[date.getMonth()]}${String(date.getFullYear()).slice(2, 4)}`;

/** Z85 works on whole groups: 4 bytes in, 5 characters out. Upstream's codec refuses anything else. */
const Z85_ALPHABET = /^[0-9a-zA-Z.\-:+=^!/*?&<>()[\]{}@%$#]*$/;
const isZ85 = (text: string) => text.length % 5 === 0 && Z85_ALPHABET.test(text);

/** What a coupon code decodes to, as upstream reads it: anywhere in the text, a month, two digits, a dash and two digits. */
const COUPON_TEXT = /(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[0-9]{2}-[0-9]{2}/;

/**
 * A coupon for `discount` percent valid in the month of `date`; null when the text is no whole
 * number of Z85 groups (a discount of one digit, or of 100 or more), as upstream's encoder answers
 * then (the chat's coupon tool hands that null to the model).
 */
export const generateCoupon = (discount: number, date = new Date()) => couponCode(`${couponMonth(date)}-${discount}`) ?? null;

/** The code of a coupon text; undefined when the text is no whole number of Z85 groups. */
export function couponCode(text: string): string | undefined {
  const bytes = new TextEncoder().encode(text);
  return bytes.length % 4 === 0 ? encode(bytes, 'z85') : undefined;
}

// vuln-code-snippet start forgedCouponChallenge
/** The percent a coupon code is worth now; undefined for a code of another month or no code at all. */
export function discountFromCoupon(coupon: string | null | undefined, now = new Date()): number | undefined {
  if (!coupon || !isZ85(coupon)) return undefined;
  const text = new TextDecoder().decode(decode(coupon, 'z85')); // vuln-code-snippet vuln-line forgedCouponChallenge
  if (!COUPON_TEXT.test(text)) return undefined;
  const [validity, percent] = text.split('-');
  if (validity !== couponMonth(now)) return undefined;
  const discount = Number.parseInt(percent ?? '', 10);
  return Number.isNaN(discount) ? undefined : discount;
}
// vuln-code-snippet end forgedCouponChallenge
