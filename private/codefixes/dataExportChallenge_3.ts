  r.post('/rest/user/data-export', appendUserId(shop), async (c) => {
    const body = await readJsonObject(c);
    const session = bearerSession(shop, c)!;
    // a captcha fetched within the window must be answered; without one the export goes ahead, as upstream's
    const captcha = latestCaptcha.get(session.data.id, new Date(Date.now() - CAPTCHA_WINDOW_MS).toISOString());
    if (captcha && body.answer !== captcha.answer) return sendMessage(c, 'Wrong answer to CAPTCHA. Please try again.', 401);
    const { email, username } = session.data;
    if (typeof email !== 'string' || !email) throw new Error(`Blocked illegal activity by ${remoteAddress(c)}`);
    // the format (JSON, PDF, Excel) is the screen's choice only: the export is JSON whatever it says, as upstream's
    const orders = await shop.orders.find({ email: maskedEmail(email.toLowerCase()) });
    const reviews = await shop.reviews.find({ author: email });
    const userData = {
      username,
      email,
      orders: orders.map((o): ExportedOrder => ({ orderId: o.orderId, totalPrice: o.totalPrice, products: [...o.products], bonus: o.bonus, eta: o.eta })),
      reviews: reviews.map((rv) => ({ message: rv.message, author: rv.author, productId: rv.product, likesCount: rv.likesCount, likedBy: rv.likedBy })),
      memories: memoriesOfUser(c, session.data.id),
    };
    return c.json({ userData: JSON.stringify(userData, null, 2), confirmation: 'Your data export will open in a new Browser window.' });
  });
