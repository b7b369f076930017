  const couponDiscount = discountFromCoupon(coupon);
  if (couponDiscount) {
    return couponDiscount;
  }
  if (typeof couponData === 'string' && couponData) {
    const [code = '', date] = Buffer.from(couponData, 'base64').toString().split('-');
    const campaign = campaignOf(code);
    // the campaign day is checked against the server's clock, not a date the client sends
    if (campaign && new Date(campaign.validOn).toDateString() === new Date().toDateString()) {
      return campaign.discount;
    }
  }
