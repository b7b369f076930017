export function giftCardCheck(shop: Shop) {
  const card = { pin: String(randomInt(10_000)).padStart(4, '0'), balance: 50 };
  const limiter = fixedWindowLimiter({ windowMs: 5 * 60 * 1000, max: 100 });
  return ({ pin }: { pin: string }, context: { giftCards?: GiftCardRequest } | undefined, info: GraphQLResolveInfo) => {
    const request = context?.giftCards;
    if (!request) throw new GraphQLError('Gift cards are checked over HTTP only.');
    // each client and PIN has its own count, so a wrong PIN cannot be hammered
    if (!limiter.hit(`${request.client}:${pin}`).allowed) throw new GraphQLError('Too many gift card checks. Please try again later.');
    if (pin !== card.pin) return null;
    return card.balance;
  };
}
