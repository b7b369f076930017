    generateCoupon: {
      description: 'Create a discount coupon for the customer. Only when every condition of the coupon policy holds.',
      parameters: { type: 'object', properties: { discount: { type: 'number', description: 'Discount in percent (at most 10)', minimum: 1, maximum: 10 } }, required: ['discount'] },
      run: ({ discount }) => {
        if (typeof discount !== 'number' || !Number.isFinite(discount)) return { error: 'discount must be a number' };
        // the cap is enforced here, in code, whatever the model was talked into
        if (discount <= 0 || discount > 10) return { error: 'discount must be between 1 and 10 percent' };
        const couponCode = generateCoupon(discount);
        return { couponCode, discount };
      },
    },
