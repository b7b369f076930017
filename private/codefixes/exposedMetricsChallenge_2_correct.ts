  r.get('/metrics', async (c) => {
    // only the scraper configured by the operator holds this token
    const expected = process.env.METRICS_TOKEN;
    if (!expected || c.req.header('authorization') !== `Bearer ${expected}`) return c.body(null, 401);
    const { contentType, text } = await shop.metrics.render();
    return c.body(text, 200, { 'content-type': contentType });
  });
