  r.get('/rest/basket/:id', requireLogin(shop), async (c) => {
    const id = c.req.param('id');
    const session = authenticatedSession(shop, c);
    // the basket comes from the verified session; the id in the path only has to agree with it
    if (String(session?.bid) !== id) return c.json({ status: 'error', message: 'This is not your basket.' }, 403);
    return ok(c, findBasket(shop, id) ?? {});
  });
