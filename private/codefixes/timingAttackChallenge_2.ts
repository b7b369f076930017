  r.post('/rest/products/reviews', requireLogin(shop), async (c) => {
    const { email } = reviewer(shop, c);
    const { id } = check(reviewLike, await readJson(c));
    let review;
    try {
      [review] = await shop.reviews.find({ _id: id });
    } catch (e) {
      if (e instanceof QueryError) return wrongParams(c);
      throw e;
    }
    if (!review) return c.json({ error: 'Not found' }, 404);
    if (review.likedBy.includes(email)) return c.json({ error: 'Not allowed' }, 403);
    const one = { _id: review._id };
    await shop.reviews.updateFirst(one, (current) => ({ likesCount: current.likesCount + 1 }));
    // checked above, recorded only now: likes sent meanwhile by the same customer all pass the check
    await pause(LIKE_RECORD_DELAY_MS);
    const original = await shop.reviews.find(one);
    if (original[0]?.likedBy.includes(email)) return c.json({ error: 'Not allowed' }, 403);
    const updated = await shop.reviews.updateFirst(one, (current) => ({ likedBy: [...current.likedBy, email] }));
    if (!updated) return c.json({ error: 'Not found' }, 404);
    return c.json({ modified: 1, original, updated: [updated] });
  });
