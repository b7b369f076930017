/**
 * Coupon codes as upstream makes them: the Z85 encoding (ZeroMQ's base-85) of `MMMYY-NN`, valid
 * in the month MMMYY names and worth NN percent. There is no secret in them: whoever knows the
 * scheme can mint any discount (the Forged Coupon challenge).
 */
const Z85 = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#';
const Z85_VALUE = new Map([...Z85].map((ch, i) => [ch, i]));

/** The text a Z85 code stands for; null when it is no Z85 (length not a multiple of 5, foreign characters). */
export function z85Decode(code: string): string | null {
  if (code.length % 5 !== 0) return null;
  const bytes: number[] = [];
  for (let i = 0; i < code.length; i += 5) {
    let value = 0;
    for (const ch of code.slice(i, i + 5)) {
      const digit = Z85_VALUE.get(ch);
      if (digit === undefined) return null;
      value = value * 85 + digit;
    }
    if (value > 0xffffffff) return null;
    bytes.push(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
  }
  return Buffer.from(bytes).toString();
}

/** The Z85 code of a text whose length is a multiple of 4 (coupons are 8 characters). */
export function z85Encode(text: string): string {
  const bytes = Buffer.from(text);
  let out = '';
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    let value = bytes.readUInt32BE(i);
    let chunk = '';
    for (let d = 0; d < 5; d++) {
      chunk = Z85[value % 85] + chunk;
      value = Math.floor(value / 85);
    }
    out += chunk;
  }
  return out;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** `MMMYY` of a date in the server's local time (upstream's validity format). */
export const monthOf = (date: Date) => `${MONTHS[date.getMonth()]}${String(date.getFullYear()).slice(2, 4)}`;

const COUPON_FORMAT = /(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[0-9]{2}-[0-9]{2}/;

/** The discount (percent) a basket's coupon grants now; undefined for no coupon, a foreign text or another month. */
export function discountFromCoupon(coupon: string | null | undefined, now = new Date()): number | undefined {
  if (!coupon) return undefined;
  const decoded = z85Decode(coupon);
  if (!decoded || !COUPON_FORMAT.test(decoded)) return undefined;
  const [validity, discount] = decoded.split('-');
  return validity === monthOf(now) ? Number.parseInt(discount ?? '', 10) : undefined;
}
