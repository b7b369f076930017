// `npm run bench`: start-up, memory, page weight, paint timings and throughput of the production
// build, on loopback only, with bounded load. Prints one table of every figure next to its budget,
// writes bench.json, and exits non-zero when a budget is missed. Not a test: `.ci/run` does not
// call it (timings depend on the machine), the performance pass reads it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { buildIfNeeded, SERVER_ENV } from '../../src/server/start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const json = { 'content-type': 'application/json' };

/**
 * Every budget in one place. JavaScript budgets are gzip -9 of every script a cold first load of
 * the screen fetches; /search has the issue's fixed budget, every other screen what it loaded
 * after the performance pass rounded up to the next 5 KB: a screen that grows past it has to say why.
 */
const BUDGETS = {
  coldStartMs: 400,
  idleRssMb: 60,
  rssAboveIdleAfterLoadMb: 20,
  firstPaintAfterFirstProductMs: 100,
  lcpAfterFirstProductMs: 150,
  searchRequestsPerSecond: 3000,
  loginRequestsPerSecond: 1000,
  p99Ms: 20,
  healthP99DuringBombsMs: 1000,
  rssAboveIdleAfterBombsMb: 20,
  /** KB gzip per screen; `as` logs in first (the screen needs a login to show what it is for) */
  javascriptKb: {
    '/search': { max: 116 },
    '/basket': { max: 140, as: 'jim' },
    // +5 KB: 'use client' on each stateful leaf instead of re-export modules adds its entries to the
    // client-reference map, and the filter switches are Ark Switch
    '/score-board': { max: 180 },
    '/login': { max: 190 },
    // +5 KB: with Tabs, Switch, Carousel and Pagination in use, Ark's shared code splits into more chunks
    '/contact': { max: 210 },
    // complaint, chat and photo wall forms are on @tanstack/react-form with their arktype schemas
    // (one schema per payload, shared with the route): the form library (15 KB) and arktype (46 KB)
    // are what /login already loads
    '/complain': { max: 195, as: 'jim' },
    '/chatbot': { max: 210, as: 'jim' },
    '/photo-wall': { max: 190 },
    '/order-history': { max: 135, as: 'jim' },
    '/accounting': { max: 130, as: 'accountant' },
  },
  /** KB gzip a language may add to the scripts of /search (issue 25); the languages measured: right to left, CJK, a script font */
  javascriptKbAboveEnglish: 2,
  languages: ['ar_SA', 'ja_JP', 'my_MM', 'de_DE'],
};
const ACCOUNTS = {
  jim: { email: 'jim@juice-sh.op', password: 'ncc-1701' },
  accountant: { email: 'accountant@juice-sh.op', password: 'i am an awesome accountant' },
};

/** The table: each figure with its budget; `ok` is undefined for figures without one. */
const rows = [];
/** @param {string} metric @param {number|string} value @param {string} [unit] @param {{ max?: number, min?: number }} [budget] */
function row(metric, value, unit = '', budget = undefined, detail = '') {
  const ok =
    budget === undefined || typeof value !== 'number'
      ? undefined
      : (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
  const budgetText =
    budget === undefined
      ? ''
      : [budget.min !== undefined && `>= ${budget.min}`, budget.max !== undefined && `<= ${budget.max}`].filter(Boolean).join(', ') +
        (unit ? ` ${unit}` : '');
  rows.push({ metric, value, unit, budget: budget ?? null, budgetText, ok, detail });
}

/** A row that is a yes/no requirement rather than a figure. */
function check(metric, passed, detail = '') {
  rows.push({ metric, value: passed ? 'yes' : 'no', unit: '', budget: null, budgetText: 'yes', ok: passed, detail });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rss = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
/**
 * Memory only this process holds (USS: private clean + dirty pages, MB). RSS also counts the pages
 * of the node binary every Node process on the machine shares (some 30 MB for a bare `node -e`,
 * more once the compiler and more built-in modules are touched): what another instance costs is this.
 */
function privateMb(pid) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field) => Number(rollup.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return (kb('Private_Clean') + kb('Private_Dirty')) / 1024;
}

/** Waits (up to `timeoutMs`) for a process's RSS to come back within `budgetMb` of `idleMb`: where it got, and after how long. */
async function settled(pid, idleMb, budgetMb, timeoutMs) {
  const start = performance.now();
  let after = rss(pid);
  while (after - idleMb > budgetMb && performance.now() - start < timeoutMs) {
    await sleep(500);
    after = rss(pid);
  }
  return { after, seconds: ((performance.now() - start) / 1000).toFixed(1) };
}

buildIfNeeded();

/** Starts the production build as `npm start` runs it; resolves once it answers, with the time that took. */
async function startShop(port, nodeEnv = 'production') {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), NODE_ENV: nodeEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // a crash or an error the shop logs would skew every figure after it: show it
  child.stderr.on('data', (chunk) => process.stderr.write(`[shop ${port}] ${chunk}`));
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/rest/admin/application-version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, startMs: performance.now() - t0 };
    if (performance.now() - t0 > 20000) throw new Error('the shop did not answer in 20 s');
    await sleep(5);
  }
}
const stop = (child) =>
  new Promise((r) => {
    if (child.exitCode !== null) return r();
    child.once('exit', r);
    child.kill();
  });

