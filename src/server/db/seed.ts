import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { load } from 'js-yaml';
import type { AppConfig } from '../../lib/config-schema';
import { ANONYMOUS_AUTHOR, maskedEmail, signedComment } from '../../lib/feedback-schema';
import { hmacSha256, md5 } from '../security/hashing';
import { deluxeToken } from '../security/tokens';
import type { ChallengeDefinition } from '../challenges/catalogue';
import { newDatabaseFile } from './database-file';
import { DocumentCollection } from './documents';
import { SCHEMA } from './schema';
import { shopTables } from './tables';
import { seedMemories } from '../services/memories';
import { seedOrders } from '../services/orders';
import type { ShopData } from '../context';
import type { OrderDoc, ReviewDoc } from './collections';

export type SeedUser = {
  key: string;
  email: string;
  fullEmail?: boolean;
  password: string;
  role: string;
  username?: string;
  securityQuestion?: number;
  securityAnswer?: string;
  profileImage?: string;
  totpSecret?: string;
  lastLoginIp?: string;
  deleted?: boolean;
  isActive?: boolean;
  walletBalance?: number;
  addresses?: Array<Record<string, unknown>>;
  cards?: Array<Record<string, unknown>>;
  feedback?: Array<{ comment: string; rating: number }>;
};

const readSeed = <T>(privateDir: string, file: string): T => load(readFileSync(path.join(privateDir, 'seed', file), 'utf8')) as T;

export const userEmail = (u: Pick<SeedUser, 'email' | 'fullEmail'>, domain: string) => (u.fullEmail ? u.email : `${u.email}@${domain}`);

/** Image paths are stored as upstream stores them: a plain file name means products/<name>. */
export function defaultProfileImage(role: string) {
  return role === 'admin' ? 'assets/public/images/uploads/defaultAdmin.png' : 'assets/public/images/uploads/default.svg';
}

/** Deterministic stock for products whose config gives none, so restarts show the same grid. */
const defaultStock = (index: number) => 30 + ((index * 37) % 70);

