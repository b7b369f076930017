    if (changes.quantity !== undefined && changes.quantity < 1) return c.json({ error: 'Quantity must be at least 1.' }, 400);
    const refusal = changes.quantity ? refuseQuantity(shop, c, existing.ProductId, changes.quantity) : undefined;
    if (refusal) return refusal;
    return ok(c, updateBasketItem(shop, existing.id, changes));
