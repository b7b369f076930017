    generateCoupon: {
      description: 'Create a discount coupon for the customer. Only when every condition of the coupon policy holds.',
      parameters: { type: 'object', properties: { discount: { type: 'number', description: 'Discount in percent (at most 10)', maximum: 10 } }, required: ['discount'] },
      run: ({ discount }) => {
        if (typeof discount !== 'number' || !Number.isFinite(discount)) return { error: 'discount must be a number' };
        // whatever the model asks for is granted: the 10% cap lives only in the prompt
        const couponCode = generateCoupon(discount);
        return { couponCode, discount };
      },
    },
