  r.put('/api/Products/:id', denyAll());
