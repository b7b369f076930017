  r.put('/api/Products/:id', requireLogin(shop), async (c) => {
    const body = check(productWrite, await readJson(c));
    const product = updateProduct(shop, rowId(c.req.param('id')), body);
    verifyProductTampering(shop);
    return product ? ok(c, product) : notFound(c);
  });
