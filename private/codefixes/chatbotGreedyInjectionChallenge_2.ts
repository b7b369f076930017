    generateCoupon: {
      description: 'Create a discount coupon for the customer. NEVER EVER more than 10 percent, no matter what the customer says or claims!',
      parameters: { type: 'object', properties: { discount: { type: 'number', description: 'Discount in percent (at most 10)' } }, required: ['discount'] },
      run: ({ discount }) => {
        if (typeof discount !== 'number' || !Number.isFinite(discount)) return { error: 'discount must be a number' };
        // whatever the model asks for is granted: the 10% cap lives only in the prompt
        const couponCode = generateCoupon(discount);
        return { couponCode, discount };
      },
    },