// ---- start-up: three cold starts, the median counts; the last one stays up for the rest
const starts = [];
let server;
for (let i = 0; i < 3; i++) {
  if (server) await stop(server);
  const started = await startShop(PORT);
  server = started.child;
  starts.push(started.startMs);
}
row(
  'cold start to first answer (median of 3)',
  Math.round(median(starts)),
  'ms',
  { max: BUDGETS.coldStartMs },
  starts.map((s) => s.toFixed(0)).join(' / '),
);
await sleep(2000);
const idleRss = rss(server.pid);
row('RSS idle after start', +idleRss.toFixed(1), 'MB', { max: BUDGETS.idleRssMb });
row('memory of its own (USS) idle after start', +privateMb(server.pid).toFixed(1), 'MB');

/** Runs autocannon; req/s over the time from start to the last answer (a bounded run ends between autocannon's one-second ticks). */
function load(opts) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastAnswer = started;
    // autocannon reads the path from the URL; a `path` of its own is only honoured per request
    const { path: firstPath = '/', ...rest } = opts;
    const instance = autocannon({ url: `${URL_BASE}${firstPath}`, connections: 10, duration: 5, ...rest }, (error, result) => {
      if (error) return reject(error);
      resolve({
        perSecond: Math.round(result.requests.total / ((lastAnswer - started) / 1000)),
        p99: result.latency.p99,
        total: result.requests.total,
        non2xx: result.non2xx + result.errors,
      });
    });
    instance.on('response', () => (lastAnswer = performance.now()));
  });
}
/** One throughput row (and, with `p99Budget`, one latency row) for a bounded load. */
async function throughput(title, opts, { min, p99Budget } = {}) {
  const r = await load(opts);
  row(`req/s ${title}`, r.perSecond, 'req/s', min === undefined ? undefined : { min }, `${r.total} requests, ${r.non2xx} not 2xx`);
  // every load here is meant to succeed: failed answers would make the figure meaningless
  if (r.non2xx > 0) rows.at(-1).ok = false;
  row(`p99 ${title}`, r.p99, 'ms', p99Budget === undefined ? undefined : { max: p99Budget });
  return r;
}

/** `count` new shoppers, registered and logged in: credentials, auth headers and basket ids. */
async function newShoppers(count, label) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const credentials = { email: `bench-${label}-${i}-${Date.now()}@juice-sh.op`, password: 'bench-basket' };
      await fetch(`${URL_BASE}/api/Users`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...credentials, passwordRepeat: credentials.password }),
      });
      const { authentication } = await (
        await fetch(`${URL_BASE}/rest/user/login`, { method: 'POST', headers: json, body: JSON.stringify(credentials) })
      ).json();
      return {
        credentials,
        auth: { ...json, Authorization: `Bearer ${authentication.token}` },
        bid: authentication.bid,
        token: authentication.token,
      };
    }),
  );
}

/** Products a shopper can put into a basket: listed and in stock. */
const { data: stock } = await (await fetch(`${URL_BASE}/api/Quantitys`)).json();
const { data: listed } = await (await fetch(`${URL_BASE}/rest/products/search?q=`)).json();
const buyable = listed.map((p) => p.id).filter((id) => stock.some((q) => q.ProductId === id && q.quantity > 0));

