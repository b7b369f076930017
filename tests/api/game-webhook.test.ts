import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { AntiCheat, median, timingScore } from '../../src/server/challenges/anti-cheat';
import { eventually, startShop, type TestServer } from '../helpers';
import { solveByAttack } from './game-actions';

/** A collector standing in for MultiJuicer's: records every POST, answers with `status`. */
let collector: Server;
let collectorUrl: string;
let received: Array<{ method: string; contentType: string; body: any }> = [];
let status = 200;
beforeAll(async () => {
  collector = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ method: req.method!, contentType: req.headers['content-type'] ?? '', body: JSON.parse(raw) });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  collectorUrl = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/solutions`;
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

let s: TestServer | undefined;
afterEach(async () => {
  delete process.env.SOLUTIONS_WEBHOOK;
  received = [];
  status = 200;
  await s?.close();
  s = undefined;
  vi.restoreAllMocks();
});

const flagOf = (name: string) => createHmac('sha1', 'TRwzkRJnHOTckssAeyJbysWgP!Qc2T').update(name).digest('hex');

test('each solve is POSTed to SOLUTIONS_WEBHOOK with flag, hints, cheat scores and issuer', async () => {
  process.env.SOLUTIONS_WEBHOOK = collectorUrl;
  s = await startShop();
  const hints = (await s.json('/api/Hints')).body.data.filter((h: { ChallengeId: number }) => h.ChallengeId === 75);
  expect(hints.length).toBeGreaterThan(1);
  await s.json(`/api/Hints/${hints[0].id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unlocked: true }),
  });

  const before = Date.now();
  await (await s.get('/assets/public/images/padding/1px.png')).text();
  await eventually(() => received.some((r) => r.body.solution.challenge === 'scoreBoardChallenge'));
  const report = received.find((r) => r.body.solution.challenge === 'scoreBoardChallenge')!;
  expect(report.method).toBe('POST');
  expect(report.contentType).toContain('application/json');
  expect(report.body).toEqual({
    solution: {
      challenge: 'scoreBoardChallenge',
      hintsAvailable: hints.length,
      hintsUnlocked: 1,
      cheatScore: expect.any(Number),
      totalCheatScore: expect.any(Number),
      issuedOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    },
    ctfFlag: flagOf('Score Board'),
    issuer: {
      hostName: os.hostname(),
      os: `${os.type()} (${os.release()})`,
      appName: 'OWASP Juice Shop',
      config: process.env.NODE_ENV ?? 'default',
      version: s.shop.version,
    },
  });
  expect(Date.parse(report.body.solution.issuedOn)).toBeGreaterThanOrEqual(before - 1000);
  // a 1-star tutorial challenge solved seconds after the start looks copied: close to 1
  const { cheatScore, totalCheatScore } = report.body.solution;
  expect(cheatScore).toBeGreaterThan(0.9);
  expect(cheatScore).toBeLessThanOrEqual(1);
  // the total is the median over the start (0) and this solve
  expect(totalCheatScore).toBeCloseTo(cheatScore / 2, 10);
});

test('a trivial challenge scores 0 and pulls the total (a median) down', async () => {
  process.env.SOLUTIONS_WEBHOOK = collectorUrl;
  s = await startShop();
  await solveByAttack(s, 'scoreBoardChallenge');
  await solveByAttack(s, 'errorHandlingChallenge'); // a trivial one
  await eventually(() => received.length === 2);
  const byKey = Object.fromEntries(received.map((r) => [r.body.solution.challenge, r.body.solution]));
  expect(byKey.errorHandlingChallenge.cheatScore).toBe(0);
  expect(byKey.errorHandlingChallenge.hintsUnlocked).toBe(0);
  const last = received[1].body.solution;
  expect(last.totalCheatScore).toBe(0); // median of [0, 0, x] or [0, x, 0]
});

test('restoring progress reports nothing to the webhook', async () => {
  const source = await startShop();
  await solveByAttack(source, 'privacyPolicyChallenge');
  const code = (await source.json('/rest/continue-code')).body.continueCode;
  await source.close();

  process.env.SOLUTIONS_WEBHOOK = collectorUrl;
  s = await startShop();
  const r = await s.json(`/rest/continue-code/apply/${code}`, { method: 'PUT' });
  expect(r.status).toBe(200);
  expect(s.shop.challenges.isSolved('privacyPolicyChallenge')).toBe(true);
  await new Promise((res) => setTimeout(res, 200));
  expect(received).toEqual([]);
});

