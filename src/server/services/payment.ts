import type { Shop } from '../context';

import type { CardFields, CardRow } from '../db/cards';

/** A card as the shop shows it: only the last four digits of its number, behind twelve stars. */
export function maskedCard(card: CardRow) {
  const digits = String(card.cardNum);
  return {
    UserId: card.UserId,
    id: card.id,
    fullName: card.fullName,
    cardNum: `${'*'.repeat(12)}${digits.slice(-4)}`,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}

export const listCards = (shop: Shop, userId: number) => shop.tables.cards.ofUser(userId);

/**
 * One of the user's own cards, by the id a request names (a number or a string of digits);
 * another user's card, or anything else, is undefined.
 */
export function findOwnCard(shop: Shop, userId: number, id: unknown): CardRow | undefined {
  const cardId = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(cardId)) return undefined;
  return shop.tables.cards.findOwn(userId, cardId);
}

export const createCard = (shop: Shop, userId: number, card: CardFields): CardRow =>
  findOwnCard(shop, userId, shop.tables.cards.insert(userId, card))!;

export const deleteOwnCard = (shop: Shop, userId: number, id: number) => shop.tables.cards.removeOwn(userId, id);

/** The user's wallet balance; undefined when the user has no wallet. */
export const walletBalance = (shop: Shop, userId: number) => shop.tables.wallets.balanceOf(userId);

/** Adds `amount` (negative to charge) to the user's wallet; the new balance, or undefined without a wallet. */
export function addToWallet(shop: Shop, userId: number, amount: number): number | undefined {
  return shop.tables.wallets.add(userId, amount) ? walletBalance(shop, userId) : undefined;
}