// ---- one minute of a shopper's traffic on every connection: search, a product, login, and a
// basket round trip (add, then remove); then how far memory comes back to the idle figure
{
  const [shopper] = await newShoppers(1, 'minute');
  const freeProducts = buyable.slice(0, 20);
  const minute = await load({
    duration: 60,
    requests: [
      { method: 'GET', path: '/rest/products/search?q=apple' },
      { method: 'GET', path: '/api/Products/1' },
      { method: 'POST', path: '/rest/user/login', headers: json, body: JSON.stringify(shopper.credentials) },
      {
        method: 'POST',
        path: '/api/BasketItems',
        headers: shopper.auth,
        setupRequest: (req, context) => {
          context.productId = freeProducts.shift();
          return { ...req, body: JSON.stringify({ ProductId: context.productId, BasketId: shopper.bid, quantity: 1 }) };
        },
        onResponse: (_status, body, context) => {
          context.itemId = JSON.parse(body).data?.id;
        },
      },
      {
        method: 'DELETE',
        headers: shopper.auth,
        setupRequest: (req, context) => ({ ...req, path: `/api/BasketItems/${context.itemId}` }),
        onResponse: (_status, _body, context) => freeProducts.push(context.productId),
      },
    ],
  });
  row(
    'req/s one minute of search, product, login, basket add + remove',
    minute.perSecond,
    'req/s',
    undefined,
    `p99 ${minute.p99} ms, ${minute.total} requests, ${minute.non2xx} not 2xx`,
  );
  if (minute.non2xx > 0) rows.at(-1).ok = false;
  const peak = rss(server.pid);
  // the shop hands a peak back once it has been quiet for a while (src/server/memory.ts): wait up to 60 s
  const { after, seconds } = await settled(server.pid, idleRss, BUDGETS.rssAboveIdleAfterLoadMb, 60000);
  row('RSS right after that minute', +peak.toFixed(1), 'MB');
  row(
    'RSS after it, above idle',
    +(after - idleRss).toFixed(1),
    'MB',
    { max: BUDGETS.rssAboveIdleAfterLoadMb },
    `${after.toFixed(1)} MB after ${seconds} s quiet`,
  );
}

// ---- the first HTML and the browser: paint timings of /search and the JavaScript of each screen
const html = await (await fetch(`${URL_BASE}/search`)).text();
check(
  '/search first HTML holds the first 12 products',
  (html.match(/<article/g) ?? []).length === 12 && html.includes('Apple Juice (1000ml)'),
);
row('/search HTML (uncompressed)', +(html.length / 1024).toFixed(1), 'KB');

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(executablePath)) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const tokens = {};
  for (const [name, credentials] of Object.entries(ACCOUNTS)) {
    tokens[name] = (
      await (await fetch(`${URL_BASE}/rest/user/login`, { method: 'POST', headers: json, body: JSON.stringify(credentials) })).json()
    ).authentication.token;
  }
  /** A cold first load (no cache) of a screen: paint timings and the scripts it fetched. */
  async function visit(pagePath, { throttle = false, as, language } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const cookies = [
      { name: 'welcomebanner_status', value: 'dismiss', url: URL_BASE },
      { name: 'cookieconsent_status', value: 'dismiss', url: URL_BASE },
    ];
    if (as) cookies.push({ name: 'token', value: tokens[as], url: URL_BASE });
    if (language) cookies.push({ name: 'language', value: language, url: URL_BASE });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
    });
    await page.addInitScript(
      (token) => {
        if (token) localStorage.setItem('token', token);
        // when the parser puts the first product card into the document
        window.__firstProduct = NaN;
        const seen = () => {
          if (!Number.isNaN(window.__firstProduct) || !document.querySelector('#product-search-results article')) return false;
          window.__firstProduct = performance.now();
          return true;
        };
        new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, { childList: true, subtree: true });
        window.__lcp = NaN;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__lcp = e.startTime;
        }).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      },
      as ? tokens[as] : null,
    );
    await page.goto(`${URL_BASE}${pagePath}`, { waitUntil: 'networkidle' });
    const timings = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__lcp,
      firstProduct: window.__firstProduct,
    }));
    await context.close();
    const bodies = [...scripts.values()];
    return {
      ...timings,
      count: bodies.length,
      raw: bodies.reduce((n, b) => n + b.length, 0),
      gz: bodies.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0),
    };
  }
  for (const throttle of [false, true]) {
    const runs = [];
    // Single loads are bimodal on loopback: either a frame with just the header comes first (FCP at or
    // before the first product) or the first frame holds the whole page (FCP about 140 ms after it at
    // 4x). Which one happens depends on task order in the browser, so a median of a few loads swings
    // between the two: the median of fifteen, and how many loads painted the header first.
    for (let i = 0; i < 15; i++) runs.push(await visit('/search', { throttle }));
    const m = (key) => Math.round(median(runs.map((r) => r[key])));
    const label = throttle ? ', 4x CPU throttling' : '';
    const relative = throttle ? (max) => ({ max }) : () => undefined;
    row(`/search first product in DOM${label}`, m('firstProduct'), 'ms');
    row(`/search FCP${label}`, m('fcp'), 'ms');
    row(`/search LCP${label}`, m('lcp'), 'ms');
    const fcpGaps = runs.map((r) => r.fcp - r.firstProduct);
    row(
      `/search FCP after first product${label}`,
      Math.round(median(fcpGaps)),
      'ms',
      relative(BUDGETS.firstPaintAfterFirstProductMs),
      `first paint before the first product in ${fcpGaps.filter((gap) => gap <= 0).length} of ${runs.length} loads`,
    );
    row(
      `/search LCP after first product${label}`,
      Math.round(median(runs.map((r) => r.lcp - r.firstProduct))),
      'ms',
      relative(BUDGETS.lcpAfterFirstProductMs),
    );
  }
  for (const [pagePath, { max, as }] of Object.entries(BUDGETS.javascriptKb)) {
    const r = await visit(pagePath, { as });
    row(
      `JS of ${pagePath}${as ? ` (as ${as})` : ''}, gzip -9`,
      +(r.gz / 1024).toFixed(1),
      'KB',
      { max },
      `${r.count} files, ${(r.raw / 1024).toFixed(1)} KB raw`,
    );
  }
  // a language adds at most its own dictionary (which comes in the RSC payload, not as a script):
  // the issue's budget is 2 KB gzip of scripts above English's
  const english = await visit('/search');
  for (const language of BUDGETS.languages) {
    const r = await visit('/search', { language });
    row(
      `JS of /search in ${language} above English, gzip -9`,
      +((r.gz - english.gz) / 1024).toFixed(1),
      'KB',
      { max: BUDGETS.javascriptKbAboveEnglish },
      `${r.count} files (English ${english.count})`,
    );
  }
  await browser.close();
} else {
  check('browser figures', false, `no Chromium at ${executablePath} (set CHROMIUM_PATH)`);
}

