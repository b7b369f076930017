  r.put('/api/products/:id', denyAll());
