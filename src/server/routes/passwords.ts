import { Hono, type Context } from 'hono';
import { resetPasswordRequest } from '../../lib/account-schemas';
import { check, readJsonObject, sendMessage } from '../http/respond';
import { sessionOf } from '../security/auth';
import { forwardedClientIp, remoteAddress } from '../security/client-ip';
import { hmacSha256, md5 } from '../security/hashing';
import { fixedWindowLimiter } from '../security/rate-limit';
import { findUser, publicUser, securityAnswerOf, seededUserId, updateUser } from '../services/users';
import type { UserRow } from '../db/users';
import type { Shop } from '../context';

/**
 * What upstream answers a request that lacks what only a tampering client leaves out: an error
 * for the error handler (a 500 that solves Error Handling, as upstream's does).
 */
const blockedIllegalActivity = (c: Context) => new Error(`Blocked illegal activity by ${remoteAddress(c)}`);

/** The checks both password forms share, in upstream's order and wording; undefined when the new password is fine. */
function newPasswordRefusal(password: unknown, repeat: unknown) {
  if (!password || password === 'undefined') return 'Password cannot be empty.';
  if (password !== repeat) return 'New and repeated password do not match.';
  return undefined;
}

/** accounts: changing a password while logged in, and resetting it with the security answer. */
export function passwordRoutes(shop: Shop) {
  const r = new Hono();

  // vuln-code-snippet start changePasswordBenderChallenge
  r.get('/rest/user/change-password', (c) => {
    const { current, new: password, repeat } = c.req.query();
    const refusal = newPasswordRefusal(password, repeat);
    if (refusal) return sendMessage(c, refusal, 401);
    // upstream cuts "Bearer " (or "Bearer=") off by length, whatever the header says
    const session = sessionOf(shop, c, c.req.header('authorization')?.slice('Bearer='.length));
    if (!session) throw blockedIllegalActivity(c);
    const user = typeof session.data?.id === 'number' ? findUser(shop, session.data.id) : undefined;
    if (current && md5(current) !== user?.password) return sendMessage(c, 'Current password is not correct.', 401); // vuln-code-snippet vuln-line changePasswordBenderChallenge
    if (!user) throw blockedIllegalActivity(c); // a verified token naming no user (upstream fails on the missing row too)
    const updated = updateUser(shop, user.id, { password })!;
    // vuln-code-snippet hide-start
    shop.challenges.solveIf(
      'changePasswordBenderChallenge',
      () => updated.id === seededUserId(shop, 'bender') && !current && updated.password === md5('slurmCl4ssic'),
    );
    // vuln-code-snippet hide-end
    return c.json({ user: publicUser(updated) });
  });
  // vuln-code-snippet end changePasswordBenderChallenge

  // vuln-code-snippet start resetPasswordMortyChallenge
  const resetLimiter = fixedWindowLimiter({ windowMs: 5 * 60 * 1000, max: 100 });
  r.use('/rest/user/reset-password', async (c, next) => {
    const { allowed, resetAt } = resetLimiter.hit(forwardedClientIp(c)); // vuln-code-snippet vuln-line resetPasswordMortyChallenge
    if (!allowed) {
      const retryAfter = String(Math.ceil((resetAt - Date.now()) / 1000));
      return c.json({ status: 'error', message: 'Too many password reset attempts. Please try again later.' }, 429, { 'retry-after': retryAfter });
    }
    await next();
  });
  // vuln-code-snippet end resetPasswordMortyChallenge

  const memories = (shop.config.memories ?? []) as Array<Record<string, unknown>>;
  const memoryAnswer = (field: string) => memories.find((m) => m[field])?.[field];

  /** The reset challenges: each seeded target reset with the answer players dig up. */
  function verifySecurityAnswerChallenges(user: UserRow, answer: string) {
    const resetOf = (key: string, expected: unknown) => () => expected !== undefined && user.id === seededUserId(shop, key) && answer === expected;
    shop.challenges.solveIf('resetPasswordJimChallenge', resetOf('jim', 'Samuel'));
    shop.challenges.solveIf('resetPasswordBenderChallenge', resetOf('bender', "Stop'n'Drop"));
    shop.challenges.solveIf('resetPasswordBjoernChallenge', resetOf('bjoern', 'West-2082'));
    shop.challenges.solveIf('resetPasswordMortyChallenge', resetOf('morty', '5N0wb41L'));
    shop.challenges.solveIf('resetPasswordBjoernOwaspChallenge', resetOf('bjoernOwasp', 'Zaya'));
    shop.challenges.solveIf('resetPasswordUvoginChallenge', resetOf('uvogin', 'Silence of the Lambs'));
    shop.challenges.solveIf('geoStalkingMetaChallenge', resetOf('john', memoryAnswer('geoStalkingMetaSecurityAnswer')));
    shop.challenges.solveIf('geoStalkingVisualChallenge', resetOf('emma', memoryAnswer('geoStalkingVisualSecurityAnswer')));
  }

  r.post('/rest/user/reset-password', async (c) => {
    const body = await readJsonObject(c);
    if (!body.email || !body.answer) throw blockedIllegalActivity(c);
    const refusal = newPasswordRefusal(body.new, body.repeat);
    if (refusal) return sendMessage(c, refusal, 401);
    // the types only now, after upstream's own checks have had their say (non-strings answer 400)
    const request = check(resetPasswordRequest, body);
    const stored = securityAnswerOf(shop, request.email);
    const user = stored && hmacSha256(request.answer) === stored.answer ? updateUser(shop, stored.UserId, { password: request.new }) : undefined;
    if (!user) return sendMessage(c, 'Wrong answer to security question.', 401);
    verifySecurityAnswerChallenges(user, request.answer);
    return c.json({ user: publicUser(user) });
  });

  return r;
}
