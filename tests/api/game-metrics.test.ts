import { afterAll, beforeAll, expect, test } from 'vitest';
import { startShop, type TestServer } from '../helpers';
import { solveByAttack } from './game-actions';

const PROMETHEUS = { 'user-agent': 'Prometheus/2.53.0' };

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const scrape = async (server: TestServer = s, headers: Record<string, string> = PROMETHEUS) => {
  const res = await server.get('/metrics', { headers });
  expect(res.status).toBe(200);
  return { contentType: res.headers.get('content-type') ?? '', text: await res.text() };
};

/** The value of one sample line, by metric name and (a subset of) its labels in order. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && want.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

test('GET /metrics answers the Prometheus text format with upstream metric names', async () => {
  const { contentType, text } = await scrape();
  expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  for (const name of [
    'juiceshop_startup_duration_seconds',
    'juiceshop_version_info',
    'juiceshop_challenges_solved',
    'juiceshop_challenges_total',
    'juiceshop_coding_challenges_progress',
    'juiceshop_cheat_score',
    'juiceshop_orders_placed_total',
    'juiceshop_users_registered',
    'juiceshop_users_registered_total',
    'juiceshop_wallet_balance_total',
    'juiceshop_user_social_interactions',
    'http_requests_count',
    // process default metrics
    'process_cpu_user_seconds_total',
    'process_resident_memory_bytes',
    'nodejs_heap_size_used_bytes',
  ]) {
    expect(text).toContain(`# TYPE ${name} `);
  }
  expect(sample(text, 'juiceshop_startup_duration_seconds', { task: 'ready' })).toBeGreaterThan(0);
  expect(sample(text, 'juiceshop_version_info', { version: s.shop.version, app: 'juiceshop' })).toBe(1);
  // the catalogue: 111 challenges in all, by difficulty and category
  const totals = text
    .split('\n')
    .filter((l) => l.startsWith('juiceshop_challenges_total{'))
    .map((l) => Number(l.split(' ').pop()));
  expect(totals.reduce((a, b) => a + b, 0)).toBe(s.shop.challenges.all().length);
  expect(sample(text, 'juiceshop_challenges_total', { difficulty: '1', category: 'Miscellaneous' })).toBe(
    s.shop.challenges.all().filter((c) => c.difficulty === 1 && c.category === 'Miscellaneous').length,
  );
  const users = s.shop.db.prepare('SELECT COUNT(*) FROM Users').pluck().get();
  expect(sample(text, 'juiceshop_users_registered_total')).toBe(users);
  expect(sample(text, 'juiceshop_user_social_interactions', { type: 'review' })).toBe(s.shop.reviews.count());
});

test('a scrape by a metrics collector does not solve Exposed Metrics', async () => {
  for (const ua of ['Prometheus/2.53.0', 'Alloy/v1.4.2', 'vm_promscrape', 'otelcol-contrib/0.110.0']) await scrape(s, { 'user-agent': ua });
  expect(s.shop.challenges.isSolved('exposedMetricsChallenge')).toBe(false);
});

test('solve counts change after a solve: Score Board moves from unsolved to solved', async () => {
  const labels = { difficulty: '1', category: 'Miscellaneous' };
  const before = sample((await scrape()).text, 'juiceshop_challenges_solved', labels)!;
  await solveByAttack(s, 'scoreBoardChallenge');
  const after = sample((await scrape()).text, 'juiceshop_challenges_solved', labels)!;
  expect(after).toBe(before + 1);
  expect(sample((await scrape()).text, 'juiceshop_cheat_score')).toBe(s.shop.challenges.antiCheat.total());
});

test('HTTP requests are counted by status class', async () => {
  const first = (await scrape()).text;
  await (await s.get('/rest/admin/application-version')).text();
  await (await s.get('/rest/admin/application-version')).text();
  await (await s.get('/api/nothing-here')).text();
  const second = (await scrape()).text;
  // two 2XX requests plus the scrape in between; one 5XX (an unexpected API path, as upstream)
  // the first test to run on the shop may find no request counted yet
  expect(sample(second, 'http_requests_count', { status_code: '2XX' })).toBe(
    (sample(first, 'http_requests_count', { status_code: '2XX' }) ?? 0) + 3,
  );
  expect(sample(second, 'http_requests_count', { status_code: '5XX' })).toBe(
    (sample(first, 'http_requests_count', { status_code: '5XX' }) ?? 0) + 1,
  );
});

test('registrations show in the user metrics', async () => {
  const before = sample((await scrape()).text, 'juiceshop_users_registered', { type: 'standard' })!;
  s.shop.db
    .prepare(
      "INSERT INTO Users (email, password, role, createdAt, updatedAt) VALUES ('metrics@juice-sh.op', 'x', 'customer', datetime(), datetime())",
    )
    .run();
  expect(sample((await scrape()).text, 'juiceshop_users_registered', { type: 'standard' })).toBe(before + 1);
});

test('Exposed Metrics: reading /metrics with an ordinary client solves it', async () => {
  // a shop of its own: the shared one stays unsolved for the collector's scrapes
  const t = await startShop();
  try {
    expect(t.shop.challenges.isSolved('exposedMetricsChallenge')).toBe(false);
    const res = await t.get('/metrics', { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' } });
    expect(res.status).toBe(200);
    await res.text();
    expect(t.shop.challenges.isSolved('exposedMetricsChallenge')).toBe(true);
    const text = (await scrape(t)).text;
    expect(sample(text, 'juiceshop_challenges_solved', { difficulty: '1', category: 'Observability Failures' })).toBe(1);
  } finally {
    await t.close();
  }
});

test('Exposed Metrics: a request with an empty User-Agent counts too', async () => {
  const t = await startShop();
  try {
    const res = await t.get('/metrics', { headers: { 'user-agent': '' } });
    expect(res.status).toBe(200);
    await res.text();
    expect(t.shop.challenges.isSolved('exposedMetricsChallenge')).toBe(true);
  } finally {
    await t.close();
  }
});

test('each shop has its own registry and its own prefix', async () => {
  const t = await startShop({ configOverrides: { application: { customMetricsPrefix: 'bytebrew' } } });
  try {
    const text = (await scrape(t)).text;
    expect(text).toContain('bytebrew_challenges_solved');
    expect(text).not.toContain('juiceshop_challenges_solved');
    expect(sample(text, 'bytebrew_version_info', { app: 'bytebrew' })).toBe(1);
    // the other shop's solves are not this one's
    const solved = text
      .split('\n')
      .filter((l) => l.startsWith('bytebrew_challenges_solved{'))
      .map((l) => Number(l.split(' ').pop()));
    expect(solved.reduce((a, b) => a + b, 0)).toBe(0);
  } finally {
    await t.close();
  }
});
