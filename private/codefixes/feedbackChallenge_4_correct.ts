  r.delete('/api/Feedbacks/:id', requireRole(shop, 'admin'), (c) => {
    return deleteFeedback(shop, id(c)) ? ok(c, {}) : notFound(c);
  });
