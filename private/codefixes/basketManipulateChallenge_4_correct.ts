  r.post('/api/BasketItems', requireLogin(shop), async (c) => {
    const item = check(newItem, await readJsonObject(c)); // JSON.parse: the LAST of duplicate keys
    const refusal = refuseQuantity(shop, c, item.ProductId, item.quantity);
    if (refusal) return refusal;
    const session = authenticatedSession(shop, c);
    const basketIds = membersOf(await c.req.text()).filter((m) => m.key === 'BasketId').map((m) => m.value);
    if (basketIds.some((b) => otherBasket(session?.bid, b))) return sendMessage(c, "{'error' : 'Invalid BasketId'}", 401);
    if (item.BasketId !== undefined && !findBasketRow(shop, item.BasketId)) return unknownBasket(c, item.BasketId);
    return ok(c, newItemJson(createBasketItem(shop, { ...item, BasketId: session!.bid! })));
  });

  r.put('/api/BasketItems/:id', requireLogin(shop), async (c) => {
    const existing = findBasketItem(shop, rowId(c.req.param('id')));
    const body = await readJsonObject(c);
    const changes = check(itemChanges, body);
    const session = authenticatedSession(shop, c);
    if (!existing || otherBasket(session?.bid, existing.BasketId)) return missingItem(c, changes.quantity);
    const frozen = refuseKeyChange(c, existing, body);
    if (frozen) return frozen;
    const refusal = changes.quantity ? refuseQuantity(shop, c, existing.ProductId, changes.quantity) : undefined;
    if (refusal) return refusal;
    return ok(c, updateBasketItem(shop, existing.id, { quantity: changes.quantity }));
  });

  r.delete('/api/BasketItems/:id', requireLogin(shop), (c) => (deleteBasketItem(shop, rowId(c.req.param('id'))) ? ok(c, {}) : notFound(c)));
