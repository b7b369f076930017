import type { SeedContext } from './context';
import type { SeededUser } from './users';

/** One wallet per user, empty unless the user's seed gives a balance. */
export function seedWallets(ctx: SeedContext, users: SeededUser[]) {
  for (const { seed: u, id } of users) ctx.tables.wallets.insert(id, u.walletBalance ?? 0, ctx.now);
}
