  const couponDiscount = discountFromCoupon(coupon);
  if (couponDiscount) {
    return couponDiscount;
  }
  if (typeof couponData === 'string' && couponData) {
    const [code = '', date] = Buffer.from(couponData, 'base64url').toString().split('-');
    const campaign = campaignOf(code);
    if (campaign && Number(date) === campaign.validOn) {
      return campaign.discount;
    }
  }
