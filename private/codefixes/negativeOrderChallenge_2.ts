    const refusal = changes.quantity !== undefined ? refuseQuantity(shop, c, existing.ProductId, changes.quantity) : undefined;
    if (refusal) return refusal;
    return ok(c, updateBasketItem(shop, existing.id, changes));
