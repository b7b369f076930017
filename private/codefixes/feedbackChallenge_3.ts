  r.delete('/api/feedbacks/:id', requireLogin(shop), (c) => {
    return hideFeedback(shop, id(c)) ? ok(c, {}) : notFound(c);
  });
