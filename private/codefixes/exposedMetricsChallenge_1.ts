  r.get('/metrics', async (c) => {
    if (!(c.req.header('user-agent') ?? '').includes('Prometheus')) return c.body(null, 404);
    const { contentType, text } = await shop.metrics.render();
    return c.body(text, 200, { 'content-type': contentType });
  });
