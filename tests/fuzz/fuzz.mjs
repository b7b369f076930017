// `npm run fuzz`: a bounded fuzz run against a fresh shop started from the production build.
//
// Loopback only. About FUZZ_CASES (10,000) requests over every route the shop registers (found in
// src/server/app.ts and src/server/routes/**), the content graph and the pages: malformed and
// oversized bodies, wrong types, odd path parameters, garbage tokens, raw malformed HTTP over a
// socket, GraphQL abuse, and what the planted product flaw lets anyone store. Beside them, the
// adversarial corpus (adversarial.mjs): known sandbox-escape and DoS payloads against the planted
// injections, and mutations of them. Reproducible: the cases follow from FUZZ_SEED.
//
// It reports a status histogram, every 5xx that is not one of the deliberate ones listed in
// PLANNED_5XX, the slowest answer of the health endpoint (asked once a second throughout), and the
// server's RSS when idle, at the peak and after settling. It exits non-zero when a target is missed,
// and when an adversarial payload left a marker file behind or leaked the process into an answer.
//
// Plain JS on purpose (runs with node alone). Settings: FUZZ_PORT (3330), FUZZ_CASES (10000),
// FUZZ_SEED (1), FUZZ_CONCURRENCY (4), FUZZ_SETTLE_S (60), FUZZ_MAX_S (900), FUZZ_KINDS (all),
// FUZZ_NODE_ENV (e2e: every challenge on, so every planted flaw is in reach), FUZZ_ADVERSARIAL (the
// adversarial weight beside the others' 1.0, default 0.05; FUZZ_KINDS=adversarial runs that corpus alone).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildIfNeeded, SERVER_ENV } from '../../src/server/start.mjs';
import { adversarialCorpus } from './adversarial.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const setting = (name, fallback) => (process.env[name] === undefined ? fallback : Number(process.env[name]));
const HOST = '127.0.0.1';
const PORT = setting('FUZZ_PORT', 3330);
const CASES = setting('FUZZ_CASES', 10_000);
const SEED = setting('FUZZ_SEED', 1);
const CONCURRENCY = setting('FUZZ_CONCURRENCY', 4);
const SETTLE_S = setting('FUZZ_SETTLE_S', 60);
const MAX_RUN_S = setting('FUZZ_MAX_S', 900);
// its payloads often run into time limits (seconds each): a small share, which at 10,000 cases
// covers each of its ~300 seeds once and leaves some 170 cases for mutations
const ADVERSARIAL_WEIGHT = setting('FUZZ_ADVERSARIAL', 0.05);
// a comma-separated subset of route,graphql,raw,page,unknown,stored,adversarial, to narrow down a finding
const KINDS = process.env.FUZZ_KINDS?.split(',');
const REQUEST_TIMEOUT_MS = 10_000;
const RAW_TIMEOUT_MS = 2_000;
const BASE = `http://${HOST}:${PORT}`;
const HEALTH_PATH = '/rest/admin/application-version';

const TARGETS = { unplanned5xx: 0, slowestHealthMs: 1000, rssAboveIdleAfterSettleMb: 30 };

/**
 * The deliberate 5xx answers: planted flaws and upstream's own behaviour. Anything else at 5xx is
 * a finding. `test` sees the case ({ method, path }) and the answer's text.
 */
const PLANNED_5XX = [
  {
    why: 'SQL error from a deliberately injectable query (search, login), verbose on purpose',
    test: (_c, body) =>
      /SQLITE_|SqliteError|syntax error|unrecognized token|incomplete input|no such (column|table|function)|near "|malformed MATCH|unterminated|too many SQL variables|parser stack overflow/i.test(
        body,
      ),
  },
  {
    why: '"Blocked illegal activity": password change and reset without a token or body, as upstream',
    test: (_c, body) => body.includes('Blocked illegal activity'),
  },
  {
    why: 'unknown /api and /rest paths: "Unexpected path: ..." through the error handler, as upstream',
    test: (_c, body) => body.includes('Unexpected path: '),
  },
  { why: 'country mapping unset by default: upstream answers 500', test: (c) => /^\/rest\/country-mapping/i.test(c.path) },
  {
    why: 'B2B order lines are evaluated as code: their errors answer 500, the time limit and a busy sandbox 503, as upstream',
    test: (c) => /^\/b2b\/v2\/orders/i.test(c.path),
  },
  {
    why: 'an XML or YAML upload that exhausts its parse sandbox (XXE DoS, YAML bomb): 503 "temporarily not available", as upstream',
    test: (c, body) => /^\/file-upload/i.test(c.path) && body.includes('temporarily not available'),
  },
  {
    why: "security question without an email: the driver's error, as upstream",
    test: (c, body) => /^\/rest\/user\/security-question/i.test(c.path) && /parameter|bind|undefined|SQLITE/i.test(body),
  },
  {
    why: "/redirect without a target: upstream's allow-list check fails on it (a TypeError through the error handler)",
    test: (c, body) => /^\/redirect/i.test(c.path) && /reading ('|&#39;)includes/.test(body),
  },
  {
    why: "a basket that does not exist, checked out or given a coupon: upstream's error through the error handler",
    test: (c, body) => /^\/rest\/basket\/[^/]*\/(checkout|coupon)/i.test(c.path) && /Basket with id=.* does not exist\./.test(body),
  },
  {
    why: "a data erasure layout naming no readable file (the bounded reader reports /proc, /sys and /dev as missing): upstream's error through the error handler",
    test: (c, body) => /^\/dataerasure/i.test(c.path) && /ENOENT: no such file or directory/.test(body),
  },
  {
    why: 'photo wall uploads that multer refuses upstream (no PNG or JPEG, a malformed part header): its error through the error handler',
    test: (c, body) => /^\/rest\/memories/i.test(c.path) && /Invalid mime type|Malformed part header/.test(body),
  },
  {
    why: 'complaint files that multer or the unzipper refuse upstream (over 200 kB, a password-protected archive): their error through the error handler',
    test: (c, body) => /^\/file-upload/i.test(c.path) && /File too large|MISSING_PASSWORD/.test(body),
  },
];

