// The shop under attack: both RCE DoS payloads and the null-byte /ftp requests, a hundred rounds at
// once (20 in flight), while customers keep searching, logging in and asking for the health
// endpoint. Afterwards the shop is alive and its resident memory is back near where it idled.
//
// No browser: it lives with the e2e files because it needs what their runner gives each file, the
// production build in a process of its own with nothing else running beside it (RSS and answers
// are the shop's alone, not shared with a test runner or with other test files).
import assert from 'node:assert/strict';
import { test } from 'node:test';

const SHOP = process.env.SHOP_URL ?? 'http://localhost:3000';
const ROUNDS = 100;
const IN_FLIGHT = 20;
/** How far above its idle RSS the shop may stay once the attack is over. */
const RSS_MARGIN_MB = 20;
/** How long the shop may take to give the attack's memory back (its idle compaction needs a quiet spell). */
const SETTLE_LIMIT_MS = 40_000;
/** How long the shop needs without traffic before it compacts its heap (src/server/memory.ts), with a reading's margin. */
const QUIET_MS = 16_000;
/** Rounds of the attack sent before the idle figure is taken: code, caches and pools reach their working size. */
const WARM_UP_ROUNDS = 20;

const ENDLESS_LOOP = '(function dos() { while(true); })()';
const CATASTROPHIC_REGEX = "/((a+)+)b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaa')";
const NULL_BYTE_FILES = ['package.json.bak', 'coupons_2013.md.bak', 'encrypt.pyc', 'eastere.gg', 'suspicious_errors.yml'].map((f) => `/ftp/${f}%2500.md`);
const UNAVAILABLE = 'Sorry, we are temporarily not available! Please try again later.';

type Answer = { status: number; text: string };

async function ask(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(SHOP + path, init);
  return { status: res.status, text: await res.text() };
}

const jsonPost = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function login() {
  const r = await ask('/rest/user/login', jsonPost({ email: 'jim@juice-sh.op', password: 'ncc-1701' }));
  assert.equal(r.status, 200, r.text);
  return JSON.parse(r.text).authentication.token as string;
}

/** The shop's own resident memory, as its metrics report it. */
async function rssMb() {
  const r = await ask('/metrics');
  const bytes = /^process_resident_memory_bytes(?:\{[^}]*\})? (\S+)$/m.exec(r.text)?.[1];
  assert.ok(bytes, 'the metrics report the resident memory');
  return Number(bytes) / 1024 / 1024;
}

/**
 * RSS once the shop has settled after a burst: the shop compacts its heap after some ten quiet
 * seconds, so the figure is read after QUIET_MS, once five readings a second apart agree within a
 * megabyte (the metrics read once a second still count as quiet).
 */
async function settledRssMb() {
  const started = Date.now();
  const readings: number[] = [];
  for (;;) {
    readings.push(await rssMb());
    const last = readings.slice(-5);
    if (Date.now() - started >= QUIET_MS && last.length === 5 && Math.max(...last) - Math.min(...last) < 1) return Math.min(...last);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** What one attack request may answer: the planned outcome, or "temporarily not available" when the shop is busy. */
function checkAttackAnswer(kind: string, r: Answer) {
  if (kind === 'loop') {
    assert.ok(r.status === 500 ? r.text.includes('Infinite loop detected - reached max iterations') : r.status === 503 && r.text.includes(UNAVAILABLE), `endless loop: ${r.status} ${r.text.slice(0, 200)}`);
  } else if (kind === 'regex') {
    assert.ok(r.status === 503 && r.text.includes(UNAVAILABLE), `regex: ${r.status} ${r.text.slice(0, 200)}`);
  } else {
    assert.ok(r.status < 500, `${kind}: ${r.status}`);
  }
}

test('the shop keeps answering under RCE DoS and null-byte requests, and gives the memory back', async () => {
  const token = await login();
  const order = (orderLinesData: string) => ask('/b2b/v2/orders', jsonPost({ cid: 'reliability', orderLinesData }, token));
  const attacks: Array<[string, () => Promise<Answer>]> = [
    ['loop', () => order(ENDLESS_LOOP)],
    ['regex', () => order(CATASTROPHIC_REGEX)],
    ...NULL_BYTE_FILES.map((path): [string, () => Promise<Answer>] => [path, () => ask(path)]),
  ];
  const customers: Array<[string, () => Promise<Answer>]> = [
    ['search', () => ask('/rest/products/search?q=apple')],
    ['login', () => ask('/rest/user/login', jsonPost({ email: 'jim@juice-sh.op', password: 'ncc-1701' }))],
    ['health', () => ask('/rest/admin/application-version')],
  ];

  /** Sends `rounds` rounds of every attack, IN_FLIGHT at a time; resolves with every answer. */
  async function burst(rounds: number) {
    const queue = Array.from({ length: rounds }, () => attacks).flat();
    const answers: Array<[string, Answer]> = [];
    await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) answers.push([next[0], await next[1]()]);
    }));
    return answers;
  }

  // the working state first (lazy modules, the sandbox's parser, page caches, compiled code), then the idle figure
  for (const [kind, r] of await burst(WARM_UP_ROUNDS)) checkAttackAnswer(kind, r);
  for (const [, send] of customers) assert.equal((await send()).status, 200);
  const idle = await settledRssMb();

  const attackStart = Date.now();
  let attackOver = false;
  const attack = burst(ROUNDS).finally(() => (attackOver = true));

  // customers meanwhile, one request after the other, for as long as the attack lasts
  const customerAnswers: Array<[string, Answer]> = [];
  let slowestMs = 0;
  for (let i = 0; !attackOver; i++) {
    const [kind, send] = customers[i % customers.length]!;
    const sent = performance.now();
    customerAnswers.push([kind, await send()]);
    slowestMs = Math.max(slowestMs, performance.now() - sent);
  }
  const attackAnswers = await attack;
  const attackSeconds = (Date.now() - attackStart) / 1000;

  assert.equal(attackAnswers.length, ROUNDS * attacks.length);
  for (const [kind, r] of attackAnswers) checkAttackAnswer(kind, r);
  // the sandbox really ran, rather than turning everything away
  assert.ok(attackAnswers.filter(([kind, r]) => kind === 'loop' && r.status === 500).length > 0, 'some endless loops reached the iteration cap');
  assert.ok(customerAnswers.length >= customers.length, `customers were served during the attack (${customerAnswers.length} requests)`);
  for (const [kind, r] of customerAnswers) assert.equal(r.status, 200, `${kind} during the attack: ${r.status} ${r.text.slice(0, 200)}`);

  // alive, and back within the margin of idle once the shop has had a quiet spell
  assert.equal((await ask('/rest/admin/application-version')).status, 200);
  const settleStart = Date.now();
  let after = await rssMb();
  while (after - idle > RSS_MARGIN_MB && Date.now() - settleStart < SETTLE_LIMIT_MS) {
    await new Promise((r) => setTimeout(r, 1000));
    after = await rssMb();
  }
  console.log(`RSS idle ${idle.toFixed(1)} MB, ${((Date.now() - settleStart) / 1000).toFixed(0)} s after the attack ${after.toFixed(1)} MB; ${customerAnswers.length} customer requests during the attack (${attackSeconds.toFixed(0)} s), the slowest answered in ${slowestMs.toFixed(0)} ms`);
  assert.ok(after - idle <= RSS_MARGIN_MB, `RSS ${after.toFixed(1)} MB is more than ${RSS_MARGIN_MB} MB above idle (${idle.toFixed(1)} MB)`);
});
