  r.get('/rest/track-order/:id', async (c) => {
    const sent = pathSegment(c.req.url);
    const id = trackingId(shop, sent);
    let orders;
    try {
      orders = await shop.orders.find({ $where: `this.orderId === "${id}"` });
    } catch (e) {
      if (e instanceof WhereError) return c.json({ error: 'Wrong Param' }, 400);
      throw e;
    }
    // an unknown id comes back as the order number, for the tracking page to show
    return ok(c, orders.length > 0 ? orders : [{ orderId: id }]);
  });
