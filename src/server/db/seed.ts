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
import { cacheStatements } from './statements';
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
  const db = cacheStatements(new Database(dbFile));
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
  const now = new Date().toISOString();
  const domain = config.application.domain;
  const userEmails = new Map<string, string>();
  const reviews = new DocumentCollection<ReviewDoc>('r');
  const orders = new DocumentCollection<OrderDoc>('o');

  const seed = db.transaction(() => {
    const questions = readSeed<Array<{ id: number; question: string }>>(privateDir, 'security-questions.yml');
    const insQuestion = db.prepare('INSERT INTO SecurityQuestions (id, question, createdAt, updatedAt) VALUES (?, ?, ?, ?)');
    for (const q of questions) insQuestion.run(q.id, q.question, now, now);

    const users = readSeed<SeedUser[]>(privateDir, 'users.yml');
    const insUser =
      db.prepare(`INSERT INTO Users (username, email, password, role, deluxeToken, lastLoginIp, profileImage, totpSecret, isActive, createdAt, updatedAt, deletedAt)
      VALUES (@username, @email, @password, @role, @deluxeToken, @lastLoginIp, @profileImage, @totpSecret, @isActive, @now, @now, @deletedAt)`);
    const insAnswer = db.prepare(
      'INSERT INTO SecurityAnswers (answer, UserId, SecurityQuestionId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
    );
    const insWallet = db.prepare('INSERT INTO Wallets (UserId, balance, createdAt, updatedAt) VALUES (?, ?, ?, ?)');
    const insAddress =
      db.prepare(`INSERT INTO Addresses (UserId, fullName, mobileNum, zipCode, streetAddress, city, state, country, createdAt, updatedAt)
      VALUES (@UserId, @fullName, @mobileNum, @zipCode, @streetAddress, @city, @state, @country, @now, @now)`);
    const insCard = db.prepare(
      'INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const insFeedback = db.prepare('INSERT INTO Feedbacks (UserId, comment, rating, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
    for (const u of users) {
      const email = userEmail(u, domain);
      userEmails.set(u.key, email);
      const { lastInsertRowid } = insUser.run({
        username: u.username ?? '',
        email,
        password: md5(u.password),
        role: u.role,
        deluxeToken: u.role === 'deluxe' ? deluxeToken(privateDir, email) : '',
        lastLoginIp: u.lastLoginIp ?? '0.0.0.0',
        profileImage: u.profileImage ? `assets/public/images/uploads/${u.profileImage}` : defaultProfileImage(u.role),
        totpSecret: u.totpSecret ?? '',
        isActive: u.isActive === false ? 0 : 1,
        now,
        deletedAt: u.deleted ? now : null,
      });
      const id = Number(lastInsertRowid);
      if (u.securityQuestion && u.securityAnswer != null)
        insAnswer.run(hmacSha256(String(u.securityAnswer)), id, u.securityQuestion, now, now);
      insWallet.run(id, u.walletBalance ?? 0, now, now);
      for (const a of u.addresses ?? []) insAddress.run({ state: null, ...a, UserId: id, now });
      for (const c of u.cards ?? []) insCard.run(id, c.fullName, c.cardNum, c.expMonth, c.expYear, now, now);
      for (const f of u.feedback ?? []) insFeedback.run(id, signedComment(f.comment, maskedEmail(email)), f.rating, now, now);
    }
    for (const f of readSeed<Array<{ comment: string; rating: number }>>(privateDir, 'feedback.yml')) {
      insFeedback.run(null, signedComment(f.comment, ANONYMOUS_AUTHOR), f.rating, now, now);
    }

    const insProduct = db.prepare(
      'INSERT INTO Products (name, description, price, deluxePrice, image, createdAt, updatedAt, deletedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const insQuantity = db.prepare(
      'INSERT INTO Quantities (ProductId, quantity, limitPerUser, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
    );
    config.products.forEach((p, index) => {
      const deletedAt = p.deletedDate ? new Date(p.deletedDate).toISOString() : null;
      const { lastInsertRowid } = insProduct.run(
        p.name,
        productDescription(p),
        p.price,
        p.deluxePrice ?? p.price,
        p.image,
        now,
        now,
        deletedAt,
      );
      const id = Number(lastInsertRowid);
      insQuantity.run(id, p.quantity ?? defaultStock(index), p.limitPerUser ?? null, now, now);
      for (const r of p.reviews ?? []) {
        reviews.insert({ product: id, message: r.text, author: userEmails.get(r.author) ?? 'Anonymous', likesCount: 0, likedBy: [] });
      }
    });

    const insDelivery = db.prepare(
      'INSERT INTO Deliveries (name, price, deluxePrice, eta, icon, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const d of readSeed<Array<{ name: string; price: number; deluxePrice: number; eta: number; icon: string }>>(
      privateDir,
      'deliveries.yml',
    )) {
      insDelivery.run(d.name, d.price, d.deluxePrice, d.eta, d.icon, now, now);
    }

    const userId = (key: string) =>
      (db.prepare('SELECT id FROM Users WHERE email = ?').get(userEmails.get(key)) as { id: number } | undefined)?.id ?? null;
    const productCount = config.products.length;
    const insBasket = db.prepare('INSERT INTO Baskets (UserId, createdAt, updatedAt) VALUES (?, ?, ?)');
    const insItem = db.prepare('INSERT INTO BasketItems (ProductId, BasketId, quantity, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
    for (const b of readSeed<Array<{ user: string; items: Array<{ product: number; quantity: number }> }>>(privateDir, 'baskets.yml')) {
      const basketId = Number(insBasket.run(userId(b.user), now, now).lastInsertRowid);
      // a rebranded catalogue may be shorter than the one the seeded baskets were written for
      for (const i of b.items) if (i.product <= productCount) insItem.run(i.product, basketId, i.quantity, now, now);
    }
    seedOrders(db, readSeed(privateDir, 'orders.yml'), userEmails, (order) => orders.insert(order));
    const insComplaint = db.prepare('INSERT INTO Complaints (UserId, message, file, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)');
    for (const c of readSeed<Array<{ user: string; message: string; file?: string }>>(privateDir, 'complaints.yml') ?? []) {
      insComplaint.run(userId(c.user), c.message, c.file ?? null, now, now);
    }

    const insRecycle = db.prepare(
      'INSERT INTO Recycles (UserId, AddressId, quantity, isPickup, date, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const rc of readSeed<Array<{ user: string; address: number; quantity: number; isPickup?: boolean; date?: string }>>(
      privateDir,
      'recycles.yml',
    ) ?? []) {
      insRecycle.run(
        userId(rc.user),
        rc.address,
        rc.quantity,
        rc.isPickup ? 1 : 0,
        rc.date ? new Date(rc.date).toISOString() : null,
        now,
        now,
      );
    }
    seedMemories(db, config, userId, now);

    const insChallenge =
      db.prepare(`INSERT INTO Challenges (id, key, name, category, tags, description, difficulty, hint, hintUrl, mitigationUrl, solved, disabledEnv, tutorialOrder, codingChallengeStatus, hasCodingChallenge, createdAt, updatedAt)
      VALUES (@id, @key, @name, @category, @tags, @description, @difficulty, @hint, @hintUrl, @mitigationUrl, 0, @disabledEnv, @tutorialOrder, 0, 0, @now, @now)`);
    const insHint = db.prepare('INSERT INTO Hints (ChallengeId, text, "order", unlocked, createdAt, updatedAt) VALUES (?, ?, ?, 0, ?, ?)');
    for (const c of challenges) {
      insChallenge.run({
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
        now,
      });
      (c.hints ?? []).forEach((text, i) => insHint.run(c.id, text, i + 1, now, now));
    }
  });
  seed();
  // the seed into the database file itself: readers start from a short log
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { db, dbFile, reviews, orders, userEmails };
}
