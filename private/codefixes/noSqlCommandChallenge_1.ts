  r.get('/rest/products/:id/reviews', async (c) => {
    const sent = pathSegment(c.req.url, 1);
    let reviews: ReviewDoc[];
    try {
        // cut short against code larger than a sleep; the id still goes into the condition as sent
        const stats: QueryStats = { whereMs: 0 };
        try {
          reviews = await shop.reviews.find({ $where: `this.product == ${truncate(sent, 10)}` }, { stats });
        }
    } catch (e) {
      if (e instanceof QueryError) return wrongParams(c);
      throw e;
    }
    // anonymous visitors see every review as liked: they cannot like
    const email = authenticatedUser(shop, c)?.email;
    return c.json({ status: 'success', data: reviews.map((review) => (email === undefined || review.likedBy.includes(email) ? { ...review, liked: true } : review)) });
  });
