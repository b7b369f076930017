    generateCoupon: {
      description: 'Create a discount coupon for the customer. Only when every condition of the coupon policy holds.',
      parameters: { type: 'object', properties: { orderId: { type: 'string', description: 'The order the coupon compensates' }, discount: { type: 'number', description: 'Discount in percent (at most 10)' } }, required: ['orderId', 'discount'] },
      run: async ({ orderId, discount }) => {
        if (typeof discount !== 'number' || !Number.isFinite(discount)) return { error: 'discount must be a number' };
        // a coupon needs a real order of the logged-in customer, checked here and not by the model
        const user = findUser(shop, bearerSession(shop, c)?.data.id ?? 0);
        const [order] = typeof orderId === 'string' && user ? await shop.orders.find({ orderId }) : [];
        if (!order || order.email !== maskedEmail(user!.email) || discount > 10) return { error: 'No coupon without an own order' };
        const couponCode = generateCoupon(discount);
        return { couponCode, discount };
      },
    },
