import { Hono, type Context } from 'hono';
import { ok, readJsonObject } from '../http/respond';
import { appendUserId, bearerSession, isDeluxe } from '../security/auth';
import { bearerToken, deluxeToken, verifyRequestToken } from '../security/tokens';
import { addToWallet, findOwnCard, walletBalance } from '../services/payment';
import { findUser, issueAuthentication, updateUser, userJson } from '../services/users';
import type { Shop } from '../context';

/** What a deluxe membership costs (upstream's fact). */
export const DELUXE_MEMBERSHIP_COST = 49;

/** Upstream answers refusals here as `{status: 'error', error}` with 400, not through its error handler. */
const refuse = (c: Context, error: string) => c.json({ status: 'error', error }, 400);

/** A card expires at the end of its month. */
function cardExpired(card: { expMonth: number; expYear: number }, now = new Date()) {
  const year = now.getFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth - 1 < now.getMonth());
}

/** shopping: deluxe membership, its price for customers and the upgrade paid by wallet or card. */
export function deluxeRoutes(shop: Shop) {
  const r = new Hono();
  r.get('/rest/deluxe-membership', (c) => {
    const data = verifyRequestToken(c, shop.privateDir, bearerToken(c))?.payload.data;
    if (data?.role === 'customer') return ok(c, { membershipCost: DELUXE_MEMBERSHIP_COST });
    if (isDeluxe(shop, c)) return refuse(c, 'You are already a deluxe member!');
    return refuse(c, 'You are not eligible for deluxe membership!');
  });

  // vuln-code-snippet start freeDeluxeChallenge
  r.post('/rest/deluxe-membership', appendUserId(shop), async (c) => {
    const { paymentMode, paymentId } = await readJsonObject(c);
    const user = findUser(shop, bearerSession(shop, c)!.data.id);
    if (user?.role !== 'customer') return refuse(c, 'Something went wrong. Please try again!');
    if (paymentMode === 'wallet') {
      const balance = walletBalance(shop, user.id);
      // upstream's message, typo included
      if (balance !== undefined && balance < DELUXE_MEMBERSHIP_COST) return refuse(c, 'Insuffienct funds in Wallet');
      addToWallet(shop, user.id, -DELUXE_MEMBERSHIP_COST);
    }
    if (paymentMode === 'card') {
      const card = findOwnCard(shop, user.id, paymentId);
      if (!card || cardExpired(card)) return refuse(c, 'Invalid Card');
    }
    // any other payment mode (or none) was never charged, yet reaches the upgrade all the same
    const upgraded = updateUser(shop, user.id, { role: 'deluxe', deluxeToken: deluxeToken(shop.privateDir, user.email) })!; // vuln-code-snippet vuln-line freeDeluxeChallenge
    shop.challenges.solveIf('freeDeluxeChallenge', () => paymentMode !== 'wallet' && paymentMode !== 'card'); // vuln-code-snippet hide-line
    const { authentication } = await issueAuthentication(shop, userJson(upgraded));
    return ok(c, { confirmation: 'Congratulations! You are now a deluxe member!', token: authentication.token });
  });
  // vuln-code-snippet end freeDeluxeChallenge

  return r;
}
