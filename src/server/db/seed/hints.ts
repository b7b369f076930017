import type { ChallengeDefinition } from '../../challenges/catalogue';
import type { SeedContext } from './context';

/** Each challenge's hints, numbered from 1 in catalogue order (after the challenges they belong to). */
export function seedHints(ctx: SeedContext, challenges: ChallengeDefinition[]) {
  for (const c of challenges) for (const [i, text] of (c.hints ?? []).entries()) ctx.tables.hints.insert(c.id, text, i + 1, ctx.now);
}
