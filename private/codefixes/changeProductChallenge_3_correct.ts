  r.get('/api/Products', (c) => ok(c, listProducts(shop).map(productJson)));

  r.get('/api/Products/:id', (c) => {
    const product = findProduct(shop, rowId(c.req.param('id')));
    return product ? ok(c, productJson(product)) : notFound(c);
  });

  r.post('/api/Products', denyAll());

  r.put('/api/Products/:id', denyAll());

  r.delete('/api/Products/:id', denyAll());
