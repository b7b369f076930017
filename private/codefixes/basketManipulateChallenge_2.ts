  r.post('/api/BasketItems', requireLogin(shop), async (c) => {
    const item = check(newItem, await readJsonObject(c)); // JSON.parse: the LAST of duplicate keys
    const refusal = refuseQuantity(shop, c, item.ProductId, item.quantity);
    if (refusal) return refusal;
    const session = authenticatedSession(shop, c);
    const basketIds = membersOf(await c.req.text()).filter((m) => m.key === 'BasketId').map((m) => m.value);
    if (basketIds.length > 1) return sendMessage(c, 'BasketId given more than once', 400);
    const checked = basketIds[0];
    if (session && checked && checked !== 'undefined' && otherBasket(session.bid, checked)) return sendMessage(c, "{'error' : 'Invalid BasketId'}", 401);
    if (item.BasketId !== undefined && !findBasketRow(shop, item.BasketId)) return unknownBasket(c, item.BasketId);
    return ok(c, newItemJson(createBasketItem(shop, item)));
  });

  r.put('/api/BasketItems/:id', requireLogin(shop), async (c) => {
    const existing = findBasketItem(shop, rowId(c.req.param('id')));
    const body = await readJsonObject(c);
    const changes = check(itemChanges, body);
    const session = authenticatedSession(shop, c);
    if (!existing) return missingItem(c, changes.quantity);
    const frozen = refuseKeyChange(c, existing, body);
    if (frozen) return frozen;
    if (changes.BasketId !== undefined && !findBasketRow(shop, changes.BasketId)) return unknownBasket(c, changes.BasketId);
    const refusal = changes.quantity ? refuseQuantity(shop, c, existing.ProductId, changes.quantity) : undefined;
    if (refusal) return refusal;
    return ok(c, updateBasketItem(shop, existing.id, changes));
  });

  r.delete('/api/BasketItems/:id', requireLogin(shop), (c) => (deleteBasketItem(shop, rowId(c.req.param('id'))) ? ok(c, {}) : notFound(c)));
