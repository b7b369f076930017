import { IFRAME_XSS } from '../challenges/payloads';
import { HttpError } from '../http/http-error';
import { hmacSha256, md5 } from '../security/hashing';
import { decodeToken, signToken } from '../security/tokens';
import { stripHtml } from '../../lib/sanitize';
import type { Shop } from '../context';
import type { UserRow } from '../db/users';

const ROLES = ['customer', 'deluxe', 'accounting', 'admin'] as const;

const DEFAULT_IMAGE = '/assets/public/images/uploads/default.svg';
const DEFAULT_ADMIN_IMAGE = '/assets/public/images/uploads/defaultAdmin.png';

/** The user as upstream serialises its model (booleans as booleans): what tokens carry, password hash included. */
export function userJson<T extends Record<string, unknown>>(row: T): T {
  return typeof row.isActive === 'number' ? { ...row, isActive: row.isActive === 1 } : row;
}

/** The user as the REST answers show it: never the password hash or the TOTP secret. */
export function publicUser(row: Record<string, unknown>) {
  const { password: _password, totpSecret: _totpSecret, ...rest } = userJson(row);
  return rest;
}

export const findUser = (shop: Shop, id: number) => shop.tables.users.find(id);

export const listUsers = (shop: Shop) => shop.tables.users.list();

/** The id of a seeded user by upstream key (admin, jim, …), deleted ones included; challenges compare against it. */
export function seededUserId(shop: Shop, key: string) {
  const ids = shop.seededUserIds;
  if (!ids.has(key)) ids.set(key, shop.tables.users.idOf(shop.userEmails.get(key) ?? ''));
  return ids.get(key);
}

/**
 * What the email "setter" stores. The format is checked only by the registration form, so any
 * text lands in the database and is later shown as HTML: Client-side XSS Protection. Where the
 * challenge is disabled (safety mode) the value is stripped of markup instead.
 */
// vuln-code-snippet start persistedXssUserChallenge
function emailForStorage(shop: Shop, email: string) {
  if (shop.challenges.isEnabled('persistedXssUserChallenge')) { // vuln-code-snippet hide-line
    shop.challenges.solveIf('persistedXssUserChallenge', () => email.includes(IFRAME_XSS)); // vuln-code-snippet hide-line
    return email; // vuln-code-snippet vuln-line persistedXssUserChallenge
  } // vuln-code-snippet hide-line
  return stripHtml(email); // vuln-code-snippet hide-line
}
// vuln-code-snippet end persistedXssUserChallenge

/**
 * A refused model as upstream's REST layer answers it: Sequelize's "Validation error: <detail>"
 * (a unique constraint says only "Validation error") and the failing field.
 */
export const validationError = (field: string, detail: string, message = `Validation error: ${detail}`) =>
  new HttpError(400, message, { message, errors: [{ field, message: detail }] });

/**
 * Accounts registered through the API that may still set their security answer: once, within a
 * few minutes of registering (upstream lets anyone set the answer of any account that has none,
 * e.g. the OAuth admin's; no challenge needs that).
 */
const ANSWER_WINDOW_MS = 10 * 60 * 1000;

/** Registers a user (and the wallet every user has), as upstream's model does on create. */
export function createUser(shop: Shop, input: { email: string; password: string; role?: string }): UserRow {
  const role = input.role ?? 'customer';
  if (!(ROLES as readonly string[]).includes(role)) throw validationError('role', 'Validation isIn on role failed');
  const email = emailForStorage(shop, input.email);
  // the accountant of Ephemeral Accountant must stay fabricated: registering it would be a shortcut
  if (email.toLowerCase() === `acc0unt4nt@${shop.config.application.domain}`.toLowerCase()) {
    throw validationError('email', 'Nice try, but this is not how the "Ephemeral Accountant" challenge works!');
  }
  if (shop.tables.users.idOf(email) !== undefined) throw validationError('email', 'email must be unique', 'Validation error');
  const now = new Date().toISOString();
  const create = shop.db.transaction(() => {
    const id = shop.tables.users.insert(
      { email, password: md5(input.password), role, profileImage: role === 'admin' ? DEFAULT_ADMIN_IMAGE : DEFAULT_IMAGE },
      now,
    );
    shop.tables.wallets.insert(id, 0, now);
    return id;
  });
  const id = create();
  const awaiting = shop.awaitingSecurityAnswer;
  for (const [pending, at] of awaiting) if (Date.now() - at > ANSWER_WINDOW_MS) awaiting.delete(pending);
  awaiting.set(id, Date.now());
  return findUser(shop, id)!;
}

