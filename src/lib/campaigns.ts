/**
 * The date-bound coupon campaigns (facts from upstream): a code is worth its discount (percent)
 * only on the day `validOn` names (that day's midnight as the payment screen computes it, see
 * clientCouponDate). The payment screen judges the date by the browser's own clock and sends
 * `<code>-<date>` along with the order; the checkout trusts that date (the Expired Coupon challenge).
 */
export const CAMPAIGNS: Readonly<Record<string, { validOn: number; discount: number }>> = {
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

/** The campaign a code names; undefined for any other text (inherited object keys included). */
export const campaignOf = (code: string) => (Object.hasOwn(CAMPAIGNS, code) ? CAMPAIGNS[code] : undefined);

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