// ---------------------------------------------------------------------------------------------
// Reproducible randomness
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const int = (n) => Math.floor(random() * n);
const pick = (list) => list[int(list.length)];
const chance = (p) => random() < p;

// ---------------------------------------------------------------------------------------------
// The routes the shop registers: every path-like string literal in the app and its route files,
// with the methods registered for it. New route files are picked up without touching this file.
function discoverRoutes() {
  const files = [path.join(root, 'src/server/app.ts')];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name)) files.push(p);
    }
  };
  walk(path.join(root, 'src/server/routes'));
  const constants = new Map();
  const sources = files.map((f) => readFileSync(f, 'utf8'));
  const serverSources = [];
  const walkAll = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walkAll(p);
      else if (/\.tsx?$/.test(entry.name)) serverSources.push(readFileSync(p, 'utf8'));
    }
  };
  walkAll(path.join(root, 'src/server'));
  for (const src of serverSources) for (const m of src.matchAll(/const\s+([A-Z_][A-Z0-9_]*)\s*=\s*'(\/[^']*)'/g)) constants.set(m[1], m[2]);

  const routes = new Map(); // path template -> Set of methods
  const add = (p, method) => {
    if (!/^\/[\w\-./:*~%]*$/.test(p) || p.length > 200) return;
    if (!routes.has(p)) routes.set(p, new Set());
    if (method) routes.get(p).add(method);
  };
  for (const src of sources) {
    const literals = [...src.matchAll(/'(\/[\w\-./:*~%]*)'/g)].map((m) => m[1]);
    for (const m of src.matchAll(/\.(get|post|put|patch|delete|all|use|on)\(\s*(?:'([^']+)'|`([^`]+)`|([A-Z_][A-Z0-9_]*))/g)) {
      const method = m[1] === 'all' || m[1] === 'use' || m[1] === 'on' ? undefined : m[1].toUpperCase();
      if (m[2]) add(m[2], method);
      else if (m[4] && constants.has(m[4])) add(constants.get(m[4]), method);
      else if (m[3]) {
        // a template: known constants filled in; a loop variable stands for each literal of the file
        const filled = m[3].replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (all, name) => constants.get(name) ?? all);
        if (!filled.includes('${')) add(filled, method);
        else for (const literal of literals) add(filled.replace(/\$\{[^}]+\}/g, literal), method);
      }
    }
    for (const literal of literals)
      if (
        /^\/(api|rest|b2b|profile|ftp|encryptionkeys|support|metrics|redirect|snippets|file-upload|graphql|assets|solve|dataerasure|we|\.well-known|security\.txt|robots\.txt)/i.test(
          literal,
        )
      )
        add(literal);
  }
  return [...routes].map(([template, methods]) => ({ template, methods: [...methods] }));
}

