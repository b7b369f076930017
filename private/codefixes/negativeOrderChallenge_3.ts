    const refusal = changes.quantity ? refuseQuantity(shop, c, existing.ProductId, Math.abs(changes.quantity)) : undefined;
    if (refusal) return refusal;
    return ok(c, updateBasketItem(shop, existing.id, changes));
