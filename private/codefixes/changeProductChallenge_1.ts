  r.get('/api/Products', (c) => ok(c, listProducts(shop).map(productJson)));

  r.get('/api/Products/:id', (c) => {
    const product = findProduct(shop, rowId(c.req.param('id')));
    return product ? ok(c, productJson(product)) : notFound(c);
  });

  r.post('/api/Products', async (c) => {
    if (!verifyRequestToken(c, shop.privateDir, requestToken(c))) throw unauthorized();
    const body = check(productCreate, await readJson(c));
    return ok(c, createProduct(shop, body), 201);
  });

  r.put('/api/Products/:id', async (c) => {
    const id = rowId(c.req.param('id'));
    if (!findProduct(shop, id)) return notFound(c);
    const body = check(productWrite, await readJson(c));
    return ok(c, updateProduct(shop, id, body));
  });

  r.delete('/api/Products/:id', denyAll());
