import Hashids from 'hashids';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTINUE_CODE_SALTS } from '../../src/server/challenges/continue-codes';
import { codeSnippets } from '../../src/server/coding/snippets';
import { eventually, startShop, type TestServer, withFreshShop } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const post = (path: string, body: unknown, server = s) =>
  server.json(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const challenge = async (key: string, server = s) =>
  (
    (await server.json('/api/Challenges')).body.data as Array<{
      id: number;
      key: string;
      hasCodingChallenge: boolean;
      codingChallengeStatus: number;
    }>
  ).find((c) => c.key === key)!;
const metric = async (name: string, phase: string, server = s) => {
  const text = await (await server.get('/metrics', { headers: { 'user-agent': 'Prometheus' } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(`phase="${phase}"`));
  return Number(line?.split(' ').pop());
};
const fixItCode = new Hashids(CONTINUE_CODE_SALTS.fixIt, 60, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890');

describe('GET /snippets', () => {
  test('lists the challenges with a snippet; those and only those have a coding challenge', async () => {
    const { status, body } = await s.json('/snippets');
    expect(status).toBe(200);
    expect(body.challenges).toContain('loginAdminChallenge');
    expect(body.challenges).toContain('web3WalletChallenge');
    expect(body.challenges.length).toBeGreaterThanOrEqual(50);
    const all = (await s.json('/api/Challenges')).body.data as Array<{ key: string; hasCodingChallenge: boolean }>;
    expect(
      all
        .filter((c) => c.hasCodingChallenge)
        .map((c) => c.key)
        .sort(),
    ).toEqual([...body.challenges].sort());
  });

  test('a snippet is answered as upstream does: the code alone, without its flawed lines', async () => {
    const { status, body } = await s.json('/snippets/loginAdminChallenge');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['snippet']);
    expect(body.snippet).toContain("SELECT * FROM Users WHERE email = '" + '${email' + " || ''}'"); // the template literal as written in the source;
    expect(body.snippet).not.toContain('vuln-code-snippet');
  });

  test("an unknown key is a 404 with upstream's message", async () => {
    expect(await s.json('/snippets/noSuchChallenge')).toEqual({
      status: 404,
      body: { status: 'error', error: 'No code challenge for challenge key: noSuchChallenge' },
    });
    // a challenge without a snippet is unknown here too
    expect((await s.json('/snippets/privacyPolicyChallenge')).status).toBe(404);
  });
});

describe('find it', () => {
  const key = 'directoryListingChallenge';
  const { vulnLines, neutralLines } = codeSnippets().get(key)!;

  /** The two misses of the first test: a line that is not flawed, then only part of the flawed ones. */
  async function twoMisses(t: TestServer) {
    expect(await post('/snippets/verdict', { key, selectedLines: [4] }, t)).toEqual({ status: 200, body: { verdict: false } });
    const second = await post('/snippets/verdict', { key, selectedLines: vulnLines.slice(0, 1) }, t);
    expect(second.body.verdict).toBe(false);
    return second;
  }

  test('wrong lines: verdict false, the hints after the first miss, nothing solved', () =>
    withFreshShop(async (t) => {
      const hints = readFileSync(`private/codefixes/${key}.info.yml`, 'utf8');
      const second = await twoMisses(t);
      expect(hints).toContain(second.body.hint);
      expect((await challenge(key, t)).codingChallengeStatus).toBe(0);
    }));

  test('the vulnerable lines (neutral ones allowed): solved, announced, kept, counted', () =>
    withFreshShop(async (t) => {
      await twoMisses(t);
      expect((await challenge(key, t)).codingChallengeStatus).toBe(0);
      const events: unknown[] = [];
      await t.socket((io) => io.on('code challenge solved', (e) => events.push(e)));
      expect(await post('/snippets/verdict', { key, selectedLines: [...vulnLines, ...neutralLines] }, t)).toEqual({
        status: 200,
        body: { verdict: true },
      });
      await eventually(() => events.length > 0);
      expect(events).toEqual([{ key, codingChallengeStatus: 1 }]);
      expect((await challenge(key, t)).codingChallengeStatus).toBe(1);
      // two misses before the right answer: 1/3 first-try accuracy
      expect(await metric('juiceshop_coding_challenges_accuracy', 'find it', t)).toBeCloseTo(1 / 3);
      expect(await metric('juiceshop_coding_challenges_progress', 'find it', t)).toBe(1);
    }));

  test('unknown key 404, a malformed line list 400', async () => {
    expect(await post('/snippets/verdict', { key: 'nope', selectedLines: [1] })).toEqual({
      status: 404,
      body: { status: 'error', error: 'No code challenge for challenge key: nope' },
    });
    expect((await post('/snippets/verdict', { key, selectedLines: '1,5' })).status).toBe(400);
    expect(await post('/snippets/verdict', { key })).toMatchObject({ status: 200, body: { verdict: false } });
  });
});

describe('fix it', () => {
  const key = 'directoryListingChallenge';

  test("the fixes of a snippet in their order; none is a 404 with upstream's message", async () => {
    const { status, body } = await s.json(`/snippets/fixes/${key}`);
    expect(status).toBe(200);
    expect(body.fixes).toHaveLength(3);
    expect(body.fixes[1]).toBe(readFileSync(`private/codefixes/${key}_2_correct.ts`, 'utf8'));
    expect(await s.json('/snippets/fixes/noSuchChallenge')).toEqual({ status: 404, body: { error: 'No fixes found for the snippet!' } });
  });

  test('a wrong fix explains itself and solves nothing; the right one solves fix it', () =>
    withFreshShop(async (t) => {
      // find it first, as the screen asks before the fixes
      expect((await post('/snippets/verdict', { key, selectedLines: codeSnippets().get(key)!.vulnLines }, t)).body).toEqual({
        verdict: true,
      });
      const wrong = await post('/snippets/fixes', { key, selectedFix: 0 }, t);
      expect(wrong.status).toBe(200);
      expect(wrong.body.verdict).toBe(false);
      expect(wrong.body.explanation).toMatch(/login/);
      expect((await challenge(key, t)).codingChallengeStatus).toBe(1);

      const right = await post('/snippets/fixes', { key, selectedFix: 1 }, t);
      expect(right.body).toEqual({ verdict: true, explanation: expect.stringMatching(/listing/) });
      const { id, codingChallengeStatus } = await challenge(key, t);
      expect(codingChallengeStatus).toBe(2);
      expect(fixItCode.decode((await t.json('/rest/continue-code-fixIt')).body.continueCode).map(Number)).toEqual([id]);
      expect(await metric('juiceshop_coding_challenges_accuracy', 'fix it', t)).toBeCloseTo(1 / 2);
      // finding the lines again takes nothing back
      await post('/snippets/verdict', { key, selectedLines: codeSnippets().get(key)!.vulnLines }, t);
      expect((await challenge(key, t)).codingChallengeStatus).toBe(2);
    }));

  test('bad choices: 404 for a key without fixes, a wrong verdict without explanation for a fix that does not exist (as upstream), 400 for no index', async () => {
    expect(await post('/snippets/fixes', { key: 'nope', selectedFix: 0 })).toEqual({
      status: 404,
      body: { error: 'No fixes found for the snippet!' },
    });
    await withFreshShop(async (t) => {
      expect(await post('/snippets/fixes', { key, selectedFix: 42 }, t)).toEqual({ status: 200, body: { verdict: false } });
      expect((await post('/snippets/fixes', { key, selectedFix: -1 }, t)).body).toEqual({ verdict: false });
      expect((await challenge(key, t)).codingChallengeStatus).toBe(0);
    });
    expect((await post('/snippets/fixes', { key, selectedFix: '1' })).status).toBe(400);
    expect((await s.json('/snippets/fixes', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' })).status).toBe(
      400,
    );
  });
});

/**
 * The coding challenges whose flaw is our security questions, the hidden score board link, the
 * product routes, the NFT key check and the seeded passwords: each is offered with its snippet,
 * found by its flawed line and fixed by the one right option (upstream's count and position).
 */
describe('the coding challenges of issue 22', () => {
  const CASES: Record<string, { flawed: string; fixes: number; correct: number }> = {
    changeProductChallenge: { flawed: "r.put('/api/Products/:id', async", fixes: 4, correct: 2 },
    nftUnlockChallenge: { flawed: 'if (privateKey === NFT_WALLET.privateKey)', fixes: 4, correct: 1 },
    resetPasswordBenderChallenge: { flawed: "question: 'Which company did you first work for", fixes: 3, correct: 1 },
    resetPasswordBjoernChallenge: { flawed: "question: 'Which ZIP or postal code", fixes: 3, correct: 0 },
    resetPasswordBjoernOwaspChallenge: { flawed: "question: 'What is (or was) your favourite pet", fixes: 3, correct: 1 },
    resetPasswordJimChallenge: { flawed: "question: 'What is the middle name of your oldest sibling", fixes: 3, correct: 2 },
    resetPasswordUvoginChallenge: { flawed: "question: 'Which film", fixes: 3, correct: 2 },
    scoreBoardChallenge: { flawed: '<Link to="/score-board"', fixes: 3, correct: 0 },
    weakPasswordChallenge: { flawed: 'password: md5(u.password)', fixes: 4, correct: 0 },
  };
  const keys = Object.keys(CASES);
  /** The answers these challenges are about: no snippet and no fix may show one. */
  const SECRETS = ['Samuel', "Stop'n'Drop", 'West-2082', 'Zaya', 'Silence of the Lambs', '0x5bcc3e9d', 'admin123', 'purpose betray'];

  /** The snippet as the API serves it, and the 1-based number of its flawed line. */
  async function served(key: string, t = s) {
    const { status, body } = await t.json(`/snippets/${key}`);
    expect(status).toBe(200);
    const lines = (body.snippet as string).split('\n');
    const flawed = lines.findIndex((l) => l.includes(CASES[key]!.flawed)) + 1;
    return { snippet: body.snippet as string, lines, flawed };
  }

  test('each is listed and has a coding challenge', async () => {
    expect((await s.json('/snippets')).body.challenges).toEqual(expect.arrayContaining(keys));
    const all = (await s.json('/api/Challenges')).body.data as Array<{ key: string; hasCodingChallenge: boolean }>;
    expect(all.filter((c) => keys.includes(c.key) && c.hasCodingChallenge).map((c) => c.key)).toHaveLength(keys.length);
  });

  test.each(keys)('%s: its snippet holds the flawed line, and neither it nor a fix gives an answer away', async (key) => {
    const { snippet, flawed } = await served(key);
    expect(flawed).toBeGreaterThan(0);
    expect(snippet).not.toMatch(/vuln-code-snippet|solveIf|\bsolve\(|challenges\./);
    const { status, body } = await s.json(`/snippets/fixes/${key}`);
    expect(status).toBe(200);
    expect(body.fixes).toHaveLength(CASES[key]!.fixes);
    for (const text of [snippet, ...body.fixes]) for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  test('the five reset challenges share the security questions, each with its own flawed question', async () => {
    const reset = keys.filter((k) => k.startsWith('resetPassword'));
    const snippets = await Promise.all(reset.map((k) => served(k)));
    expect(new Set(snippets.map((x) => x.snippet)).size).toBe(1);
    expect(new Set(snippets.map((x) => x.flawed)).size).toBe(reset.length);
  });

  test("upstream's own checks: Jim's lines 5 and 9 are wrong, line 2 is right; Bender has three fixes, the second one right", () =>
    withFreshShop(async (t) => {
      expect((await post('/snippets/verdict', { key: 'resetPasswordJimChallenge', selectedLines: [5, 9] }, t)).body.verdict).toBe(false);
      expect((await post('/snippets/verdict', { key: 'resetPasswordJimChallenge', selectedLines: [2] }, t)).body.verdict).toBe(true);
      expect((await t.json('/snippets/fixes/resetPasswordBenderChallenge')).body.fixes).toHaveLength(3);
      expect((await post('/snippets/fixes', { key: 'resetPasswordBenderChallenge', selectedFix: 0 }, t)).body.verdict).toBe(false);
      expect((await post('/snippets/fixes', { key: 'resetPasswordBenderChallenge', selectedFix: 1 }, t)).body.verdict).toBe(true);
    }));

  test('wrong lines are refused, the flawed line solves find it, a wrong fix is refused and the right one solves fix it', () =>
    withFreshShop(async (t) => {
      for (const key of keys) {
        const { lines, flawed } = await served(key, t);
        const last = lines.length;
        expect(last).not.toBe(flawed);
        expect((await post('/snippets/verdict', { key, selectedLines: [last] }, t)).body.verdict, key).toBe(false);
        expect((await post('/snippets/verdict', { key, selectedLines: [flawed, last] }, t)).body.verdict, key).toBe(false);
        expect((await challenge(key, t)).codingChallengeStatus, key).toBe(0);
        expect((await post('/snippets/verdict', { key, selectedLines: [flawed] }, t)).body, key).toEqual({ verdict: true });
        expect((await challenge(key, t)).codingChallengeStatus, key).toBe(1);

        const { correct, fixes } = CASES[key]!;
        const wrong = (correct + 1) % fixes;
        const refused = await post('/snippets/fixes', { key, selectedFix: wrong }, t);
        expect(refused.body.verdict, key).toBe(false);
        expect(refused.body.explanation?.length, key).toBeGreaterThan(20);
        expect((await challenge(key, t)).codingChallengeStatus, key).toBe(1);
        const accepted = await post('/snippets/fixes', { key, selectedFix: correct }, t);
        expect(accepted.body.verdict, key).toBe(true);
        expect((await challenge(key, t)).codingChallengeStatus, key).toBe(2);
      }
    }));
});

describe("in the player's language", () => {
  const key = 'directoryListingChallenge';
  const japanese = load(readFileSync('private/i18n/codefixes/ja_JP.yml', 'utf8')) as Record<
    string,
    { fixes: Record<string, string>; hints: string[] }
  >;
  const inJapanese = (path: string, body: unknown, t: TestServer) =>
    t.json(path, { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'language=ja_JP' }, body: JSON.stringify(body) });

  test("a fix's explanation and the hints in the language cookie's language; upstream's English without the cookie", () =>
    withFreshShop(async (t) => {
      expect((await inJapanese('/snippets/fixes', { key, selectedFix: 0 }, t)).body).toEqual({
        verdict: false,
        explanation: japanese[key]!.fixes['1'],
      });
      expect((await post('/snippets/fixes', { key, selectedFix: 0 }, t)).body.explanation).toMatch(/login/);
      // the first miss has no hint, the second the first hint
      expect((await inJapanese('/snippets/verdict', { key, selectedLines: [999] }, t)).body).toEqual({ verdict: false });
      expect((await inJapanese('/snippets/verdict', { key, selectedLines: [999] }, t)).body).toEqual({
        verdict: false,
        hint: japanese[key]!.hints[0],
      });
    }));
});