// ---------------------------------------------------------------------------------------------
// Ingredients
const ODD_PARAMS = [
  '1',
  '0',
  '-1',
  '2',
  '42',
  '9999',
  '2147483648',
  '99999999999999999999999',
  '1e309',
  '-0',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%8D%B9',
  '..%2f..%2fetc%2fpasswd',
  '..%252f',
  '%2e%2e',
  '.',
  '..',
  '~',
  ' ',
  '%20',
  "'",
  "1'",
  "' OR 1=1--",
  '1;DROP TABLE Users',
  '{"$ne":null}',
  '$where',
  '<script>alert(1)</script>',
  'a'.repeat(3000),
  'ü',
  '%C3%BC',
  'é̂',
  '\u202e',
  'con',
  'a.b.c',
  'eyJhbGciOiJub25lIn0.e30.',
  '__proto__',
  'constructor',
  'prototype',
  'legal.md',
  'package.json.bak',
  'acquisitions.md%2500.md',
  'x.md%00.md',
  'jwt.pub',
];
const FIELD_NAMES = [
  'email',
  'password',
  'passwordRepeat',
  'current',
  'new',
  'repeat',
  'answer',
  'securityQuestion',
  'SecurityQuestionId',
  'UserId',
  'id',
  'name',
  'description',
  'price',
  'deluxePrice',
  'image',
  'comment',
  'rating',
  'captcha',
  'captchaId',
  'q',
  'token',
  'tmpToken',
  'totpToken',
  'setupToken',
  'initialToken',
  'key',
  'role',
  'username',
  'imageUrl',
  'quantity',
  'ProductId',
  'BasketId',
  'coupon',
  'continueCode',
  'query',
  'variables',
  'operationName',
  'isAdmin',
  'deletedAt',
  'data',
  'code',
  '__proto__',
  'constructor',
];
const ODD_VALUES = () =>
  pick([
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2147483648,
    21474836480,
    -21474836480,
    1e308,
    Number.MAX_SAFE_INTEGER,
    '',
    ' ',
    'a',
    "'",
    "';",
    "')) OR 1=1--",
    "admin@juice-sh.op'--",
    '{"$gt":""}',
    { $gt: '' },
    { $ne: null },
    { $where: 'sleep(10)' },
    [],
    [1, 2],
    {},
    { a: { b: { c: {} } } },
    '<iframe src="javascript:alert(`xss`)">',
    '\u0000',
    '\uD800',
    '\uDFFF\uD800',
    '🍹'.repeat(50),
    'Ü'.repeat(300),
    'x'.repeat(10_000),
    '../../etc/passwd',
    'http://127.0.0.1:1/',
    'file:///etc/passwd',
    '1e309',
    'NaN',
    'undefined',
    'null',
    { toString: 'x' },
    ['__proto__'],
    { isAdmin: true, role: 'admin' },
  ]);
const TOKENS = () =>
  pick([
    undefined,
    undefined,
    '',
    'garbage',
    'Bearer',
    'Bearer ',
    'Bearer garbage',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.eyJkYXRhIjp7ImVtYWlsIjoiYWRtaW5AanVpY2Utc2gub3AifX0.',
    'Bearer eyJhbGciOiJIUzI1NiJ9.eyJkYXRhIjp7fX0.c2lnbmF0dXJl',
    `Bearer ${'A'.repeat(8000)}.${'B'.repeat(100)}.C`,
    'Basic YWRtaW46YWRtaW4=',
    'Bearer \u00ff\u00fe',
    'Bearer ..',
    'Bearer eyJ.eyJ.eyJ',
    `Bearer ${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from('not json').toString('base64url')}.x`,
    validToken && `Bearer ${validToken}`,
  ]);
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=klingon',
  '',
  '*/*',
  'application/graphql',
];
const ACCEPTS = [
  undefined,
  '*/*',
  'application/json',
  'text/html',
  'text/html,application/xhtml+xml',
  'image/png',
  '',
  'application/json;q=0',
];
const PAGES = [
  '/',
  '/search',
  '/score-board',
  '/about',
  '/login',
  '/register',
  '/forgot-password',
  '/administration',
  '/privacy-security/privacy-policy',
  '/2fa/enter',
  '/403',
  '/photo-wall',
  '/does-not-exist',
  '/#/login',
];

let validToken;

function fill(template) {
  return template
    .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () => pick(ODD_PARAMS))
    .replace(/\*/g, () => pick(['x.png', '81px.png', 'JuiceShop.stl', 'tlh_AA.json', '..%2fpackage.json', 'a'.repeat(500), '%00', '']));
}
function oddQuery() {
  const parts = [];
  for (let i = int(4); i > 0; i--) {
    const value = pick([...ODD_PARAMS.slice(0, 30), encodeURIComponent(JSON.stringify(ODD_VALUES()) ?? ''), '']);
    parts.push(
      `${pick(['q', 'id', 'email', 'query', 'variables', 'code', 'challenge', 'file', 'to', 'url', 'a[b]', 'q[]', '__proto__', 'x'])}=${value}`,
    );
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
function oddBody() {
  const kind = int(12);
  if (kind === 0)
    return pick([
      '{',
      '{"a":',
      '[',
      '"',
      '{"a":1,}',
      "{'a':1}",
      'null',
      '1',
      '"str"',
      'true',
      '[]',
      '\u0000',
      '\uFEFF{}',
      '{"a":"\\uD800"}',
      'a=1&b=2',
      '--x\r\n',
    ]);
  if (kind === 1) return `${'['.repeat(20_000)}${']'.repeat(20_000)}`; // deep nesting
  if (kind === 2) return JSON.stringify({ [pick(FIELD_NAMES)]: 'x'.repeat(pick([100_000, 1_000_000])) }); // oversized
  if (kind === 3) return '{"price":1e309,"deluxePrice":-1e309,"name":"\\uD800"}';
  if (kind === 4) return JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ i })));
  // written out by hand: keys such as __proto__ must reach the server as keys
  const entries = Array.from({ length: 1 + int(5) }, () => [pick(FIELD_NAMES), ODD_VALUES()]);
  if (chance(0.3)) entries.push(['email', pick(['admin@juice-sh.op', "admin@juice-sh.op'--", "' OR 1=1--", 'x@y.z', ''])]);
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
}

