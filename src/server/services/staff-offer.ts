import { randomBytes } from 'node:crypto';
import type { Shop } from '../context';
import { couponCode, couponMonth } from '../security/coupons';

/** The employee discount (percent) of the staff offer. */
export const STAFF_DISCOUNT = 40;

/**
 * This month's staff coupon: a regular coupon of the month (`MMMYY-40`) with a tag unique to
 * this shop appended, so it is worth its discount at the basket like any coupon, yet can only be
 * known from where the shop hands it out (forging a 40% coupon gives a different code). One per
 * shop (createShop makes it): month -> coupon.
 */
export function staffCoupons() {
  const tag = randomBytes(6)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, 'x')
    .slice(0, 6);
  const byMonth = new Map<string, string>();
  return (now: Date) => {
    const month = couponMonth(now);
    let coupon = byMonth.get(month);
    if (!coupon) {
      // `MMMYY-NN` (8 bytes) + `-STAFF` + 6 = 20 bytes: whole Z85 groups
      coupon = couponCode(`${month}-${STAFF_DISCOUNT}-STAFF${tag}`)!;
      byMonth.set(month, coupon);
    }
    return coupon;
  };
}

/** The staff offer of the month: what the staff see in the product details dialog. */
export const staffOffer = (shop: Shop, now = new Date()) => ({ discount: STAFF_DISCOUNT, coupon: shop.staffCoupon(now) });

/** Whether `coupon` is this month's staff coupon. */
export const isStaffCoupon = (shop: Shop, coupon: string, now = new Date()) => coupon === shop.staffCoupon(now);