test('no SOLUTIONS_WEBHOOK, no POST', async () => {
  s = await startShop();
  await solveByAttack(s, 'privacyPolicyChallenge');
  await new Promise((res) => setTimeout(res, 200));
  expect(received).toEqual([]);
});

test('a collector that fails or is unreachable is logged; the solve stands and the shop carries on', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  status = 500;
  process.env.SOLUTIONS_WEBHOOK = collectorUrl;
  s = await startShop();
  await solveByAttack(s, 'privacyPolicyChallenge');
  await eventually(() =>
    errors.mock.calls.some(([line]) => String(line).includes('privacyPolicyChallenge') && String(line).includes('500')),
  );

  process.env.SOLUTIONS_WEBHOOK = 'http://127.0.0.1:9/nobody-listens';
  await solveByAttack(s, 'scoreBoardChallenge');
  await eventually(() => errors.mock.calls.some(([line]) => String(line).includes('scoreBoardChallenge')));
  process.env.SOLUTIONS_WEBHOOK = 'not a url';
  await solveByAttack(s, 'exposedMetricsChallenge');
  await eventually(() => errors.mock.calls.some(([line]) => String(line).includes('exposedMetricsChallenge')));

  expect(s.shop.challenges.isSolved('privacyPolicyChallenge')).toBe(true);
  expect((await s.json('/rest/admin/application-version')).status).toBe(200);
});

// the formula itself, with controlled clocks
const MIN = 60_000;
const cheat = (showHints = true, hackingInstructor = false) => new AntiCheat(0, () => ({ showHints, hackingInstructor }));

test('cheat score: 1 for an instant solve, falling linearly to 0 at 2 minutes per star', () => {
  expect(cheat().hackIt({ key: 'loginJimChallenge', difficulty: 3, tutorialOrder: null }, 0)).toBe(1);
  expect(cheat().hackIt({ key: 'loginJimChallenge', difficulty: 3, tutorialOrder: null }, 3 * MIN)).toBeCloseTo(0.5);
  expect(cheat().hackIt({ key: 'loginJimChallenge', difficulty: 3, tutorialOrder: null }, 6 * MIN)).toBe(0);
  expect(cheat().hackIt({ key: 'loginJimChallenge', difficulty: 3, tutorialOrder: null }, 60 * MIN)).toBe(0);
});

test('cheat score: no hints allows 1.5 times longer, a tutorial with the instructor half as long', () => {
  expect(cheat(false).hackIt({ key: 'loginJimChallenge', difficulty: 3, tutorialOrder: null }, 4.5 * MIN)).toBeCloseTo(0.5);
  expect(cheat(true, true).hackIt({ key: 'scoreBoardChallenge', difficulty: 1, tutorialOrder: 1 }, 0.5 * MIN)).toBeCloseTo(0.5);
  expect(cheat(true, false).hackIt({ key: 'scoreBoardChallenge', difficulty: 1, tutorialOrder: 1 }, 0.5 * MIN)).toBeCloseTo(0.75);
});

test('cheat score: trivial challenges and the partner of a coupled one score 0; time counts from the previous solve', () => {
  const a = cheat();
  expect(a.hackIt({ key: 'closeNotificationsChallenge', difficulty: 1, tutorialOrder: null }, 0)).toBe(0);
  expect(a.hackIt({ key: 'loginAdminChallenge', difficulty: 2, tutorialOrder: null }, 1 * MIN)).toBeCloseTo(0.75);
  expect(a.hackIt({ key: 'weakPasswordChallenge', difficulty: 2, tutorialOrder: null }, 1 * MIN)).toBe(0);
  expect(a.hackIt({ key: 'loginJimChallenge', difficulty: 3, tutorialOrder: null }, 4 * MIN)).toBeCloseTo(0.5);
  // median of [0 (start), 0, 0.75, 0, 0.5]
  expect(a.total()).toBe(0);
  expect(a.codingPhase('loginJimChallenge', 'find it', 2, 4 * MIN)).toBe(1);
  expect(a.codingPhase('loginJimChallenge', 'fix it', 2, 5 * MIN)).toBeCloseTo(0.5);
  // median of [0, 0, 0.75, 0, 0.5, 1, 0.5] = 0.5
  expect(a.total()).toBe(0.5);
});

test('median and timing helpers', () => {
  expect(median([])).toBe(0);
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(timingScore(0, 0)).toBe(0);
  expect(timingScore(1, 4)).toBe(0.75);
  expect(cheat().total()).toBe(0);
});
