import type { Shop } from '../context';

/** A row of Cards, shaped as upstream's model. */
export type CardRow = {
  id: number;
  UserId: number;
  fullName: string;
  cardNum: number;
  expMonth: number;
  expYear: number;
  createdAt: string;
  updatedAt: string;
};

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

export const listCards = (shop: Shop, userId: number) =>
  shop.db.prepare('SELECT * FROM Cards WHERE UserId = ? ORDER BY id').all(userId) as CardRow[];

/**
 * One of the user's own cards, by the id a request names (a number or a string of digits);
 * another user's card, or anything else, is undefined.
 */
export function findOwnCard(shop: Shop, userId: number, id: unknown): CardRow | undefined {
  const cardId = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(cardId)) return undefined;
  return shop.db.prepare('SELECT * FROM Cards WHERE id = ? AND UserId = ?').get(cardId, userId) as CardRow | undefined;
}

export function createCard(shop: Shop, userId: number, card: Pick<CardRow, 'fullName' | 'cardNum' | 'expMonth' | 'expYear'>): CardRow {
  const now = new Date().toISOString();
  const { lastInsertRowid } = shop.db
    .prepare('INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(userId, card.fullName, card.cardNum, card.expMonth, card.expYear, now, now);
  return findOwnCard(shop, userId, Number(lastInsertRowid))!;
}

export const deleteOwnCard = (shop: Shop, userId: number, id: number) =>
  shop.db.prepare('DELETE FROM Cards WHERE id = ? AND UserId = ?').run(id, userId).changes > 0;

/** The user's wallet balance; undefined when the user has no wallet. */
export const walletBalance = (shop: Shop, userId: number) =>
  (shop.db.prepare('SELECT balance FROM Wallets WHERE UserId = ?').get(userId) as { balance: number } | undefined)?.balance;

/** Adds `amount` (negative to charge) to the user's wallet; the new balance, or undefined without a wallet. */
export function addToWallet(shop: Shop, userId: number, amount: number): number | undefined {
  const { changes } = shop.db
    .prepare('UPDATE Wallets SET balance = balance + ?, updatedAt = ? WHERE UserId = ?')
    .run(amount, new Date().toISOString(), userId);
  return changes ? walletBalance(shop, userId) : undefined;
}
