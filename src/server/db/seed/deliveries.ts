import { readSeed, type SeedContext } from './context';

type SeedDelivery = { name: string; price: number; deluxePrice: number; eta: number; icon: string };

export function seedDeliveries(ctx: SeedContext) {
  for (const d of readSeed<SeedDelivery[]>(ctx, 'deliveries.yml')) ctx.tables.deliveries.insert(d, ctx.now);
}
