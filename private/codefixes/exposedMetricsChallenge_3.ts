  r.get('/metrics', requireLogin(shop), async (c) => {
    const { contentType, text } = await shop.metrics.render();
    return c.body(text, 200, { 'content-type': contentType });
  });
