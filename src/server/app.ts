import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { lazyChallengeChecks } from './challenges/lazy';
import { WEB3_RPC_PATH } from '../lib/web3/chain';
import { accessLog } from './http/access-log';
import { requestBodyLimit } from './http/body-limit';
import { compression } from './http/compression';
import { errorResponse } from './http/errors';
import { lowerCasePath, mountRoutes, rscPaths } from './http/paths';
import { handOverWithShop } from './http/request-shop';
import { apiDocsRoutes } from './routes/api-docs';
import { assetRoutes } from './routes/assets';
import { b2bOrderRoutes } from './routes/b2b-orders';
import { basketRoutes } from './routes/basket';
import { challengeRoutes } from './routes/challenges';
import { chatbotRoutes } from './routes/chatbot';
import { checkoutRoutes } from './routes/checkout';
import { codeSnippetRoutes } from './routes/code-snippets';
import { complaintRoutes } from './routes/complaints';
import { dataExportRoutes } from './routes/data-export';
import { deluxeRoutes } from './routes/deluxe';
import { feedbackRoutes } from './routes/feedback';
import { ftpRoutes } from './routes/ftp';
import { gameRoutes } from './routes/game';
import { keyServerRoutes } from './routes/key-server';
import { loginRoutes } from './routes/login';
import { metaRoutes } from './routes/meta';
import { metricsRoutes } from './routes/metrics';
import { nftUnlockRoutes } from './routes/nft-unlock';
import { orderRoutes } from './routes/orders';
import { paymentWebhookRoutes } from './routes/payment-webhook';
import { privacyRequestRoutes } from './routes/privacy-requests';
import { passwordRoutes } from './routes/passwords';
import { productRoutes } from './routes/products';
import { profileRoutes } from './routes/profile';
import { recycleAndMemoryRoutes } from './routes/recycles-memories';
import { redirectRoutes } from './routes/redirect';
import { reviewRoutes } from './routes/reviews';
import { solidityCompilerRoutes } from './routes/solidity-compiler';
import { sourceMapRoutes } from './routes/source-maps';
import { securityPolicyRoutes } from './routes/security-policy';
import { supportLogRoutes } from './routes/support-logs';
import { twoFactorRoutes } from './routes/two-factor';
import { web3ChainRoutes } from './routes/web3-chain';
import { userRoutes } from './routes/users';
import { whoamiRoutes } from './routes/whoami';
import { jwtChallenges } from './security/auth';
import type { Shop } from './context';

export type Fallback = (req: Request, env: unknown) => Response | Promise<Response>;

/** Where the app hands what is not the shop's: Waku's fetch, and the base of Waku's RSC URLs (its config's rscBase). */
export type WakuHandOff = { fetch: Fallback; rscBase: string };

const API_PATH = /^\/(api|rest)(\/|$)/i;

/**
 * A server function call, handed to Waku. An unknown function id or arguments React cannot decode
 * make Waku fail as a 500; the caller gets a 400 saying so instead.
 */
async function callServerFunction(req: Request, env: unknown, fallback: Fallback) {
  const res = await fallback(req, env);
  if (res.status < 500) return res;
  await res.body?.cancel();
  return new Response('No such server function, or arguments it cannot read.', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=UTF-8' },
  });
}

/**
 * A page's RSC payload under React's own media type (Waku answers it as text/plain): DevTools and
 * proxies show it as the component stream it is, which the Modern Stack tutorials teach to read.
 */