type Updatable = { password?: string; lastLoginIp?: string; totpSecret?: string; role?: (typeof ROLES)[number]; deluxeToken?: string };

/** Updates a user (a new password given in clear is stored as its MD5, as upstream's setter does). */
export function updateUser(shop: Shop, id: number, changes: Updatable): UserRow | undefined {
  const values: Record<string, string> = { ...changes };
  if (changes.password !== undefined) values.password = md5(changes.password);
  shop.tables.users.update(id, values);
  return findUser(shop, id);
}

/**
 * The user's basket, created on first login (upstream's findOrCreate). A user fabricated by the
 * login injection has no row to own one; it gets a basket of its own without an owner.
 */
function basketIdOf(shop: Shop, userId: unknown): number {
  const known = shop.tables.users.exists(userId);
  const existing = known ? shop.tables.baskets.idOfUser(userId as number) : undefined;
  if (existing !== undefined) return existing;
  return shop.tables.baskets.insert(known ? (userId as number) : null);
}

/** The security answer of the (not deleted) user with this email. */
export const securityAnswerOf = (shop: Shop, email: string) => shop.tables.securityAnswers.ofEmail(email);

export const securityQuestion = (shop: Shop, id: number) => shop.tables.securityQuestions.find(id);

/**
 * Stores a security answer. One naming a user must be that user's first, set within the window
 * after registering; one naming nobody (no UserId, as upstream's model allows) belongs to no
 * account and so opens none.
 */
export function createSecurityAnswer(shop: Shop, input: { UserId?: number | null; SecurityQuestionId: number; answer: string }) {
  const user = input.UserId == null ? null : findUser(shop, input.UserId);
  if (user === undefined) throw validationError('UserId', 'no such user');
  if (!securityQuestion(shop, input.SecurityQuestionId)) throw validationError('SecurityQuestionId', 'no such security question');
  if (user) {
    if (shop.tables.securityAnswers.hasAnswer(user.id)) throw validationError('UserId', 'UserId must be unique', 'Validation error');
    const registeredAt = shop.awaitingSecurityAnswer.get(user.id);
    if (registeredAt === undefined || Date.now() - registeredAt > ANSWER_WINDOW_MS) throw validationError('UserId', 'the security answer is set at registration only');
    shop.awaitingSecurityAnswer.delete(user.id);
  }
  const now = new Date().toISOString();
  const id = shop.tables.securityAnswers.insert(hmacSha256(input.answer), user?.id ?? null, input.SecurityQuestionId, now);
  const { answer: _answer, ...row } = shop.tables.securityAnswers.find(id)!;
  return row;
}

/**
 * Completes a login: the user's basket (created if missing), a token carrying the whole user row
 * (password hash included, as upstream's tokens do) and the session the shop remembers for it.
 */
export async function issueAuthentication(shop: Shop, user: Record<string, unknown>) {
  const bid = basketIdOf(shop, user.id);
  const token = signToken(shop.privateDir, { status: 'success', data: user });
  shop.authenticatedUsers.put(token, { ...decodeToken(token), bid });
  return { authentication: { token, bid, umail: String(user.email ?? '') } };
}

/** A privacy request as upstream's REST endpoint of the model records it: for the user it names (who must exist), or for nobody. */
export function createPrivacyRequest(shop: Shop, input: { UserId?: number | null; deletionRequested?: boolean }) {
  const userId = input.UserId ?? null;
  if (userId !== null && !shop.tables.users.exists(userId)) throw validationError('UserId', 'no such user');
  return shop.tables.privacyRequests.insert(userId, input.deletionRequested ?? false);
}