// ---- throughput, 10 connections, 5 s each
await throughput(
  'GET /rest/products/search?q=apple',
  { path: '/rest/products/search?q=apple' },
  { min: BUDGETS.searchRequestsPerSecond, p99Budget: BUDGETS.p99Ms },
);
await throughput('GET /api/Products/1', { path: '/api/Products/1' });
await throughput(
  'POST /rest/user/login',
  { path: '/rest/user/login', method: 'POST', headers: json, body: JSON.stringify(ACCOUNTS.jim) },
  { min: BUDGETS.loginRequestsPerSecond, p99Budget: BUDGETS.p99Ms },
);
await throughput('GET /rest/admin/application-configuration', {
  path: '/rest/admin/application-configuration',
  headers: { 'accept-encoding': 'gzip, deflate, br' },
});
await throughput('GET /rest/languages', { path: '/rest/languages', headers: { 'accept-encoding': 'gzip, deflate, br' } });
await throughput('GET /api/Challenges', { path: '/api/Challenges', headers: { 'accept-encoding': 'gzip, deflate, br' } });
await throughput('POST /graphql (products)', {
  path: '/graphql',
  method: 'POST',
  headers: json,
  body: JSON.stringify({ query: '{ products(search: "apple") { id name price quantity } }' }),
});

// Add to Basket as a shopper's click sends it, a bounded number of times: a basket holds a product
// once, so each request puts the next (shopper, product) pair that nobody has added yet
const adders = await newShoppers(150, 'add');
const additions = adders.flatMap((s) => buyable.map((ProductId) => ({ ...s, ProductId })));
await throughput('POST /api/BasketItems', {
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

// checkout empties the basket it orders, so each request checks out another shopper's basket,
// filled beforehand with three products (the order, its stock and wallet changes and its PDF)
const buyers = await newShoppers(400, 'checkout');
for (const { auth, bid } of buyers) {
  for (const ProductId of buyable.slice(0, 3))
    await fetch(`${URL_BASE}/api/BasketItems`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ ProductId, BasketId: bid, quantity: 1 }),
    });
}
await throughput('POST /rest/basket/{id}/checkout (3 items, PDF)', {
  path: '/rest/basket/0/checkout',
  amount: buyers.length,
  requests: [
    {
      method: 'POST',
      setupRequest: (req) => {
        const { auth, bid } = buyers.shift();
        const body = {
          couponData: Buffer.from('null').toString('base64'),
          orderDetails: { paymentId: '1', addressId: '1', deliveryMethodId: '3' },
        };
        return { ...req, path: `/rest/basket/${bid}/checkout`, headers: auth, body: JSON.stringify(body) };
      },
    },
  ],
});
row('RSS after all the above', +rss(server.pid).toFixed(1), 'MB');
await stop(server);

