import { Hono, type Context } from 'hono';
import { feedbackRequest } from '../../lib/feedback-schema';
import { IFRAME_XSS } from '../challenges/payloads';
import { HttpError } from '../http/http-error';
import { check, notFound, ok, readJsonObject, rowId, sendMessage } from '../http/respond';
import { bearerSession, denyAll, requireLogin } from '../security/auth';
import { sanitizeHtmlFully, sanitizeHtmlOnce } from '../security/html';
import { captchaAnswered, createCaptcha } from '../services/captcha';
import { createFeedback, deleteFeedback, findFeedback, listFeedback } from '../services/feedback';
import { validationError } from '../services/users';
import type { Shop } from '../context';

/** CAPTCHA Bypass: this many feedbacks that passed the captcha ... */
const BYPASS_COUNT = 10;
/** ... within this time (for the whole shop, as upstream counts them). */
const BYPASS_WINDOW_MS = 20_000;

/** Counts a feedback that passed the captcha; the tenth within 20 seconds solves CAPTCHA Bypass. */
function countCaptchaPass(shop: Shop) {
  if (shop.challenges.isSolved('captchaBypassChallenge')) return;
  // the newest BYPASS_COUNT - 1 are enough
  const times = shop.captchaPasses;
  const now = Date.now();
  shop.challenges.solveIf('captchaBypassChallenge', () => times.length === BYPASS_COUNT - 1 && now - times[0]! <= BYPASS_WINDOW_MS);
  times.push(now);
  if (times.length > BYPASS_COUNT - 1) times.shift();
}

/** The driver's words for a feedback whose UserId names nobody (the foreign key to Users). */
const FOREIGN_KEY_FAILED = 'SQLITE_CONSTRAINT: FOREIGN KEY constraint failed';

/**
 * A feedback in the name of a user who does not exist, answered as upstream's REST layer answers a
 * database error it did not expect: 500 with `internal error` and the driver's message, through
 * the error handler (so it counts for Error Handling, as upstream's).
 */
const unknownAuthor = () => new HttpError(500, FOREIGN_KEY_FAILED, { message: 'internal error', errors: [FOREIGN_KEY_FAILED] });

/** A rating sent as a string of digits counts as that number (upstream's model stores it so). */
const asNumber = (value: unknown) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

/** The user a feedback names: none, a user id, or an id written as a string; anything else is refused. */
function namedUser(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = asNumber(value);
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  throw validationError('UserId', 'UserId must be an integer');
}

// vuln-code-snippet start persistedXssFeedbackChallenge
/** The comment as stored: sanitised in one pass where Server-side XSS Protection is on, to a fixed point where it is not. */
function storedComment(shop: Shop, comment: string) {
  if (!shop.challenges.isEnabled('persistedXssFeedbackChallenge')) return sanitizeHtmlFully(comment); // vuln-code-snippet hide-line
  const sanitized = sanitizeHtmlOnce(comment); // vuln-code-snippet vuln-line persistedXssFeedbackChallenge
  shop.challenges.solveIf('persistedXssFeedbackChallenge', () => sanitized.includes(IFRAME_XSS)); // vuln-code-snippet hide-line
  return sanitized;
}
// vuln-code-snippet end persistedXssFeedbackChallenge

/** customer feedback: the captcha, writing and reading feedback, and deleting it. */
export function feedbackRoutes(shop: Shop) {
  const r = new Hono();
  const id = (c: Context) => rowId(c.req.param('id') ?? '');

  // vuln-code-snippet start captchaBypassChallenge
  // the answer travels with the question and stays valid after use
  r.get('/rest/captcha', (c) => c.json(createCaptcha(shop))); // vuln-code-snippet vuln-line captchaBypassChallenge
  // vuln-code-snippet end captchaBypassChallenge

  // the about page's carousel and the administration read these without a login
  r.get('/api/Feedbacks', (c) => ok(c, listFeedback(shop)));

  // vuln-code-snippet start forgedFeedbackChallenge zeroStarsChallenge
  r.post('/api/Feedbacks', async (c) => {
    const body = await readJsonObject(c);
    // checked before the captcha, as upstream: a forged author counts even when the answer is wrong
    const callerId = bearerSession(shop, c)?.data.id;
    // eslint-disable-next-line eqeqeq -- loose, as upstream: "2" names user 2 // vuln-code-snippet hide-line
    shop.challenges.solveIf('forgedFeedbackChallenge', () => body.UserId && body.UserId != callerId); // vuln-code-snippet hide-line
    if (!captchaAnswered(shop, body.captchaId, body.captcha)) return sendMessage(c, 'Wrong answer to CAPTCHA. Please try again.', 401);
    countCaptchaPass(shop);
    if (body.rating === undefined || body.rating === null) throw validationError('rating', 'Feedback.rating cannot be null', 'notNull Violation: Feedback.rating cannot be null');
    const input = check(feedbackRequest, { ...body, rating: asNumber(body.rating) }); // vuln-code-snippet vuln-line zeroStarsChallenge
    shop.challenges.solveIf('zeroStarsChallenge', () => input.rating === 0); // vuln-code-snippet hide-line
    const feedback = createFeedback(shop, {
      UserId: namedUser(body.UserId), // vuln-code-snippet vuln-line forgedFeedbackChallenge
      comment: typeof input.comment === 'string' ? storedComment(shop, input.comment) : null,
      rating: input.rating,
    });
    if (!feedback) throw unknownAuthor();
    return ok(c, feedback, 201);
  });
  // vuln-code-snippet end forgedFeedbackChallenge zeroStarsChallenge

  r.get('/api/Feedbacks/:id', requireLogin(shop), (c) => {
    const feedback = findFeedback(shop, id(c));
    return feedback ? ok(c, feedback) : notFound(c);
  });
  // existing feedback is never changed, as upstream
  r.put('/api/Feedbacks/:id', denyAll());
  // vuln-code-snippet start feedbackChallenge
  r.delete('/api/Feedbacks/:id', requireLogin(shop), (c) => { // vuln-code-snippet vuln-line feedbackChallenge
    return deleteFeedback(shop, id(c)) ? ok(c, {}) : notFound(c);
  });
  // vuln-code-snippet end feedbackChallenge

  return r;
}
