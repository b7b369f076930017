// `npm run bench`: start-up, memory, page weight, paint timings and throughput of the
// production build, on loopback only, with bounded load. Prints a table; asserts nothing.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { buildIfNeeded, SERVER_ENV } from '../../src/server/start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const rows = [];
const row = (metric, value, budget = '') => rows.push({ metric, value, budget });

buildIfNeeded();

const rss = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;

// cold start: spawn to first successful answer
const t0 = performance.now();
const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], { cwd: root, env: { ...process.env, ...SERVER_ENV, PORT: String(PORT), NODE_ENV: 'production' }, stdio: 'ignore' });
let firstAnswer;
for (;;) {
  try {
    const r = await fetch(`${URL_BASE}/rest/admin/application-version`);
    if (r.ok) {
      firstAnswer = performance.now() - t0;
      break;
    }
  } catch {
    /* not up yet */
  }
  if (performance.now() - t0 > 20000) throw new Error('server did not answer in 20 s');
  await new Promise((r) => setTimeout(r, 10));
}
row('cold start to first answer', `${firstAnswer.toFixed(0)} ms`, '< 1000 ms');
row('RSS after start', `${rss(server.pid).toFixed(1)} MB`, '< 120 MB');

const html = await (await fetch(`${URL_BASE}/search`)).text();
row('/search HTML bytes (uncompressed)', `${html.length}`);
row('/search first HTML holds first 12 products', String((html.match(/<article/g) ?? []).length === 12 && html.includes('Apple Juice (1000ml)')), 'true');

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(executablePath)) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  async function paint(throttle, pagePath = '/search') {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'welcomebanner_status', value: 'dismiss', url: URL_BASE }, { name: 'cookieconsent_status', value: 'dismiss', url: URL_BASE }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
    });
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (window.__lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${URL_BASE}${pagePath}`, { waitUntil: 'networkidle' });
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const lcp = await page.evaluate(() => window.__lcp);
    await context.close();
    const raw = [...scripts.values()].reduce((n, b) => n + b.length, 0);
    const gz = [...scripts.values()].reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0);
    return { fcp, lcp, raw, gz, count: scripts.size };
  }
  const plain = await paint(false);
  const slow = await paint(true);
  row('JS loaded by /search (raw)', `${(plain.raw / 1024).toFixed(1)} KB in ${plain.count} files`);
  row('JS loaded by /search (gzip -9)', `${(plain.gz / 1024).toFixed(1)} KB`, '< 120 KB');
  row('FCP /search', `${plain.fcp.toFixed(0)} ms`);
  row('LCP /search', `${plain.lcp.toFixed(0)} ms`);
  row('FCP /search, 4x CPU throttling', `${slow.fcp.toFixed(0)} ms`);
  row('LCP /search, 4x CPU throttling', `${slow.lcp.toFixed(0)} ms`);
  const basket = await paint(false, '/basket');
  row('JS loaded by /basket (gzip -9)', `${(basket.gz / 1024).toFixed(1)} KB`, '< 130 KB');
  await browser.close();
} else {
  row('browser metrics', `skipped: no Chromium at ${executablePath}`);
}

/** Runs autocannon; req/s over the time from start to the last answer (a bounded run ends between autocannon's one-second ticks). */
function load(title, opts) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon({ url: `${URL_BASE}${opts.path}`, connections: 10, duration: 5, ...opts }, (error, result) => {
      if (error) return reject(error);
      const perSecond = result.requests.total / ((lastAnswer - started) / 1000);
      row(`req/s ${title}`, `${Math.round(perSecond)} (p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${result.non2xx} non-2xx)`);
      resolve();
    });
    instance.on('response', () => (lastAnswer = performance.now()));
  });
}
await load('GET /rest/products/search?q=apple', { path: '/rest/products/search?q=apple' });
await load('POST /graphql (products)', { path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ products(search: "apple") { id name price quantity } }' }) });
const json = { 'content-type': 'application/json' };

/** `count` new shoppers, registered and logged in: their tokens and basket ids. */
async function newShoppers(count, label) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const shopper = { email: `bench-${label}-${i}-${Date.now()}@juice-sh.op`, password: 'bench-basket' };
      await fetch(`${URL_BASE}/api/Users`, { method: 'POST', headers: json, body: JSON.stringify({ ...shopper, passwordRepeat: shopper.password }) });
      const { authentication } = await (await fetch(`${URL_BASE}/rest/user/login`, { method: 'POST', headers: json, body: JSON.stringify(shopper) })).json();
      return { auth: { ...json, Authorization: `Bearer ${authentication.token}` }, bid: authentication.bid };
    }),
  );
}

/** Products a shopper can put into a basket: listed and in stock. */
const { data: stock } = await (await fetch(`${URL_BASE}/api/Quantitys`)).json();
const { data: listed } = await (await fetch(`${URL_BASE}/rest/products/search?q=`)).json();
const buyable = listed.map((p) => p.id).filter((id) => stock.some((q) => q.ProductId === id && q.quantity > 0));

// Add to Basket as a shopper's click sends it, a bounded number of times: a basket holds a product
// once, so each request puts the next (shopper, product) pair that nobody has added yet
const adders = await newShoppers(150, 'add');
const additions = adders.flatMap((s) => buyable.map((ProductId) => ({ ...s, ProductId })));
await load('POST /api/BasketItems', {
  path: '/api/BasketItems',
  amount: additions.length,
  requests: [
    {
      method: 'POST',
      setupRequest: (req) => {
        const { auth, bid, ProductId } = additions.shift();
        return { ...req, headers: auth, body: JSON.stringify({ ProductId, BasketId: bid, quantity: 1 }) };
      },
    },
  ],
});

// a shopper's add and remove, in pairs on each connection; a basket holds a product once, so each
// pair takes a product no other connection holds at the moment (autocannon resets the context per pair)
const [pairShopper] = await newShoppers(1, 'pairs');
const freeProducts = buyable.slice(0, 20);
await load('POST + DELETE /api/BasketItems (pairs)', {
  path: '/api/BasketItems',
  headers: pairShopper.auth,
  requests: [
    {
      method: 'POST',
      setupRequest: (req, context) => {
        context.productId = freeProducts.shift();
        return { ...req, body: JSON.stringify({ ProductId: context.productId, BasketId: pairShopper.bid, quantity: 1 }) };
      },
      onResponse: (status, body, context) => {
        context.itemId = JSON.parse(body).data?.id;
      },
    },
    {
      method: 'DELETE',
      setupRequest: (req, context) => ({ ...req, path: `/api/BasketItems/${context.itemId}` }),
      onResponse: (status, body, context) => freeProducts.push(context.productId),
    },
  ],
});

// checkout empties the basket it orders, so each request checks out another shopper's basket,
// filled beforehand with three products (the order, its stock and wallet changes and its PDF)
const buyers = await newShoppers(400, 'checkout');
for (const { auth, bid } of buyers) {
  for (const ProductId of buyable.slice(0, 3)) await fetch(`${URL_BASE}/api/BasketItems`, { method: 'POST', headers: auth, body: JSON.stringify({ ProductId, BasketId: bid, quantity: 1 }) });
}
await load('POST /rest/basket/{id}/checkout (3 items)', {
  path: '/rest/basket/0/checkout',
  amount: buyers.length,
  requests: [
    {
      method: 'POST',
      setupRequest: (req) => {
        const { auth, bid } = buyers.shift();
        const body = { couponData: Buffer.from('null').toString('base64'), orderDetails: { paymentId: '1', addressId: '1', deliveryMethodId: '3' } };
        return { ...req, path: `/rest/basket/${bid}/checkout`, headers: auth, body: JSON.stringify(body) };
      },
    },
  ],
});
row('RSS after load', `${rss(server.pid).toFixed(1)} MB`);

// Upload bombs: 10 concurrent XXE DoS and YAML bomb uploads against a shop with safety mode off
// (its own process, so the figures above stay those of a default shop), while the health
// endpoint is asked over and over; then how far its memory comes back to the idle figure.
async function uploadBombs() {
  const port = PORT + 1;
  const base = `http://127.0.0.1:${port}`;
  const shop = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], { cwd: root, env: { ...process.env, ...SERVER_ENV, PORT: String(port), NODE_ENV: 'unsafe' }, stdio: 'ignore' });
  try {
    const started = performance.now();
    while (!(await fetch(`${base}/rest/admin/application-version`).then((r) => r.ok, () => false))) {
      if (performance.now() - started > 20000) throw new Error('bomb shop did not answer in 20 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    const send = (name, text) => {
      const form = new FormData();
      form.append('file', new File([text], name));
      return fetch(`${base}/file-upload`, { method: 'POST', body: form }).then((r) => r.status);
    };
    const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///dev/urandom">]><r>&xxe;</r>';
    const levels = 'abcdefghi';
    const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', ...levels.slice(1).split('').map((l, i) => `${l}: &${l} [${Array(9).fill(`*${levels[i]}`).join(',')}]`)].join('\n');
    // warm up the code paths an upload takes, then let the shop settle
    await send('honest.xml', '<complaint>warm</complaint>');
    await send('honest.yml', 'complaint: warm');
    await new Promise((r) => setTimeout(r, 3000));
    const idle = rss(shop.pid);
    let done = false;
    const t0 = performance.now();
    const attack = Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? send('bomb.yml', bomb) : send('dos.xml', xxe)))).finally(() => (done = true));
    const latencies = [];
    let peak = idle;
    while (!done) {
      const t = performance.now();
      await fetch(`${base}/rest/admin/application-version`).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - t);
      peak = Math.max(peak, rss(shop.pid));
      await new Promise((r) => setTimeout(r, 25));
    }
    const statuses = await attack;
    const attackMs = performance.now() - t0;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)];
    row('10 concurrent XXE DoS / YAML bomb uploads', `${(attackMs / 1000).toFixed(1)} s, answers ${[...new Set(statuses)].join('/')}`);
    row('health p99 during the bombs', `${p99.toFixed(0)} ms (median ${latencies[Math.floor(latencies.length / 2)].toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms, ${latencies.length} requests)`, '< 1000 ms');
    // memory: back within 20 MB of idle, waited for up to 30 s
    const settleStart = performance.now();
    let after = rss(shop.pid);
    while (after - idle > 20 && performance.now() - settleStart < 30000) {
      await new Promise((r) => setTimeout(r, 500));
      after = rss(shop.pid);
    }
    row('RSS idle / peak / after the bombs', `${idle.toFixed(1)} / ${peak.toFixed(1)} / ${after.toFixed(1)} MB (after ${((performance.now() - settleStart) / 1000).toFixed(1)} s)`, 'after - idle < 20 MB');
  } finally {
    shop.kill();
  }
}
await uploadBombs();


server.kill();
console.table(rows);
