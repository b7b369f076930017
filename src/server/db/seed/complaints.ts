import { readSeed, type SeedContext, userIdOf } from './context';

type SeedComplaint = { user: string; message: string; file?: string };

export function seedComplaints(ctx: SeedContext) {
  for (const c of readSeed<SeedComplaint[] | undefined>(ctx, 'complaints.yml') ?? [])
    ctx.tables.complaints.insert(userIdOf(ctx, c.user), c.message, c.file ?? null, ctx.now);
}
