  r.get('/rest/basket/:id', requireLogin(shop), async (c) => {
    const id = c.req.param('id');
    const session = authenticatedSession(shop, c);
    if (!session) return c.json({ status: 'error', message: 'Please log in.' }, 401);
    return ok(c, findBasket(shop, id) ?? {});
  });
