/** The percent a coupon code is worth now; undefined for a code of another month or no code at all. */
export function discountFromCoupon(coupon: string | null | undefined, now = new Date()): number | undefined {
  // a coupon carries the shop's HMAC: only codes the shop issued verify
  const [body = '', mac = ''] = coupon?.split('.') ?? [];
  if (!isZ85(body) || !sameBytes(couponMac(body), Buffer.from(mac, 'base64url'))) return undefined;
  const text = new TextDecoder().decode(decode(body, 'z85'));
  if (!COUPON_TEXT.test(text)) return undefined;
  const [validity, percent] = text.split('-');
  if (validity !== couponMonth(now)) return undefined;
  const discount = Number.parseInt(percent ?? '', 10);
  return Number.isNaN(discount) ? undefined : discount;
}