/** One request over HTTP: a registered route with odd parameters, query, headers and body. */
function routeCase(routes) {
  const route = pick(routes);
  const method =
    route.methods.length && chance(0.7) ? pick(route.methods) : pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']);
  const headers = {};
  const token = TOKENS();
  if (token) headers.authorization = token;
  if (chance(0.2))
    headers.cookie = `token=${pick(['garbage', validToken ?? 'x', '%', ''])}; ${pick(['a=b', '', 'language=%ZZ', `continueCode=${'a'.repeat(200)}`])}`;
  const accept = pick(ACCEPTS);
  if (accept !== undefined) headers.accept = accept;
  if (chance(0.1)) headers['x-forwarded-for'] = pick(['127.0.0.1', '::1', 'garbage', '1.1.1.1, 2.2.2.2', '999.999.999.999', '<script>']);
  if (chance(0.05)) headers['true-client-ip'] = pick(['<iframe src="javascript:alert(`xss`)">', 'x'.repeat(2000)]);
  let body;
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method) || chance(0.02)) {
    body = oddBody();
    headers['content-type'] = pick(CONTENT_TYPES);
  }
  return {
    kind: 'route',
    method,
    path: fill(route.template) + (chance(0.4) ? oddQuery() : ''),
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  };
}

/** Paths nobody registered: unknown API paths, traversal, odd encodings. */
function unknownCase() {
  const p = pick([
    `/api/${pick(['Nope', 'Users/1/2', 'Products/1/..', '..', '%2e%2e/%2e%2e', 'BasketItems', 'Recycles', 'Complaints'])}`,
    `/rest/${pick(['nope', 'user', 'products', '..', 'admin', 'basket/1/checkout', 'wallet/balance'])}`,
    `/ftp/${pick(ODD_PARAMS)}`,
    `/encryptionkeys/${pick(ODD_PARAMS)}`,
    `/support/logs/${pick(ODD_PARAMS)}`,
    `/assets/${pick(ODD_PARAMS)}`,
    `/${pick(ODD_PARAMS)}`,
    `/RSC/${pick(['R/_root.txt', 'R/search.txt', '%ff', 'x', '..%2f..%2fpackage.json', `F/${'a'.repeat(200)}/x.txt`, 'R/score-board.txt?query=%ZZ'])}`,
    '//',
    '///etc/passwd',
    '/./.',
    '/%2F%2F',
  ]);
  return {
    kind: 'unknown',
    method: pick(['GET', 'GET', 'POST', 'PUT', 'DELETE']),
    path: p,
    headers: { accept: pick(['*/*', 'application/json', 'text/html']) },
  };
}

/** Server-rendered pages with odd queries and headers. */
function pageCase() {
  const q = pick([
    '',
    `?q=${pick(ODD_PARAMS)}`,
    `?q=${encodeURIComponent("'))--")}`,
    `?q=${'%F0%9F%8D%B9'.repeat(300)}`,
    '?page=-1&pageSize=1e309',
    '?query=%',
    `?q=${'x'.repeat(5000)}`,
  ]);
  const headers = { accept: pick(['text/html', '*/*', 'text/x-component']) };
  if (chance(0.3))
    headers.cookie = pick([
      'language=tlh_AA',
      'language=%ZZ',
      `token=${validToken ?? 'x'}`,
      'token=garbage',
      'welcomebanner_status=dismiss; cookieconsent_status=dismiss',
    ]);
  return { kind: 'page', method: 'GET', path: pick(PAGES) + q, headers };
}

/** The content graph, public side: limits, malformed requests, fragment and introspection tricks. */
function graphqlCase() {
  const aliases = (n, sel) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${sel}`).join(' ')} }`;
  const query = pick([
    aliases(1000, 'products { reviews { message } }'),
    aliases(16, 'version'),
    aliases(15, 'products { name description }'),
    aliases(pick([2, 5]), 'challenges { key name description }'),
    '{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }',
    '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
    '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
    `{ ${'...F '.repeat(2000)}} fragment F on Query { products { name } }`,
    `{ products { ${'name '.repeat(5000)}} }`,
    `{ version${' @include(if: true)'.repeat(1500)} }`,
    `{ products(search: "${'x'.repeat(pick([100, 60_000, 120_000]))}") { id } }`,
    '{ product(id: 2147483648) { id } }',
    '{ product(id: "1") { id } }',
    '{ challenge(key: null) { key } }',
    'query Q($id: Int!) { product(id: $id) { name } }',
    'mutation { x }',
    'subscription { x }',
    '{ nope }',
    '{',
    '',
    '}'.repeat(5000),
    `{ ${'version '.repeat(13_000)}}`,
    '{ config version languages { key } feedbacks { id rating } hints { id } deliveryMethods { name } }',
    aliases(1400, 'giftCardBalance(pin: "0000")'),
    `{ products { ${'related { '.repeat(6)}name${' }'.repeat(6)} } }`,
    '{ product(id: 1) { ...R } } fragment R on Product { related { ...R } }',
    'query A { version } query B { version }',
    `{ products { id name price points quantity limitPerUser reviews { id author message likesCount } } }`,
  ]);
  const body = pick([
    () =>
      JSON.stringify({
        query,
        variables: chance(0.5) ? { id: ODD_VALUES(), search: ODD_VALUES() } : ODD_VALUES(),
        operationName: chance(0.2) ? pick(['A', 'B', 'Q', 1, null, {}]) : undefined,
      }),
    () => JSON.stringify([{ query }, { query }]),
    () => JSON.stringify({ query: ODD_VALUES() }),
    () => oddBody(),
    () => JSON.stringify({ query: '{ version }', padding: 'x'.repeat(300_000) }),
  ])();
  if (chance(0.25))
    return {
      kind: 'graphql',
      method: 'GET',
      path: `/graphql?query=${encodeURIComponent(query.slice(0, 6000))}${chance(0.5) ? `&variables=${pick(['%7B', '%5B%5D', '1', encodeURIComponent('{"id":"x"}')])}` : ''}`,
      headers: {},
    };
  return {
    kind: 'graphql',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': pick(['application/json', 'application/json', 'text/plain', 'application/graphql']) },
    body,
  };
}

