import { markInteractionChanged } from '../challenges/lazy';
import type { Shop } from '../context';

/** A row of Feedbacks, shaped as upstream's model. */
export type FeedbackRow = {
  id: number;
  UserId: number | null;
  comment: string | null;
  rating: number;
  createdAt: string;
  updatedAt: string;
};

/** The read model of customer feedback that REST (the administration, the carousel) and the content graph share. */
export const listFeedback = (shop: Shop) => shop.db.prepare('SELECT * FROM Feedbacks ORDER BY id').all() as FeedbackRow[];

export const findFeedback = (shop: Shop, id: number) =>
  shop.db.prepare('SELECT * FROM Feedbacks WHERE id = ?').get(id) as FeedbackRow | undefined;

/** Stores a feedback as given (the caller has sanitised the comment); undefined when UserId names nobody. */
export function createFeedback(
  shop: Shop,
  feedback: { UserId: number | null; comment: string | null; rating: number },
): FeedbackRow | undefined {
  if (feedback.UserId !== null && !shop.db.prepare('SELECT 1 FROM Users WHERE id = ?').get(feedback.UserId)) return undefined;
  const now = new Date().toISOString();
  const { lastInsertRowid } = shop.db
    .prepare('INSERT INTO Feedbacks (UserId, comment, rating, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
    .run(feedback.UserId, feedback.comment, feedback.rating, now, now);
  markInteractionChanged(shop);
  return findFeedback(shop, Number(lastInsertRowid));
}

/** Deletes one feedback; whether there was one. */
export function deleteFeedback(shop: Shop, id: number): boolean {
  const { changes } = shop.db.prepare('DELETE FROM Feedbacks WHERE id = ?').run(id);
  if (changes) markInteractionChanged(shop);
  return changes > 0;
}
