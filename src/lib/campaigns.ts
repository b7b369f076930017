/**
 * The date-bound coupon campaigns (facts from upstream): a code is worth its discount (percent)
 * only on the day `validOn` (midnight GMT+1) names. The payment screen checks the date with the
 * browser's own clock and sends `<code>-<validOn>` along with the order; the server trusts that
 * date (the Expired Coupon challenge).
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
