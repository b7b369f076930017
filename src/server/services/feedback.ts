import { markInteractionChanged } from '../challenges/lazy';
import type { Shop } from '../context';

import type { FeedbackRow } from '../db/feedbacks';

/** The read model of customer feedback that REST (the administration, the carousel) and the content graph share. */
export const listFeedback = (shop: Shop) => shop.tables.feedbacks.list();

export const findFeedback = (shop: Shop, id: number) => shop.tables.feedbacks.find(id);

/** Stores a feedback as given (the caller has sanitised the comment); undefined when UserId names nobody. */
export function createFeedback(
  shop: Shop,
  feedback: { UserId: number | null; comment: string | null; rating: number },
): FeedbackRow | undefined {
  if (feedback.UserId !== null && !shop.tables.users.exists(feedback.UserId)) return undefined;
  const id = shop.tables.feedbacks.insert(feedback.UserId, feedback.comment, feedback.rating);
  markInteractionChanged(shop);
  return findFeedback(shop, id);
}

/** Deletes one feedback; whether there was one. */
export function deleteFeedback(shop: Shop, id: number): boolean {
  const deleted = shop.tables.feedbacks.remove(id);
  if (deleted) markInteractionChanged(shop);
  return deleted;
}
