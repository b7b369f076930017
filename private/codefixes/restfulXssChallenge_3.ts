  r.put('/api/Products/:id', async (c) => {
    const body = check(productWrite, await readJson(c));
    if (body.description?.includes('<iframe')) return c.json({ error: 'Markup is not allowed' }, 400);
    const product = updateProduct(shop, rowId(c.req.param('id')), body);
    verifyProductTampering(shop);
    return product ? ok(c, product) : notFound(c);
  });
