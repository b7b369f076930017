import type { SeedContext } from './context';
import type { SeededUser } from './users';

type CardFields = Parameters<SeedContext['tables']['cards']['insert']>[1];

/**
 * The card ids are a contract too. Upstream's seeding leaves the demo account's card at id 2 (its
 * wallet API test charges card 2 as `demo`); the administrator's first card keeps id 1, which our
 * screens' tests pick. So the demo account's card goes in second, every other card in file order.
 */
function inIdOrder(users: SeededUser[]) {
  const cards = users.flatMap(({ seed, id, email }) => (seed.cards ?? []).map((card) => ({ id, email, card: card as CardFields })));
  const demo = cards.filter((c) => c.email === 'demo');
  const others = cards.filter((c) => c.email !== 'demo');
  return [...others.slice(0, 1), ...demo, ...others.slice(1)];
}

export function seedCards(ctx: SeedContext, users: SeededUser[]) {
  for (const { id, card } of inIdOrder(users)) ctx.tables.cards.insert(id, card, ctx.now);
}
