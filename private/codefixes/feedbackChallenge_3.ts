  r.delete('/api/Feedbacks/:id', requireLogin(shop), (c) => {
    return hideFeedback(shop, id(c)) ? ok(c, {}) : notFound(c);
  });
