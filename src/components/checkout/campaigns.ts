/**
 * The date-bound campaign coupons the payment screen knows itself (spec section 9): each code
 * counts only on its campaign day, judged by the browser's clock (the Expired Coupon challenge
 * lives on that trust). validOn is the campaign day's midnight as the screen computes it.
 */
export const CAMPAIGNS: Record<string, { validOn: number; discount: number }> = {
  WMNSDY2019: { validOn: 1551999600000, discount: 75 },
  WMNSDY2020: { validOn: 1583622000000, discount: 60 },
  WMNSDY2021: { validOn: 1615158000000, discount: 60 },
  WMNSDY2022: { validOn: 1646694000000, discount: 60 },
  WMNSDY2023: { validOn: 1678230000000, discount: 60 },
  ORANGE2020: { validOn: 1588546800000, discount: 50 },
  ORANGE2021: { validOn: 1620082800000, discount: 40 },
  ORANGE2022: { validOn: 1651618800000, discount: 40 },
  ORANGE2023: { validOn: 1683154800000, discount: 40 },
};

/**
 * Today as the coupon check sees it: the browser's local midnight, shifted by its time-zone offset
 * plus one hour, as upstream's screen computes it (so the campaign timestamps above match).
 */
export function clientCouponDate(now = new Date()) {
  const offset = (now.getTimezoneOffset() + 60) * 60 * 1000;
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return midnight.getTime() - offset;
}