/** What the planted, unprotected product update lets anyone store; the pages must keep rendering it. */
function storedCase() {
  const value = pick([
    '{"price":21474836480}',
    '{"price":1e309}',
    '{"deluxePrice":99999999999999999999}',
    '{"price":-1}',
    '{"price":5e-324}',
    `{"name":${JSON.stringify('N'.repeat(1_000_000))}}`,
    '{"name":"\\uD800\\uDFFF\\uD800"}',
    `{"description":${JSON.stringify(`<b>${'ü🍹'.repeat(20_000)}`)}}`,
    '{"image":"../../../../etc/passwd"}',
    '{"name":"\\u0000"}',
    '{"price":"12"}',
    '{"price":null}',
  ]);
  return {
    kind: 'stored',
    method: 'PUT',
    path: `/api/Products/${1 + int(12)}`,
    headers: { 'content-type': 'application/json' },
    body: value,
    // biome-ignore lint/suspicious/noThenProperty: a plain case record, never awaited
    then: pick(['/search', '/score-board', '/about', '/']),
  };
}

/** Bytes a client library would never send, over a plain socket. */
function rawCase() {
  const payload = pick([
    'GET / HTTP/1.1\r\n\r\n',
    'GARBAGE\r\n\r\n',
    '\x00\x01\x02\x03\r\n\r\n',
    'GET /api/Products HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n',
    `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    'POST /rest/user/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
    'POST /rest/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'POST /api/Users HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n{}',
    'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
    'GET /\r\n\r\n',
    'GET http://evil.example/ HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /%%%%% HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /rest/admin/application-version HTTP/1.1\r\nHost: x\r\n\r\nGET /rest/admin/application-version HTTP/1.1\r\nHost: x\r\n\r\nJUNK\r\n\r\n',
    'PUT /api/Products/1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 20\r\n\r\n{}',
    'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: x\r\n', // headers never end
    'GET /socket.io/?EIO=4&transport=polling HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /socket.io/?EIO=999&transport=%ZZ HTTP/1.1\r\nHost: x\r\n\r\n',
    'POST /socket.io/?EIO=4&transport=polling&sid=nope HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\n40{}',
  ]);
  return { kind: 'raw', method: 'RAW', path: JSON.stringify(payload.slice(0, 80)), payload };
}

// ---------------------------------------------------------------------------------------------
// Sending
async function send(c) {
  try {
    const res = await fetch(BASE + c.path, {
      method: c.method,
      headers: c.headers,
      body: c.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = c.method === 'HEAD' ? '' : await res.text();
    return { status: res.status, text: text.slice(0, 20_000) };
  } catch (e) {
    return { status: e.name === 'TimeoutError' ? 'timeout' : 'connection-error', text: String(e.cause?.code ?? e.message) };
  }
}

function sendRaw(c) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port: PORT });
    let data = '';
    const done = (status) => {
      socket.destroy();
      resolve({ status, text: data.slice(0, 20_000) });
    };
    socket.setTimeout(RAW_TIMEOUT_MS, () => done(statusOf(data) ?? 'no-answer'));
    socket.on('data', (d) => {
      if (data.length < 64_000) data += d.toString('latin1');
    });
    socket.on('end', () => done(statusOf(data) ?? 'closed'));
    socket.on('error', () => done(statusOf(data) ?? 'connection-error'));
    socket.write(c.payload, 'latin1');
  });
}
// with pipelining the worst answer counts
const statusOf = (data) => {
  const statuses = [...data.matchAll(/HTTP\/1\.[01] (\d{3})/g)].map((m) => Number(m[1]));
  return statuses.length ? Math.max(...statuses) : undefined;
};

async function runCase(c) {
  if (c.kind === 'raw') return sendRaw(c);
  if (c.kind === 'stored') {
    const before = await send({ method: 'GET', path: c.path, headers: {} });
    try {
      const { name, description, price, deluxePrice, image } = JSON.parse(before.text).data;
      c.original = { name, description, price, deluxePrice, image };
    } catch {
      return before;
    }
  }
  const first = await send(c);
  // a HEAD answer has no body to tell a planned 5xx by: the same request as GET has
  if (c.method === 'HEAD' && typeof first.status === 'number' && first.status >= 500)
    return { status: first.status, text: (await send({ ...c, method: 'GET' })).text };
  if (c.kind !== 'stored' || typeof first.status !== 'number' || first.status >= 500) return first;
  // a value stored through the flaw: the page that shows it must still render. Then the product is
  // put back, so that huge values do not pile up over the run (what N of them cost is a separate question)
  const page = await send({ method: 'GET', path: c.then, headers: { accept: 'text/html' } });
  await send({ method: 'PUT', path: c.path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(c.original) });
  return typeof page.status === 'number' && page.status >= 500 ? { ...page, path: c.then } : first;
}

// ---------------------------------------------------------------------------------------------
// The server, its health and its memory
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

async function startServer() {
  buildIfNeeded();
  const serve = path.join(root, 'dist', 'serve-node.js');
  if (!existsSync(serve)) throw new Error('no production build at dist/serve-node.js');
  const child = spawn(process.execPath, [serve], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, PORT: String(PORT), HOST, NODE_ENV: process.env.FUZZ_NODE_ENV ?? 'e2e' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (d) => {
    log.push(...String(d).split('\n').filter(Boolean));
    log.splice(0, Math.max(0, log.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('listening on') && resolve());
    child.once('exit', (code) => reject(new Error(`the shop exited with ${code}:\n${log.join('\n')}`)));
    setTimeout(() => reject(new Error('the shop did not start in 30 s')), 30_000);
  });
  return { child, log };
}

/** The health endpoint over a fresh connection each time, as a load balancer asks it (no keep-alive races). */
/**
 * Times one health check after another, once a second, on a thread of its own: the fuzzer's own
 * work (building megabyte bodies, reading megabyte pages) must not count as the shop's slowness.
 */
const HEALTH_TIMER = `
  const { parentPort, workerData: { host, port, path, timeout } } = require('node:worker_threads');
  const http = require('node:http');
  let stopped = false;
  parentPort.on('message', () => (stopped = true));
  const check = () => new Promise((resolve) => {
    const req = http.get({ host, port, path, agent: false, timeout }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve(e.message === 'timeout' ? 'timeout' : 'connection-error'));
  });
  (async () => {
    while (!stopped) {
      const started = performance.now();
      parentPort.postMessage({ started: true });
      const status = await check();
      const ms = Math.round(performance.now() - started);
      parentPort.postMessage({ status, ms });
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - ms)));
    }
    parentPort.close();
  })();
