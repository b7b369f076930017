import { expect, test } from 'vitest';
import { couponMonth, discountFromCoupon, generateCoupon } from '../../src/server/security/coupons';

test("codes are upstream's: the sales backup of 2013 holds JAN13-10 as n<MibgC7sn and DEC13-15 as l}6D$gC7ss", () => {
  expect(generateCoupon(10, new Date(2013, 0, 15))).toBe('n<MibgC7sn');
  expect(generateCoupon(15, new Date(2013, 11, 1))).toBe('l}6D$gC7ss');
  expect(discountFromCoupon('n<MibgC7sn', new Date(2013, 0, 31))).toBe(10);
});

test('a code is worth its percent in its own month only', () => {
  const now = new Date();
  expect(couponMonth(now)).toMatch(/^[A-Z]{3}\d{2}$/);
  expect(discountFromCoupon(generateCoupon(80, now))).toBe(80);
  expect(discountFromCoupon(generateCoupon(80, new Date(now.getFullYear() - 1, now.getMonth(), 1)))).toBeUndefined();
});

test('no code, a code of partial Z85 groups, or a discount too long for whole groups gives nothing', () => {
  for (const code of [undefined, null, '', 'n<MibgC7s', 'n<MibgC7snX', 'n<Mib gC7s'])
    expect(discountFromCoupon(code), String(code)).toBeUndefined();
  // as upstream's encoder: null, for a discount of one digit as for one of three
  expect(generateCoupon(100)).toBeNull();
  expect(generateCoupon(5)).toBeNull();
});
