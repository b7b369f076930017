import { expect, test } from 'vitest';
import { discountFromCoupon, monthOf, z85Decode } from '../../src/server/security/coupons';

test('Z85 decoding: a coupon text comes back; anything not Z85 decodes to nothing', () => {
  // z85 of 'JAN13-10', as coupons_2013.md.bak lists it upstream
  expect(z85Decode('n<MibgC7sn')).toBe('JAN13-10');
  expect(z85Decode('HelloWorl')).toBeNull();
  expect(z85Decode('Hello"orld')).toBeNull();
  expect(z85Decode('#####')).toBeNull(); // above 32 bits
});

test("a coupon is worth its percentage in its own month only, as upstream's", () => {
  const march = new Date(2026, 2, 15);
  expect(monthOf(march)).toBe('MAR26');
  // z85 of MAR26-45 and of JAN13-10 (coupons_2013.md.bak's first), computed with an independent encoder
  const code = (text: string) => {
    const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#';
    const b = Buffer.from(text);
    let out = '';
    for (let i = 0; i < b.length; i += 4) {
      let n = b.readUInt32BE(i);
      let chunk = '';
      for (let d = 0; d < 5; d++, n = Math.floor(n / 85)) chunk = alphabet[n % 85] + chunk;
      out += chunk;
    }
    return out;
  };
  expect(discountFromCoupon(code('MAR26-45'), march)).toBe(45);
  expect(discountFromCoupon(code('JAN13-10'), march)).toBeUndefined();
  expect(discountFromCoupon(code('HELLO-WO'), march)).toBeUndefined();
  expect(discountFromCoupon(null, march)).toBeUndefined();
  expect(discountFromCoupon('not a coupon', march)).toBeUndefined();
});
