import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import type { AppConfig } from '../../../lib/config-schema';
import type { ShopTables } from '../tables';

/** What every entity's seed is handed. */
export type SeedContext = {
  tables: ShopTables;
  config: AppConfig;
  privateDir: string;
  /** the creation and update time of every seeded row: the moment the shop starts */
  now: string;
  /** upstream user key -> seeded email, filled by the users' seed for the seeds that name users by key */
  userEmails: Map<string, string>;
};

/** One file of private/seed, as its entity's seed reads it. */
export const readSeed = <T>(ctx: SeedContext, file: string): T => load(readFileSync(path.join(ctx.privateDir, 'seed', file), 'utf8')) as T;

/** The id of the seeded user with this key; null when the configuration has no such user. */
export function userIdOf(ctx: SeedContext, key: string) {
  const email = ctx.userEmails.get(key);
  return (email === undefined ? undefined : ctx.tables.users.idOf(email)) ?? null;
}
