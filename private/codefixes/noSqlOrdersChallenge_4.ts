  r.get('/rest/track-order/:id', async (c) => {
    const sent = pathSegment(c.req.url);
    // cut short against runaway code while the XSS challenge is on; otherwise only word characters and dashes pass
    const id = shop.challenges.isEnabled('reflectedXssChallenge') ? truncate(sent, 60) : sent.replace(/[^\w-]+/g, '');
    let orders;
    try {
      orders = await shop.orders.find({ $where: `this.orderId === '${id}'` });
    } catch (e) {
      if (e instanceof WhereError) return c.json({ error: 'Wrong Param' }, 400);
      throw e;
    }
    // an unknown id comes back as the order number, for the tracking page to show
    return ok(c, orders.length > 0 ? orders.slice(0, 1) : [{ orderId: id }]);
  });
