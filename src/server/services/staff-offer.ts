import { randomInt } from 'node:crypto';
import type { Shop } from '../context';
import { couponMonth, discountFromCoupon, generateCoupon } from '../security/coupons';

/**
 * The discounts a staff coupon may be worth: two digits, as every coupon of the shop (a coupon
 * code is the text `MMMYY-NN` in Z85: exactly 10 characters, which is what the basket's coupon
 * field takes), and none that a shopper meets elsewhere or tries first when forging: not the
 * chatbot's few percent, not a round figure, not the 80 and more of the Forged Coupon challenge.
 */
export const STAFF_DISCOUNTS: readonly number[] = Array.from({ length: 39 }, (_, i) => 41 + i).filter((d) => d % 5 !== 0);

/**
 * This month's staff coupon: a regular coupon of the month for a discount drawn once per shop
 * from STAFF_DISCOUNTS, so it is worth that discount at the basket like any coupon (and fits its
 * 10-character field), yet is known only from where the shop hands it out. One per shop
 * (createShop makes it): month -> coupon.
 */
export function staffCoupons(discount = STAFF_DISCOUNTS[randomInt(STAFF_DISCOUNTS.length)]!) {
  const byMonth = new Map<string, string>();
  return (now: Date) => {
    const month = couponMonth(now);
    let coupon = byMonth.get(month);
    if (!coupon) {
      coupon = generateCoupon(discount, now)!;
      byMonth.set(month, coupon);
    }
    return coupon;
  };
}

/** The staff offer of the month: what the staff see in the product details dialog. */
export function staffOffer(shop: Shop, now = new Date()) {
  const coupon = shop.staffCoupon(now);
  return { discount: discountFromCoupon(coupon, now) ?? 0, coupon };
}

/** Whether `coupon` is this month's staff coupon. */
export const isStaffCoupon = (shop: Shop, coupon: string, now = new Date()) => coupon === shop.staffCoupon(now);
