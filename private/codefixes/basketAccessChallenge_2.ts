  r.get('/rest/basket/:id', requireLogin(shop), async (c) => {
    const id = String(rowId(c.req.param('id')) ?? '');
    const session = authenticatedSession(shop, c);
    return ok(c, findBasket(shop, id) ?? {});
  });
