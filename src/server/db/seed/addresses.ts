import type { SeedContext } from './context';
import type { SeededUser } from './users';

export function seedAddresses(ctx: SeedContext, users: SeededUser[]) {
  for (const { seed: u, id } of users) for (const a of u.addresses ?? []) ctx.tables.addresses.insert(id, a, ctx.now);
}
