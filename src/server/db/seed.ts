import Database from 'better-sqlite3';
import type { AppConfig } from '../../lib/config-schema';
import type { ChallengeDefinition } from '../challenges/catalogue';
import type { ShopData } from '../context';
import type { OrderDoc, ReviewDoc } from './collections';
import { newDatabaseFile } from './database-file';
import { DocumentCollection } from './documents';
import { SCHEMA } from './schema';
import { seedAddresses } from './seed/addresses';
import { seedBaskets } from './seed/baskets';
import { seedCards } from './seed/cards';
import { seedChallenges } from './seed/challenges';
import { seedComplaints } from './seed/complaints';
import type { SeedContext } from './seed/context';
import { seedDeliveries } from './seed/deliveries';
import { seedFeedbacks } from './seed/feedbacks';
import { seedHints } from './seed/hints';
import { seedMemories } from './seed/memories';
import { seedOrders } from './seed/orders';
import { seedProducts } from './seed/products';
import { seedQuantities } from './seed/quantities';
import { seedRecycles } from './seed/recycles';
import { seedReviews } from './seed/reviews';
import { seedSecurityAnswers } from './seed/security-answers';
import { seedSecurityQuestions } from './seed/security-questions';
import { seedUsers } from './seed/users';
import { seedWallets } from './seed/wallets';
import { shopTables } from './tables';

/**
 * Builds a fresh database from private/ at every start, as upstream rebuilds its own.
 * Progress survives restarts through continue codes, not through this database.
 */
export function createShopData(
  config: AppConfig,
  privateDir: string,
  challenges: ChallengeDefinition[],
  disabledEnvFor: (c: ChallengeDefinition) => string | null,
): ShopData {
  // a file in a temporary folder of this shop's own, not memory: the sandbox child that runs the
  // injectable SQL reads the same data through a read-only connection of its own
  const { file: dbFile, remove } = newDatabaseFile();
  const db = new Database(dbFile);
  // closing the database removes its folder (tests start many shops in one process)
  const close = db.close.bind(db);
  db.close = () => {
    try {
      return close();
    } finally {
      remove();
    }
  };
  // before any table: pages freed by a deleted or shrunk row (a planted flaw lets anyone store
  // megabyte names and put them back) go back to the file system, not to a free list
  db.pragma('auto_vacuum = FULL');
  // readers in other processes see each commit at once, without waiting for the shop's writes
  db.pragma('journal_mode = WAL');
  // rebuilt at every start: durability across a power cut is worth nothing here
  db.pragma('synchronous = OFF');
  // a big transaction's log shrinks back after its checkpoint
  db.pragma('journal_size_limit = 4194304');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  const tables = shopTables(db);
  const userEmails = new Map<string, string>();
  const reviews = new DocumentCollection<ReviewDoc>('r');
  const orders = new DocumentCollection<OrderDoc>('o');
  const ctx: SeedContext = { tables, config, privateDir, now: new Date().toISOString(), userEmails };

  // each entity after the ones it refers to (each table's rows keep their file order, so their ids);
  // one transaction: one commit for the whole seed keeps start-up fast
  const seed = db.transaction(() => {
    seedSecurityQuestions(ctx);
    const users = seedUsers(ctx);
    seedSecurityAnswers(ctx, users);
    seedWallets(ctx, users);
    seedAddresses(ctx, users);
    seedCards(ctx, users);
    seedFeedbacks(ctx, users);
    const productIds = seedProducts(ctx);
    seedQuantities(ctx, productIds);
    seedReviews(ctx, productIds, reviews);
    seedDeliveries(ctx);
    seedBaskets(ctx);
    seedOrders(ctx, orders);
    seedComplaints(ctx);
    seedRecycles(ctx);
    seedMemories(ctx);
    seedChallenges(ctx, challenges, disabledEnvFor);
    seedHints(ctx, challenges);
  });
  seed();
  // the seed into the database file itself: readers start from a short log
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { db, tables, dbFile, reviews, orders, userEmails };
}