/** Texts upstream appends to the special products the challenges point at (facts, not prose). */
function productDescription(p: AppConfig['products'][number]) {
  let d = p.description ?? '';
  if (p.urlForProductTamperingChallenge) d += ` <a href="${p.urlForProductTamperingChallenge}" target="_blank">More...</a>`;
  if (p.useForChristmasSpecialChallenge) d += ' (Seasonal special offer! Limited availability!)';
  if (p.keywordsForPastebinDataLeakChallenge) d += ' (This product is unsafe! We plan to remove it from the stock!)';
  return d;
}

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
  const now = new Date().toISOString();
  const domain = config.application.domain;
  const userEmails = new Map<string, string>();
  const reviews = new DocumentCollection<ReviewDoc>('r');
  const orders = new DocumentCollection<OrderDoc>('o');

  const seed = db.transaction(() => {
    const questions = readSeed<Array<{ id: number; question: string }>>(privateDir, 'security-questions.yml');
    for (const q of questions) tables.securityQuestions.insert(q.id, q.question, now);

    const users = readSeed<SeedUser[]>(privateDir, 'users.yml');
    for (const u of users) {
      const email = userEmail(u, domain);
      userEmails.set(u.key, email);
      const id = tables.users.insert(
        {
          username: u.username ?? '',
          email,
          password: md5(u.password),
          role: u.role,
          deluxeToken: u.role === 'deluxe' ? deluxeToken(privateDir, email) : '',
          lastLoginIp: u.lastLoginIp ?? '0.0.0.0',
          profileImage: u.profileImage ? `assets/public/images/uploads/${u.profileImage}` : defaultProfileImage(u.role),
          totpSecret: u.totpSecret ?? '',
          isActive: u.isActive === false ? 0 : 1,
          deletedAt: u.deleted ? now : null,
        },
        now,
      );
      if (u.securityQuestion && u.securityAnswer != null)
        tables.securityAnswers.insert(hmacSha256(String(u.securityAnswer)), id, u.securityQuestion, now);
      tables.wallets.insert(id, u.walletBalance ?? 0, now);
      for (const a of u.addresses ?? []) tables.addresses.insert(id, a, now);
      for (const c of u.cards ?? []) tables.cards.insert(id, c as Parameters<typeof tables.cards.insert>[1], now);
      for (const f of u.feedback ?? []) tables.feedbacks.insert(id, signedComment(f.comment, maskedEmail(email)), f.rating, now);
    }
    for (const f of readSeed<Array<{ comment: string; rating: number }>>(privateDir, 'feedback.yml')) {
      tables.feedbacks.insert(null, signedComment(f.comment, ANONYMOUS_AUTHOR), f.rating, now);
    }

    config.products.forEach((p, index) => {
      const deletedAt = p.deletedDate ? new Date(p.deletedDate).toISOString() : null;
      const id = tables.products.insert(
        { name: p.name, description: productDescription(p), price: p.price, deluxePrice: p.deluxePrice ?? p.price, image: p.image },
        now,
        deletedAt,
      );
      tables.quantities.insert(id, p.quantity ?? defaultStock(index), p.limitPerUser ?? null, now);
      for (const r of p.reviews ?? []) {
        reviews.insert({ product: id, message: r.text, author: userEmails.get(r.author) ?? 'Anonymous', likesCount: 0, likedBy: [] });
      }
    });

    for (const d of readSeed<Array<{ name: string; price: number; deluxePrice: number; eta: number; icon: string }>>(
      privateDir,
      'deliveries.yml',
    )) {
      tables.deliveries.insert(d, now);
    }

    const userId = (key: string) => {
      const email = userEmails.get(key);
      return (email === undefined ? undefined : tables.users.idOf(email)) ?? null;
    };
    const productCount = config.products.length;
    for (const b of readSeed<Array<{ user: string; items: Array<{ product: number; quantity: number }> }>>(privateDir, 'baskets.yml')) {
      const basketId = tables.baskets.insert(userId(b.user), now);
      // a rebranded catalogue may be shorter than the one the seeded baskets were written for
      for (const i of b.items) if (i.product <= productCount) tables.basketItems.insert(i.product, basketId, i.quantity, now);
    }
    seedOrders(tables, readSeed(privateDir, 'orders.yml'), userEmails, (order) => orders.insert(order));
    for (const c of readSeed<Array<{ user: string; message: string; file?: string }>>(privateDir, 'complaints.yml') ?? []) {
      tables.complaints.insert(userId(c.user), c.message, c.file ?? null, now);
    }

    for (const rc of readSeed<Array<{ user: string; address: number; quantity: number; isPickup?: boolean; date?: string }>>(
      privateDir,
      'recycles.yml',
    ) ?? []) {
      tables.recycles.insert(
        {
          UserId: userId(rc.user),
          AddressId: rc.address,
          quantity: rc.quantity,
          isPickup: rc.isPickup ? 1 : 0,
          date: rc.date ? new Date(rc.date).toISOString() : null,
        },
        now,
      );
    }
    seedMemories(tables, config, userId, now);

    for (const c of challenges) {
      tables.challenges.insert(
        {
          id: c.id,
          key: c.key,
          name: c.name,
          category: c.category,
          tags: c.tags?.length ? c.tags.join(',') : null,
          description: c.description.replaceAll('juice-sh.op', domain),
          difficulty: c.difficulty,
          hint: c.hints?.[0] ?? null,
          hintUrl: c.hintUrl ?? null,
          mitigationUrl: c.mitigationUrl ?? null,
          disabledEnv: disabledEnvFor(c),
          tutorialOrder: c.tutorialOrder ?? null,
        },
        now,
      );
      for (const [i, text] of (c.hints ?? []).entries()) tables.hints.insert(c.id, text, i + 1, now);
    }
  });
  seed();
  // the seed into the database file itself: readers start from a short log
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { db, tables, dbFile, reviews, orders, userEmails };
}
