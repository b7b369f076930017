import { expect, test } from 'vitest';
import { createApp, type Fallback } from '../../src/server/app';
import { createShop } from '../../src/server/shop';

/**
 * What reaches the page renderer (Waku) behind the shop's API. The fuzzer found two ways to make
 * it answer 500: any method but GET/HEAD (read as a server action, which the shop has none of) and
 * RSC payload addresses that are no rendered route (`/RSC/R/<route>.txt`).
 */
/** A renderer standing in for Waku, under Waku's default RSC base. */
const renderer = (fetch: Fallback) => ({ fetch, rscBase: 'RSC' });
const shop = createShop({ configOverrides: { challenges: { safetyMode: 'disabled' } } });
const rendered: string[] = [];
const app = createApp(
  shop,
  renderer((req) => {
    rendered.push(`${req.method} ${new URL(req.url).pathname}`);
    return new Response('page', { status: 200, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
  }),
);

test('pages are read with GET and HEAD; other methods get 405 without reaching the renderer', async () => {
  rendered.length = 0;
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const r = await app.request('/metrics-not-here', { method, body: '{"x":1}', headers: { 'content-type': 'application/json' } });
    expect(r.status, method).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD');
  }
  expect((await app.request('/search')).status).toBe(200);
  expect((await app.request('/search', { method: 'HEAD' })).status).toBe(200);
  expect(rendered).toEqual(['GET /search', 'HEAD /search']);
});

test('an RSC address that is no payload is a 404; real payload addresses reach the renderer', async () => {
  rendered.length = 0;
  for (const path of ['/RSC/x', '/RSC/%ff', '/RSC/..%2f..%2fpackage.json', `/RSC/F/${'a'.repeat(200)}.txt`, '/RSC/search.txt'])
    expect((await app.request(path)).status, path).toBe(404);
  const payload = await app.request('/RSC/R/search.txt');
  expect(payload.status).toBe(200);
  // under React's media type for a component stream, as DevTools should show it
  expect(payload.headers.get('content-type')).toBe('text/x-component; charset=utf-8');
  expect(await payload.text()).toBe('page');
  expect(rendered).toEqual(['GET /RSC/R/search.txt']);
  // a page keeps the type the renderer gave it
  expect((await app.request('/search')).headers.get('content-type')).toBe('text/plain;charset=UTF-8');
});

test('none of this counts for Error Handling', async () => {
  // a shop and app of their own, so that what the other tests sent does not matter; each answer shows the request was handled
  const own = createShop({ configOverrides: { challenges: { safetyMode: 'disabled' } } });
  const ownApp = createApp(
    own,
    renderer(() => new Response('page', { status: 200 })),
  );
  const failing = createApp(
    own,
    renderer(() => new Response('boom', { status: 500 })),
  );
  try {
    expect(
      (await ownApp.request('/metrics-not-here', { method: 'POST', body: '{"x":1}', headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(405);
    expect((await ownApp.request('/RSC/%ff')).status).toBe(404);
    expect((await ownApp.request('/RSC/search.txt')).status).toBe(404);
    expect((await failing.request('/RSC/F/0000/restockProduct.txt', { method: 'POST', body: '[1,0]' })).status).toBe(400);
    expect(own.challenges.isSolved('errorHandlingChallenge')).toBe(false);
  } finally {
    own.db.close();
  }
});

test('server function calls (POST /RSC/F/<id>/<name>.txt) reach the renderer; its failure to find or read one is a 400', async () => {
  const calls: string[] = [];
  const failing = createApp(
    shop,
    renderer((req) => {
      calls.push(`${req.method} ${new URL(req.url).pathname}`);
      return new Response('boom', { status: 500 });
    }),
  );
  const r = await failing.request('/RSC/F/0000/restockProduct.txt', { method: 'POST', body: '[1,0]' });
  expect(r.status).toBe(400);
  expect(await r.text()).toBe('No such server function, or arguments it cannot read.');
  expect((await app.request('/RSC/F/abc/restockProduct.txt', { method: 'POST', body: '[1,0]' })).status).toBe(200);
  expect((await app.request('/RSC/F/abc/restockProduct.txt', { method: 'PUT', body: '[1,0]' })).status).toBe(405);
  expect(calls).toEqual(['POST /RSC/F/0000/restockProduct.txt']);
});