// ---- upload bombs: 10 concurrent XXE DoS and YAML bomb uploads against a shop with safety mode
// off (its own process, so the figures above stay those of a default shop), while the health
// endpoint is asked over and over; then how far its memory comes back to the idle figure
{
  const port = PORT + 1;
  const base = `http://127.0.0.1:${port}`;
  const { child: shop } = await startShop(port, 'unsafe');
  try {
    const send = (name, text) => {
      const form = new FormData();
      form.append('file', new File([text], name));
      return fetch(`${base}/file-upload`, { method: 'POST', body: form }).then((r) => r.status);
    };
    const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///dev/urandom">]><r>&xxe;</r>';
    const levels = 'abcdefghi';
    const bomb = [
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      ...levels
        .slice(1)
        .split('')
        .map((l, i) => `${l}: &${l} [${Array(9).fill(`*${levels[i]}`).join(',')}]`),
    ].join('\n');
    // warm up the code paths an upload takes, then let the shop settle
    await send('honest.xml', '<complaint>warm</complaint>');
    await send('honest.yml', 'complaint: warm');
    await sleep(3000);
    const idle = rss(shop.pid);
    let done = false;
    const t0 = performance.now();
    const attack = Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? send('bomb.yml', bomb) : send('dos.xml', xxe)))).finally(
      () => (done = true),
    );
    const latencies = [];
    let peak = idle;
    while (!done) {
      const t = performance.now();
      await fetch(`${base}/rest/admin/application-version`).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - t);
      peak = Math.max(peak, rss(shop.pid));
      await sleep(25);
    }
    const statuses = await attack;
    row(
      '10 concurrent XXE DoS / YAML bomb uploads',
      +((performance.now() - t0) / 1000).toFixed(1),
      's',
      undefined,
      `answers ${[...new Set(statuses)].join('/')}`,
    );
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)];
    row(
      'health p99 during the bombs',
      Math.round(p99),
      'ms',
      { max: BUDGETS.healthP99DuringBombsMs },
      `median ${latencies[Math.floor(latencies.length / 2)].toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms, ${latencies.length} requests`,
    );
    const { after, seconds } = await settled(shop.pid, idle, BUDGETS.rssAboveIdleAfterBombsMb, 30000);
    row(
      'RSS after the bombs, above that shop’s idle',
      +(after - idle).toFixed(1),
      'MB',
      { max: BUDGETS.rssAboveIdleAfterBombsMb },
      `idle ${idle.toFixed(1)}, peak ${peak.toFixed(1)}, after ${after.toFixed(1)} MB (${seconds} s)`,
    );
  } finally {
    await stop(shop);
  }
}

// ---- the table, bench.json, and the verdict
const mark = (ok) => (ok === undefined ? '' : ok ? 'ok' : 'MISSED');
console.table(
  rows.map((r) => ({
    metric: r.metric,
    value: `${r.value}${r.unit ? ` ${r.unit}` : ''}`,
    budget: r.budgetText,
    '': mark(r.ok),
    detail: r.detail,
  })),
);
const missed = rows.filter((r) => r.ok === false);
const report = {
  date: new Date().toISOString(),
  node: process.version,
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryMb: Math.round(os.totalmem() / 2 ** 20) },
  rows,
  missed: missed.map((r) => r.metric),
};
writeFileSync(path.join(root, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nFigures written to bench.json. Markdown table for the README:\n');
console.log('| metric | value | budget |\n|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.metric} | ${r.value}${r.unit ? ` ${r.unit}` : ''}${r.detail ? ` (${r.detail})` : ''} | ${r.budgetText}${r.ok === false ? ' **missed**' : ''} |`,
  );
if (missed.length) {
  console.error(`\nBENCH FAILED: ${missed.length} budget(s) missed: ${missed.map((r) => r.metric).join('; ')}`);
  process.exit(1);
}
console.log('\nBENCH PASSED: every budget met');