`;

/** V8 heap and external memory from the shop's own /metrics: where RSS goes that the heap does not explain. */
async function heapFigures() {
  const r = await send({ method: 'GET', path: '/metrics', headers: {} });
  const mb = (name) => {
    const m = new RegExp(`^${name}\\{[^}]*\\} (\\S+)`, 'm').exec(r.text);
    return m ? Math.round(Number(m[1]) / 1048576) : '?';
  };
  return `V8 heap ${mb('nodejs_heap_size_used_bytes')} of ${mb('nodejs_heap_size_total_bytes')} MB used, external ${mb('nodejs_external_memory_bytes')} MB`;
}

/** Cases on the wire now: named when the health endpoint answers slowly. */
const inFlight = new Set();
const startedDuring = new Set(); // cases started while a health check is waiting
const describe = (c) =>
  c.label
    ? `${c.kind} ${c.method} ${c.path.slice(0, 60)} ${c.label.slice(0, 100)}`
    : `${c.kind} ${c.method} ${c.path.slice(0, 100)}${c.body ? ` body ${String(c.body).length} chars: ${String(c.body).slice(0, 60)}` : ''}`;

function watchHealth(pid, stats) {
  const timer = new Worker(HEALTH_TIMER, {
    eval: true,
    workerData: { host: HOST, port: PORT, path: HEALTH_PATH, timeout: REQUEST_TIMEOUT_MS },
  });
  let suspects = new Set();
  timer.on('message', (m) => {
    if (m.started) {
      suspects = new Set(inFlight);
      startedDuring.clear();
      return;
    }
    for (const c of startedDuring) suspects.add(c);
    stats.healthChecks++;
    if (m.status !== 200) stats.healthFailures.push(`${m.status} after ${m.ms} ms`);
    if (m.ms > stats.slowestHealthMs) stats.slowestHealthMs = m.ms;
    if (m.ms > stats.slowLimitMs / 2 && stats.slowHealth.length < 20)
      stats.slowHealth.push(`${m.ms} ms, in flight: ${[...suspects].map(describe).join(' | ') || 'nothing'}`);
    const rss = rssMb(pid);
    if (rss !== undefined && rss > stats.peakRssMb) stats.peakRssMb = rss;
  });
  return async () => {
    const exited = new Promise((resolve) => timer.once('exit', resolve));
    timer.postMessage('stop');
    await exited;
  };
}

// ---------------------------------------------------------------------------------------------
async function main() {
  const routes = discoverRoutes();
  console.log(
    `fuzz: ${routes.length} route paths found in src/server; ${CASES} cases, seed ${SEED}, concurrency ${CONCURRENCY}, port ${PORT}`,
  );
  const { child, log } = await startServer();
  let crashed;
  child.once('exit', (code, signal) => (crashed = `the shop exited (code ${code}, signal ${signal}) during the run:\n${log.join('\n')}`));
  try {
    // warm up what loads on first use (GraphQL, pages), so that idle means idle
    const login = await send({
      method: 'POST',
      path: '/rest/user/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@juice-sh.op', password: 'admin123' }),
    });
    try {
      validToken = JSON.parse(login.text).authentication?.token;
    } catch {
      validToken = undefined;
    }
    for (const p of ['/', '/search', '/score-board', '/about', '/login', HEALTH_PATH])
      await send({ method: 'GET', path: p, headers: { accept: 'text/html' } });
    await send({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: '{"query":"{ version }"}' });
    // every route once, as a logged-in user, so that modules loaded on first use (2FA, captcha,
    // PDF, document queries) count as idle rather than as growth the run caused
    const auth = validToken ? { authorization: `Bearer ${validToken}` } : {};
    for (const { template, methods } of routes) {
      if (methods.length && !methods.some((m) => /^(get|all)$/i.test(m))) continue;
      await send({
        method: 'GET',
        path: template.replace(/:[^/]+/g, '1').replace(/\*/g, 'x'),
        headers: { accept: 'application/json', ...auth },
      });
    }
    // the adversarial corpus needs a customer (B2B orders, review edits, data erasure): its own login
    const adversarial = adversarialCorpus({ root, random });
    if (!(await adversarial.prepare(send)))
      console.log('fuzz: the adversarial corpus could not log in; its cases that need a customer get 401');
    await sleep(3000);
    const idleRssMb = rssMb(child.pid);
    const idleHeap = await heapFigures();
    const stats = {
      healthChecks: 0,
      healthFailures: [],
      slowestHealthMs: 0,
      slowLimitMs: TARGETS.slowestHealthMs,
      slowHealth: [],
      peakRssMb: idleRssMb ?? 0,
    };
    const stopHealth = watchHealth(child.pid, stats);

    const histogram = new Map();
    const unplanned = new Map(); // one entry per (kind, method, route, status, first line of the answer)
    const planned = new Map();
    const dropped = new Map(); // HTTP cases that got no answer at all: worth a look, though not a 5xx
    const leaks = []; // answers that carry what only a payload outside its sandbox could put there (the first 20)
    let leakCount = 0;
    const generators = [
      [0.55, 'route', () => routeCase(routes)],
      [0.12, 'graphql', graphqlCase],
      [0.08, 'raw', rawCase],
      [0.1, 'page', pageCase],
      [0.1, 'unknown', unknownCase],
      [0.05, 'stored', storedCase],
      [ADVERSARIAL_WEIGHT, 'adversarial', adversarial.nextCase],
    ].filter(([, kind]) => !KINDS || KINDS.includes(kind));
    const totalWeight = generators.reduce((sum, [weight]) => sum + weight, 0);
    const nextCase = () => {
      let r = random() * totalWeight;
      for (const [weight, , make] of generators) {
        r -= weight;
        if (r < 0) return make();
      }
      return generators[0][2]();
    };
    const cases = Array.from({ length: CASES }, nextCase);
    const deadline = Date.now() + MAX_RUN_S * 1000;
    let index = 0;
    let sent = 0;
    const worker = async () => {
      while (index < cases.length && Date.now() < deadline && !crashed) {
        const c = cases[index++];
        inFlight.add(c);
        startedDuring.add(c);
        const r = await runCase(c);
        inFlight.delete(c);
        sent++;
        histogram.set(r.status, (histogram.get(r.status) ?? 0) + 1);
        if (typeof r.text === 'string' && adversarial.leaked(r.text) && leakCount++ < 20)
          leaks.push(`${describe(c)} -> ${r.status}: ${r.text.slice(0, 200)}`);
        if (typeof r.status !== 'number' && c.kind !== 'raw') {
          const key = `${r.status} ${c.method} ${c.path.split('?')[0].slice(0, 80)}`;
          dropped.set(key, { count: (dropped.get(key)?.count ?? 0) + 1, example: c, reason: r.text });
        }
        if (typeof r.status === 'number' && r.status >= 500) {
          const c2 = r.path ? { ...c, path: r.path, method: 'GET' } : c;
          const known = PLANNED_5XX.find((p) => p.test(c2, r.text));
          const firstLine = (
            /"message":"([^"]{0,160})/.exec(r.text)?.[1] ??
            /<title>([^<]{0,160})/.exec(r.text)?.[1] ??
            r.text.slice(0, 160)
          ).replace(/\s+/g, ' ');
          const key = `${c2.kind} ${c2.method} ${c2.path.split('?')[0].slice(0, 80)} ${r.status} ${firstLine}`;
          const bucket = known ? planned : unplanned;
          const entry = bucket.get(known ? known.why : key) ?? { count: 0, example: c2, status: r.status, answer: firstLine };
          entry.count++;
          bucket.set(known ? known.why : key, entry);
        }
        if (sent % 1000 === 0) console.log(`fuzz: ${sent} cases, slowest health ${stats.slowestHealthMs} ms, RSS ${rssMb(child.pid)} MB`);
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const runSeconds = Math.round((Date.now() - started) / 1000);
    const endRssMb = rssMb(child.pid);
    console.log(
      `fuzz: ${sent} cases in ${runSeconds} s; RSS at the end ${endRssMb} MB; settling for ${SETTLE_S} s (health still checked once a second)`,
    );
    if (!crashed) await sleep(SETTLE_S * 1000);
    await stopHealth();
    const settledRssMb = rssMb(child.pid);
    const settledHeap = crashed ? '?' : await heapFigures();
    // after the shop had every chance to act on what it was sent (and before it is stopped)
    const markersCreated = adversarial.createdMarkers();

    // ---- report
    console.log('\nStatus histogram:');
    for (const [status, n] of [...histogram].sort((a, b) => String(a[0]).localeCompare(String(b[0]))))
      console.log(`  ${String(status).padEnd(16)} ${n}`);
    console.log('\nPlanned 5xx (deliberate):');
    for (const [why, e] of planned) console.log(`  ${String(e.count).padStart(5)} × ${why}`);
    console.log(`\nUnplanned 5xx: ${[...unplanned.values()].reduce((n, e) => n + e.count, 0)} in ${unplanned.size} kinds`);
    for (const e of unplanned.values()) {
      const ex = e.example;
      console.log(`  ${String(e.count).padStart(5)} × ${e.status} ${ex.method} ${ex.path.slice(0, 200)}`);
      console.log(`          answer: ${e.answer}`);
      if (ex.kind === 'raw') console.log(`          bytes: ${JSON.stringify(ex.payload.slice(0, 300))}`);
      else if (ex.headers && Object.keys(ex.headers).length) console.log(`          headers: ${JSON.stringify(ex.headers).slice(0, 300)}`);
      if (ex.label) console.log(`          payload: ${ex.label}`);
      else if (ex.body !== undefined)
        console.log(
          `          body: ${String(ex.body).slice(0, 300)}${String(ex.body).length > 300 ? ` … (${String(ex.body).length} chars)` : ''}`,
        );
    }
    if (dropped.size) console.log('\nHTTP requests without an answer (not counted as 5xx):');
    for (const [key, e] of dropped)
      console.log(
        `  ${String(e.count).padStart(5)} × ${key} (${e.reason}); ${e.example.label ? `payload: ${e.example.label}` : `body: ${String(e.example.body ?? '').slice(0, 120)}`}`,
      );
    const adversarialSent = cases.slice(0, index).filter((c) => c.kind === 'adversarial').length;
    console.log(
      `\nAdversarial corpus: ${adversarialSent} cases (${adversarial.seeds} seeds, the rest mutations); ${leakCount} leaking answers, ${markersCreated.length} marker files created`,
    );
    for (const line of leaks) console.log(`  leak: ${line}`);
    for (const file of markersCreated) console.log(`  marker created (now removed): ${file}`);
    const rssGrowth = settledRssMb !== undefined && idleRssMb !== undefined ? settledRssMb - idleRssMb : undefined;
    console.log(
      `\nHealth (${HEALTH_PATH}): ${stats.healthChecks} checks, slowest ${stats.slowestHealthMs} ms, ${stats.healthFailures.length} failed${stats.healthFailures.length ? ` (${stats.healthFailures.slice(0, 5).join(', ')})` : ''}`,
    );
    for (const line of stats.slowHealth) console.log(`  slow: ${line}`);
    console.log(
      `RSS: idle ${idleRssMb} MB, peak ${stats.peakRssMb} MB, end of run ${endRssMb} MB, ${SETTLE_S} s later ${settledRssMb} MB (idle: ${idleHeap}; settled: ${settledHeap})`,
    );

    const misses = [];
    const unplannedCount = [...unplanned.values()].reduce((n, e) => n + e.count, 0);
    if (crashed) misses.push(crashed);
    if (sent < cases.length) misses.push(`only ${sent} of ${cases.length} cases ran within ${MAX_RUN_S} s`);
    if (unplannedCount > TARGETS.unplanned5xx) misses.push(`${unplannedCount} unplanned 5xx (target ${TARGETS.unplanned5xx})`);
    if (stats.slowestHealthMs > TARGETS.slowestHealthMs)
      misses.push(`the health endpoint took ${stats.slowestHealthMs} ms (target ≤ ${TARGETS.slowestHealthMs} ms)`);
    if (stats.healthFailures.length) misses.push(`${stats.healthFailures.length} health checks failed`);
    if (leakCount) misses.push(`${leakCount} answers leaked what only an escaped payload can produce`);
    if (markersCreated.length)
      misses.push(`adversarial payloads created ${markersCreated.length} marker files (${markersCreated.join(', ')})`);
    if (rssGrowth === undefined) misses.push('RSS could not be read (/proc is needed)');
    else if (rssGrowth > TARGETS.rssAboveIdleAfterSettleMb)
      misses.push(`RSS ${rssGrowth} MB above idle after settling (target ≤ ${TARGETS.rssAboveIdleAfterSettleMb} MB)`);
    console.log(misses.length ? `\nFUZZ FAILED:\n- ${misses.join('\n- ')}` : '\nFUZZ PASSED: every target met');
    process.exitCode = misses.length ? 1 : 0;
  } finally {
    child.kill();
  }
}

await main();
