  r.delete('/api/Feedbacks/:id', requireLogin(shop), rateLimit({ windowMs: 60_000, max: 5 }), (c) => {
    return deleteFeedback(shop, id(c)) ? ok(c, {}) : notFound(c);
  });
