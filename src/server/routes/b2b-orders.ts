import { Hono } from 'hono';
import { HttpError } from '../http/http-error';
import { readJsonObject } from '../http/respond';
import { requireLogin } from '../security/auth';
import { md5 } from '../security/hashing';
import { evaluateOrderLines, ITERATION_CAP_MESSAGE } from '../sandbox/order-lines';
import type { Shop } from '../context';

const PAYMENT_TERM_MS = 14 * 24 * 60 * 60 * 1000;

/** Upstream's answer when the evaluation ran out of time, or the shop cannot take another one. */
const unavailable = () => new HttpError(503, 'Sorry, we are temporarily not available! Please try again later.');

/** An error from inside the sandbox, shown with its own name and message as upstream's handler shows any error. */
const evaluationError = (name: string, message: string) => Object.assign(new Error(message), { name });

/** Upstream's order number: the hash of the current time's text; two orders in one second share it. */
const orderNumber = () => md5(`${new Date()}_B2B`);

/**
 * The B2B API (version 2): orders whose `orderLinesData` the shop evaluates as code, as upstream
 * does. The whole /b2b/v2 path needs a valid token, whatever it carries (upstream's isAuthorized).
 */
export function b2bOrderRoutes(shop: Shop) {
  const r = new Hono();
  r.use('/b2b/v2', requireLogin(shop));
  r.use('/b2b/v2/*', requireLogin(shop));

  // bodies over upstream's 100 kB are refused before this by the app's body limit (http/body-limit.ts)
  r.post(
    '/b2b/v2/orders',
    async (c) => {
      const body = await readJsonObject(c);
      const orderLines = body.orderLinesData || '';
      if (typeof orderLines !== 'string') throw new HttpError(400, 'orderLinesData must be a string', { status: 'error', message: 'orderLinesData must be a string' });
      // in safety mode the order lines are not looked at, as upstream's container guard decides
      if (orderLines && (shop.challenges.isEnabled('rceChallenge') || shop.challenges.isEnabled('rceOccupyChallenge'))) {
        // vuln-code-snippet start rceChallenge rceOccupyChallenge
        const outcome = await evaluateOrderLines(orderLines); // vuln-code-snippet vuln-line rceChallenge rceOccupyChallenge
        if (outcome.kind === 'timedOut') {
          shop.challenges.solve('rceOccupyChallenge'); // vuln-code-snippet hide-line
          throw unavailable();
        }
        if (outcome.kind === 'failed') {
          shop.challenges.solveIf('rceChallenge', () => outcome.message === ITERATION_CAP_MESSAGE); // vuln-code-snippet hide-line
          throw evaluationError(outcome.name, outcome.message);
        }
        // vuln-code-snippet end rceChallenge rceOccupyChallenge
        // no evaluation started (every worker busy) or one ran out of memory: no solve, just no service
        if (outcome.kind !== 'done') throw unavailable();
      }
      return c.json({ cid: body.cid, orderNo: orderNumber(), paymentDue: new Date(Date.now() + PAYMENT_TERM_MS).toISOString() });
    },
  );
  return r;
}
