  r.delete('/api/Feedbacks/:id', requireLogin(shop), (c) => {
    if (findFeedback(shop, id(c))?.rating === 5) return c.json({ status: 'error', message: 'Top ratings stay' }, 403);
    return deleteFeedback(shop, id(c)) ? ok(c, {}) : notFound(c);
  });
