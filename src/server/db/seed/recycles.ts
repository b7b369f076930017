import { readSeed, type SeedContext, userIdOf } from './context';

type SeedRecycle = { user: string; address: number; quantity: number; isPickup?: boolean; date?: string };

/** The recycling requests (after the users and addresses they name). */
export function seedRecycles(ctx: SeedContext) {
  for (const rc of readSeed<SeedRecycle[] | undefined>(ctx, 'recycles.yml') ?? []) {
    ctx.tables.recycles.insert(
      {
        UserId: userIdOf(ctx, rc.user),
        AddressId: rc.address,
        quantity: rc.quantity,
        isPickup: rc.isPickup ? 1 : 0,
        date: rc.date ? new Date(rc.date).toISOString() : null,
      },
      ctx.now,
    );
  }
}
