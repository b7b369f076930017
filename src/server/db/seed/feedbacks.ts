import { ANONYMOUS_AUTHOR, maskedFeedbackAuthor, signedComment } from '../../../lib/feedback-schema';
import { readSeed, type SeedContext } from './context';
import type { SeededUser } from './users';

type SeedFeedback = { comment: string; rating: number };

/** The users' feedback first, signed as the contact form signs it, then the anonymous ones of feedback.yml. */
export function seedFeedbacks(ctx: SeedContext, users: SeededUser[]) {
  for (const { seed: u, id, email } of users)
    for (const f of u.feedback ?? [])
      ctx.tables.feedbacks.insert(id, signedComment(f.comment, maskedFeedbackAuthor(email)), f.rating, ctx.now);
  for (const f of readSeed<SeedFeedback[]>(ctx, 'feedback.yml'))
    ctx.tables.feedbacks.insert(null, signedComment(f.comment, ANONYMOUS_AUTHOR), f.rating, ctx.now);
}
