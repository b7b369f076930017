import type { SeedContext } from './context';
import type { SeededUser } from './users';

type CardFields = Parameters<SeedContext['tables']['cards']['insert']>[1];

export function seedCards(ctx: SeedContext, users: SeededUser[]) {
  for (const { seed: u, id } of users) for (const c of u.cards ?? []) ctx.tables.cards.insert(id, c as CardFields, ctx.now);
}
