  r.put('/api/Products/:id', async (c) => {
    const body = check(productWrite, await readJson(c));
    if (body.description) body.description = body.description.replace(/<script[^>]*>.*?<\/script>/gi, '');
    const product = updateProduct(shop, rowId(c.req.param('id')), body);
    verifyProductTampering(shop);
    return product ? ok(c, product) : notFound(c);
  });
