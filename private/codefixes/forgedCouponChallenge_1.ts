/** The percent a coupon code is worth now; undefined for a code of another month or no code at all. */
export function discountFromCoupon(coupon: string | null | undefined, now = new Date()): number | undefined {
  if (!coupon || !isZ85(coupon)) return undefined;
  const text = new TextDecoder().decode(decode(coupon, 'z85'));
  if (!COUPON_TEXT.test(text)) return undefined;
  const [validity, percent] = text.split('-');
  if (validity !== couponMonth(now)) return undefined;
  const discount = Number.parseInt(percent ?? '', 10);
  return Number.isNaN(discount) ? undefined : Math.min(discount, 40);
}
