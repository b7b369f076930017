import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Shop } from '../shop';

/** Padding images, each shown only on one screen: fetching one proves the screen was opened. */
const PADDING_IMAGES: Record<string, string> = {
  '/1px.png': 'scoreBoardChallenge',
  '/11px.png': 'web3SandboxChallenge',
  '/19px.png': 'adminSectionChallenge',
  '/56px.png': 'tokenSaleChallenge',
  '/81px.png': 'privacyPolicyChallenge',
};

/** The secret spelled by the highlighted phrases of the privacy policy (upstream's fact). */
export const PRIVACY_PROOF_PATH = '/we/may/also/instruct/you/to/refuse/all/reasonably/necessary/responsibility';

/**
 * Watches requests for static files (served afterwards by Waku) that prove a challenge: the
 * asset files themselves are public, only fetching them counts.
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

  let thankYou: Buffer | undefined;
  r.get(PRIVACY_PROOF_PATH, (c) => {
    shop.challenges.solve('privacyPolicyProofChallenge');
    thankYou ??= readFileSync(path.join(shop.privateDir, 'assets', 'thank-you.svg'));
    return c.body(new Uint8Array(thankYou), 200, { 'content-type': 'image/svg+xml' });
  });
  return r;
}
