  r.patch('/rest/products/reviews', requireLogin(shop), async (c) => {
    const user = authenticatedUser(shop, c);
    const body = check(reviewEdit, await readJson(c));
    let result;
    try {
      // the id goes in as sent, operators included, and every review it selects is changed
      if (typeof body.id !== 'string') return wrongParams(c);
      result = await shop.reviews.update({ _id: body.id }, { message: body.message });
    } catch (e) {
      if (e instanceof QueryError) return wrongParams(c);
      throw e;
    }
    return c.json(result);
  });