function asComponentStream(res: Response) {
  if (!res.ok || !res.headers.get('content-type')?.startsWith('text/plain')) return res;
  const headers = new Headers(res.headers);
  headers.set('content-type', 'text/x-component; charset=utf-8');
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

/**
 * The shop's HTTP application. Routes match case-insensitively, as upstream's do (see
 * lowerCasePath). Anything that is not the shop's goes to Waku, handed over with the shop, which
 * the pages and server functions read through lib/content; without `waku` (the API tests) it is a 404.
 */
export function createApp(shop: Shop, waku?: WakuHandOff) {
  const app = new Hono({ getPath: lowerCasePath });
  const toWaku = waku && {
    fetch: (req: Request, env: unknown) => handOverWithShop(shop, () => waku.fetch(req, env)),
    rsc: rscPaths(waku.rscBase),
  };
  const hiring = shop.config.application.securityTxt?.hiring ?? '/#/jobs';

  app.use(accessLog(shop));
  app.use(shop.metrics.countRequests);
  app.use(compression());
  app.use(async (c, next) => {
    await next();
    c.res.headers.set('x-content-type-options', 'nosniff');
    c.res.headers.set('x-frame-options', 'SAMEORIGIN');
    c.res.headers.set('feature-policy', "payment 'self'");
    c.res.headers.set('x-recruiting', hiring);
  });
  // upstream allows every origin on every answer, pages and files included
  app.use(cors());
  // upstream's body parsers refuse bodies over 100 kB (413) before parsing; the uploads and the
  // graph keep limits of their own
  app.use(requestBodyLimit({ ownLimits: ['/file-upload', '/profile/image/file', '/rest/memories', '/graphql', WEB3_RPC_PATH] }));
  app.use(jwtChallenges(shop));
  // customer texts are looked at on the next API request after they changed, as upstream
  for (const api of ['/api/*', '/rest/*']) app.use(api, lazyChallengeChecks(shop));

  // The endpoint families, each route module with the paths it serves (as the API writes them).
  // No two modules serve the same path, so their order here does not matter; the middleware above
  // runs before all of them.

  // accounts: /rest/user/*, /api/Users, /rest/2fa/*, /profile
  mountRoutes(app, loginRoutes(shop)); // POST /rest/user/login, GET /rest/saveLoginIp
  mountRoutes(app, whoamiRoutes(shop)); // /rest/user/whoami, /rest/user/authentication-details
  mountRoutes(app, passwordRoutes(shop)); // /rest/user/change-password, /rest/user/reset-password
  mountRoutes(app, userRoutes(shop)); // /api/Users, /api/SecurityAnswers, /rest/user/security-question
  mountRoutes(app, twoFactorRoutes(shop)); // /rest/2fa/status, setup, verify, disable
  mountRoutes(app, dataExportRoutes(shop)); // /rest/user/data-export, /rest/image-captcha
  mountRoutes(app, profileRoutes(shop)); // /profile, /profile/image/*, /dataerasure, /solve/challenges/server-side
  mountRoutes(app, privacyRequestRoutes(shop)); // /api/PrivacyRequests

  // the catalogue: /rest/products/*, /api/Products, /api/Quantitys
  mountRoutes(app, productRoutes(shop)); // /rest/products/search, /api/Products, /api/Quantitys
  mountRoutes(app, reviewRoutes(shop)); // /rest/products/:id/reviews, /rest/products/reviews

  // basket, checkout and orders: /rest/basket/*, /api/BasketItems, /api/Addresss, /api/Cards, /b2b/v2
  mountRoutes(app, basketRoutes(shop)); // /rest/basket/:id, /api/BasketItems, /rest/basket/:id/coupon/:coupon
  mountRoutes(app, checkoutRoutes(shop)); // /api/Addresss, /api/Deliverys, /api/Cards, /rest/wallet/balance
  mountRoutes(app, orderRoutes(shop)); // /rest/basket/:id/checkout, /rest/order-history, /rest/track-order/:id
  mountRoutes(app, deluxeRoutes(shop)); // /rest/deluxe-membership
  mountRoutes(app, paymentWebhookRoutes(shop)); // /rest/payment/webhook
  mountRoutes(app, b2bOrderRoutes(shop)); // /b2b/v2/*

  // what customers send: /api/Feedbacks, /api/Complaints, /api/Recycles, the chatbot
  mountRoutes(app, feedbackRoutes(shop)); // /api/Feedbacks, /rest/captcha
  mountRoutes(app, complaintRoutes(shop)); // /api/Complaints, /file-upload, /promotion, /video, /assets/public/videos/*
  mountRoutes(app, recycleAndMemoryRoutes(shop)); // /api/Recycles, /rest/memories
  mountRoutes(app, chatbotRoutes(shop)); // /rest/chatbot/status, /rest/chatbot/respond, /rest/chat

  // the game: /api/Challenges, /api/Hints, continue codes, coding challenges
  mountRoutes(app, challengeRoutes(shop)); // /api/Challenges, /api/Hints
  mountRoutes(app, gameRoutes(shop)); // /rest/continue-code*, /rest/repeat-notification, /rest/country-mapping
  mountRoutes(app, codeSnippetRoutes(shop)); // /snippets/*

  // the application: configuration, languages, documentation, metrics, policies
  mountRoutes(app, metaRoutes(shop)); // /rest/admin/application-*, /rest/languages, /api/SecurityQuestions
  mountRoutes(app, metricsRoutes(shop)); // /metrics
  mountRoutes(app, apiDocsRoutes(shop)); // /api-docs
  mountRoutes(app, securityPolicyRoutes(shop)); // /.well-known/*, /security.txt
  mountRoutes(app, redirectRoutes(shop)); // /redirect

  // web3: /rest/web3/*
  mountRoutes(app, web3ChainRoutes(shop)); // /rest/web3/chain, rpc, faucet, nftMintListen, walletNFTVerify, walletExploitAddress
  mountRoutes(app, nftUnlockRoutes(shop)); // /rest/web3/submitKey, /rest/web3/nftUnlocked
  mountRoutes(app, solidityCompilerRoutes()); // /assets/solc/soljson.js

  // files and assets: the challenge watchers on static files, /ftp, /encryptionkeys, /support/logs
  mountRoutes(app, assetRoutes(shop)); // /assets/public/images/padding/*, /assets/public/images/products/*, /assets/i18n/*
  mountRoutes(app, ftpRoutes(shop)); // /ftp/*, /robots.txt
  mountRoutes(app, keyServerRoutes(shop)); // /encryptionkeys/*
  mountRoutes(app, supportLogRoutes(shop)); // /support/logs/*
  mountRoutes(app, sourceMapRoutes(shop)); // /assets/server/:file

  // /graphql: the library loads with the first query, not at start (a lighter process per instance)
  app.all('/graphql', async (c) => (await import('./routes/graphql')).graphqlRoutes(shop).fetch(c.req.raw, c.env));

  app.all('*', async (c) => {
    const { pathname, search } = new URL(c.req.url);
    // upstream hands an unknown API path to its error handler as a plain error (a 500), naming the URL with its query
    if (API_PATH.test(pathname)) throw new Error(`Unexpected path: ${pathname}${search}`);
    if (!toWaku) return c.notFound();
    if (c.req.method === 'POST' && toWaku.rsc.functionCall.test(pathname)) return callServerFunction(c.req.raw, c.env, toWaku.fetch);
    // Waku renders pages here: any other method would be read as a server function call (and fail
    // as a 500); the only other RSC payloads are rendered routes
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Pages are only read (GET or HEAD).', 405, { allow: 'GET, HEAD' });
    if (toWaku.rsc.any.test(pathname) && !toWaku.rsc.routePayload.test(pathname)) return c.text('No such page payload.', 404);
    if (toWaku.rsc.routePayload.test(pathname)) return asComponentStream(await toWaku.fetch(c.req.raw, c.env));
    return toWaku.fetch(c.req.raw, c.env);
  });
  app.onError((err, c) => errorResponse(shop, err, c));
  return app;
}
