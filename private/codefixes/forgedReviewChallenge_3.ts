  r.patch('/rest/products/reviews', requireLogin(shop), async (c) => {
    const user = reviewer(shop, c);
    const body = check(reviewEdit, await readJson(c));
    if ((body as { author?: string }).author && (body as { author?: string }).author !== user.email) return c.json({ error: 'Not allowed' }, 403);
    let result;
    try {
      // the id goes in as sent, operators included, and every review it selects is changed
      result = await shop.reviews.update({ _id: body.id }, { message: body.message });
    } catch (e) {
      if (e instanceof QueryError) return wrongParams(c);
      throw e;
    }
    return c.json(result);
  });
