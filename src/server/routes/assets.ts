import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { pathSegment } from '../http/paths';
import { readUpload, UPLOADS_PATH } from '../profile/images';
import type { Shop } from '../context';

/** Padding images, each shown only on one screen: fetching one proves the screen was opened. */
const PADDING_IMAGES: Record<string, string> = {
  '/1px.png': 'scoreBoardChallenge',
  '/11px.png': 'web3SandboxChallenge',
  '/19px.png': 'adminSectionChallenge',
  '/56px.png': 'tokenSaleChallenge',
  '/81px.png': 'privacyPolicyChallenge',
};

/**
 * The cat picture of the photo wall as a browser requests it once the `#` in its name are
 * percent-encoded (upstream's fact, lower-cased). Linked with a raw `#`, the browser cuts the
 * address at the first one and asks for a file that does not exist.
 */
const CAT_PICTURE_ENCODED = '/%e1%93%9a%e1%98%8f%e1%97%a2-%23zatschi-%23whoneedsfourlegs-1572600969477.jpg';

/** The secret spelled by the highlighted phrases of the privacy policy (upstream's fact). */
export const PRIVACY_PROOF_PATH = '/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility';
/** The address hidden (base64 of its ROT13) in the easter egg of /ftp (upstream's fact). */
export const EASTER_EGG_PATH = '/the/devs/are/so/funny/they/hid/an/easter/egg/within/the/easter/egg';
/** The address AES-encrypted in the Premium Paywall challenge's description (upstream's fact). */
export const PREMIUM_CONTENT_PATH =
  '/this/page/is/hidden/behind/an/incredibly/high/paywall/that/could/only/be/unlocked/by/sending/1btc/to/us';

/**
 * Hidden addresses: requesting one solves its challenge and shows the reward, a file of
 * private/assets. Upstream's "Thank you!" image behind the privacy policy's address is missing on
 * purpose (its API test expects a 404): ours answers that 404 with a thank-you card in its body.
 */
const HIDDEN_REWARDS = [
  { path: PRIVACY_PROOF_PATH, key: 'privacyPolicyProofChallenge', file: 'thank-you.svg', type: 'image/svg+xml', status: 404 },
  {
    path: EASTER_EGG_PATH,
    key: 'easterEggLevelTwoChallenge',
    file: 'planet-orangeuze.html',
    type: 'text/html; charset=utf-8',
    status: 200,
  },
  { path: PREMIUM_CONTENT_PATH, key: 'premiumPaywallChallenge', file: 'premium-wallpaper.svg', type: 'image/svg+xml', status: 200 },
] as const;

/**
 * Watches requests for static files (served afterwards by Waku) that prove a challenge: the
 * asset files themselves are public, only fetching them counts. Serves the uploads folder itself
 * (users' uploads and the shipped pictures).
 */
export function assetRoutes(shop: Shop) {
  const r = new Hono();
  const blueprint = shop.config.products.find((p) => p.fileForRetrieveBlueprintChallenge)?.fileForRetrieveBlueprintChallenge;

  r.use('/assets/public/images/padding/*', async (c, next) => {
    const url = c.req.path;
    for (const [suffix, key] of Object.entries(PADDING_IMAGES)) if (url.endsWith(suffix)) shop.challenges.solve(key);
    await next();
  });
  r.use('/assets/public/images/products/*', async (c, next) => {
    if (blueprint && c.req.path.endsWith(blueprint.toLowerCase())) shop.challenges.solve('retrieveBlueprintChallenge');
    await next();
  });
  r.use('/assets/i18n/*', async (c, next) => {
    if (c.req.path.endsWith('/tlh_aa.json')) shop.challenges.solve('extraLanguageChallenge');
    await next();
  });

  r.use(`${UPLOADS_PATH}/*`, async (c, next) => {
    // the address as sent (percent-encoding kept), as upstream compares it
    if (new URL(c.req.url).pathname.toLowerCase().endsWith(CAT_PICTURE_ENCODED)) shop.challenges.solve('missingEncodingChallenge');
    await next();
  });
  r.get(`${UPLOADS_PATH}/:name`, async (c, next) => {
    const file = await readUpload(shop, pathSegment(c.req.url));
    if (!file) return next();
    // An upload is only ever an image: no script runs even if one (an SVG) is opened on its own.
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.type,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'no-cache',
    });
  });

  for (const reward of HIDDEN_REWARDS) {
    let content: Buffer | undefined;
    r.get(reward.path, (c) => {
      shop.challenges.solve(reward.key);
      content ??= readFileSync(path.join(shop.privateDir, 'assets', reward.file));
      return c.body(new Uint8Array(content), reward.status, { 'content-type': reward.type });
    });
  }
  return r;
}
