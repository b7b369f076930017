  r.get('/internal-metrics-7f3a', async (c) => {
    const { contentType, text } = await shop.metrics.render();
    return c.body(text, 200, { 'content-type': contentType });
  });
