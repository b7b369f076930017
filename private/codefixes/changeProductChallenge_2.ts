  r.get('/api/Products', (c) => ok(c, listProducts(shop).map(productJson)));

  r.get('/api/Products/:id', (c) => {
    const product = findProduct(shop, rowId(c.req.param('id')));
    return product ? ok(c, productJson(product)) : notFound(c);
  });

  r.post('/api/Products', async (c) => {
    const body = check(productCreate, await readJson(c));
    return ok(c, createProduct(shop, body), 201);
  });

  r.put('/api/Products/:id', async (c) => {
    const body = check(productWrite, await readJson(c));
    const product = updateProduct(shop, rowId(c.req.param('id')), body);
    return product ? ok(c, product) : notFound(c);
  });

  r.delete('/api/Products/:id', denyAll());
