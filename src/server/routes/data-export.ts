import { Hono, type Context } from 'hono';
import { maskedEmail } from '../services/orders';
import { readJsonObject, sendMessage } from '../http/respond';
import { appendUserId, bearerSession } from '../security/auth';
import { remoteAddress } from '../security/client-ip';
import { md5 } from '../security/hashing';
import { memoriesOf } from '../services/memories';
import type { Shop } from '../context';

/** A captcha counts for five minutes (upstream's window; the data export screen asks for one within it). */
export const CAPTCHA_WINDOW_MS = 5 * 60 * 1000;

/** Exported orders as upstream lists them. */
type ExportedOrder = { orderId: string; totalPrice: number; products: unknown[]; bonus: number; eta: string };

/** privacy: the image captcha and the export of the caller's personal data. */
export function dataExportRoutes(shop: Shop) {
  const r = new Hono();

  /**
   * A new captcha for the caller: five characters drawn as SVG paths (svg-captcha, as upstream),
   * answered as upstream's is, `{ image, answer, UserId }`: the answer travels along (walkthroughs
   * and upstream's own tests read it there). Only the caller's latest captcha counts, so older
   * ones are dropped.
   */
  r.get('/rest/image-captcha', async (c) => {
    const session = bearerSession(shop, c);
    if (!session) return sendMessage(c, 'You need to be logged in to request a CAPTCHA.', 401);
    const { create } = await import('svg-captcha');
    const captcha = create({ size: 5, noise: 2, color: true });
    shop.tables.imageCaptchas.replace(session.data.id, captcha.data, captcha.text);
    return c.json({ image: captcha.data, answer: captcha.text, UserId: session.data.id });
  });

  /** The user's photo wall memories with their image's full address, as upstream's export lists them. */
  function memoriesOfUser(c: Context, userId: number) {
    const origin = `${new URL(c.req.url).protocol}//${c.req.header('host') ?? new URL(c.req.url).host}`;
    return memoriesOf(shop, userId).map((m) => ({ imageUrl: /^https?:\/\//i.test(m.imagePath) ? m.imagePath : `${origin}/${m.imagePath}`, caption: m.caption }));
  }

  // vuln-code-snippet start dataExportChallenge
  r.post('/rest/user/data-export', appendUserId(shop), async (c) => {
    const body = await readJsonObject(c);
    const session = bearerSession(shop, c)!;
    // a captcha fetched within the window must be answered; without one the export goes ahead, as upstream's
    const answer = shop.tables.imageCaptchas.latestAnswer(session.data.id, new Date(Date.now() - CAPTCHA_WINDOW_MS).toISOString());
    if (answer !== undefined && body.answer !== answer) return sendMessage(c, 'Wrong answer to CAPTCHA. Please try again.', 401);
    const { email, username } = session.data;
    if (typeof email !== 'string' || !email) throw new Error(`Blocked illegal activity by ${remoteAddress(c)}`);
    // the format (JSON, PDF, Excel) is the screen's choice only: the export is JSON whatever it says, as upstream's
    const orders = await shop.orders.find({ email: maskedEmail(email) }); // vuln-code-snippet vuln-line dataExportChallenge
    const reviews = await shop.reviews.find({ author: email });
    const userData = {
      username,
      email,
      orders: orders.map((o): ExportedOrder => ({ orderId: o.orderId, totalPrice: o.totalPrice, products: [...o.products], bonus: o.bonus, eta: o.eta })),
      reviews: reviews.map((rv) => ({ message: rv.message, author: rv.author, productId: rv.product, likesCount: rv.likesCount, likedBy: rv.likedBy })),
      memories: memoriesOfUser(c, session.data.id),
    };
    const ownPrefix = md5(email).slice(0, 4);
    shop.challenges.solveIf('dataExportChallenge', () => userData.orders.some((o) => o.orderId.split('-')[0] !== ownPrefix)); // vuln-code-snippet hide-line
    return c.json({ userData: JSON.stringify(userData, null, 2), confirmation: 'Your data export will open in a new Browser window.' });
  });
  // vuln-code-snippet end dataExportChallenge

  return r;
}
