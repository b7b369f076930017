import type { Shop } from '../shop';

/** A row of Feedbacks, shaped as upstream's model. */
export type FeedbackRow = { id: number; UserId: number | null; comment: string | null; rating: number; createdAt: string; updatedAt: string };

/** The read model of customer feedback that REST (the administration, the carousel) and the content graph share. */
export const listFeedback = (shop: Shop) => shop.db.prepare('SELECT * FROM Feedbacks ORDER BY id').all() as FeedbackRow[];
