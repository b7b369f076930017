import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { IFRAME, startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, post, tokenFor } from './accounts-helpers';

const FEEDBACK_BYPASS = '<<script>Foo</script>iframe src="javascript:alert(`xss`)">';
const WRONG_CAPTCHA = 'Wrong answer to CAPTCHA. Please try again.';

type Captcha = { captchaId: number; captcha: string; answer: string };
const captchaOf = async (s: TestServer) => (await s.json('/rest/captcha')).body as Captcha;

/** A feedback with a freshly answered captcha, as the contact form sends it. */
async function sendFeedback(s: TestServer, feedback: Record<string, unknown>, headers: Record<string, string> = {}) {
  const { captchaId, answer } = await captchaOf(s);
  return s.json('/api/Feedbacks/', post({ captchaId, captcha: answer, ...feedback }, headers));
}

/** Whether the score board shows the challenge solved (an API request: lazy checks have run before it answers). */
const solvedOnBoard = async (s: TestServer, key: string) => (await s.json(`/api/Challenges/?key=${key}`)).body.data[0].solved as boolean;

describe('captcha and feedback', () => {
  let s: TestServer;
  beforeAll(async () => (s = await startShop()));
  afterAll(() => s.close());

  test('GET /rest/captcha: three numbers from 1 to 10 with +, - or *, the answer as text, ids counting up', async () => {
    const first = await captchaOf(s);
    const second = await captchaOf(s);
    for (const c of [first, second]) {
      expect(Object.keys(c).sort()).toEqual(['answer', 'captcha', 'captchaId']);
      expect(c.captcha).toMatch(/^(10|[1-9])[-+*](10|[1-9])[-+*](10|[1-9])$/);
      expect(c.answer).toBe(String(new Function(`return ${c.captcha}`)()));
    }
    expect(second.captchaId).toBe(first.captchaId + 1);
  });

  test('an anonymous feedback with the right answer is stored and listed; a logged-in one names its author', async () => {
    // a shop of its own: the other tests' feedback may solve challenges this one checks are unsolved
    const s = await startShop();
    try {
      const sent = await sendFeedback(s, { comment: 'Great juice! (anonymous)', rating: 4 });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ status: 'success', data: { UserId: null, comment: 'Great juice! (anonymous)', rating: 4 } });
      const list = (await s.json('/api/Feedbacks')).body.data as Array<{ id: number }>;
      expect(list.at(-1)).toMatchObject({ id: sent.body.data.id, comment: 'Great juice! (anonymous)' });

      const jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
      const own = await sendFeedback(s, { UserId: 2, comment: 'Fine (***@juice-sh.op)', rating: 5 }, bearer(jim));
      expect(own.status).toBe(201);
      expect(own.body.data.UserId).toBe(2);
      for (const key of ['forgedFeedbackChallenge', 'zeroStarsChallenge', 'persistedXssFeedbackChallenge', 'captchaBypassChallenge'])
        expect(await solvedOnBoard(s, key)).toBe(false);
    } finally {
      await s.close();
    }
  });

  test('a wrong, numeric, missing or unknown captcha answers 401 with upstream text and stores nothing', async () => {
    const before = (await s.json('/api/Feedbacks')).body.data.length;
    const { captchaId, answer } = await captchaOf(s);
    for (const body of [
      { captchaId, captcha: `${answer}1` },
      { captchaId, captcha: Number(answer) },
      { captcha: answer },
      { captchaId: 99999, captcha: answer },
      { captchaId: { $gt: 0 }, captcha: answer },
    ]) {
      const res = await s.get('/api/Feedbacks', post({ comment: 'x', rating: 3, ...body }));
      expect(res.status).toBe(401);
      expect(await res.text()).toBe(WRONG_CAPTCHA);
    }
    expect((await s.json('/api/Feedbacks')).body.data.length).toBe(before);
  });

  test('bad input after a right answer: clear 400s, never a crash', async () => {
    const missing = await sendFeedback(s, { comment: 'no rating' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('notNull Violation: Feedback.rating cannot be null');
    for (const bad of [
      { rating: 'five' },
      { rating: 6 },
      { rating: 2.5 },
      { rating: 3, comment: 42 },
      { rating: 3, comment: 'x'.repeat(3000) },
      { rating: 3, UserId: { id: 1 } },
    ]) {
      expect((await sendFeedback(s, bad)).status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    expect((await s.json('/api/Feedbacks', post('{"rating": 3,'))).status).toBe(400);
  });

  test("a feedback in the name of a user who does not exist fails on the foreign key, answered as upstream's REST layer answers it (500), and the shop goes on", () =>
    withFreshShop(async (t) => {
      const before = (await t.json('/api/Feedbacks')).body.data.length;
      const { captchaId, answer } = await captchaOf(t);
      const res = await t.get(
        '/api/Feedbacks',
        post({ comment: 'in the name of nobody', rating: 0, UserId: 4711, captchaId, captcha: answer }),
      );
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ message: 'internal error', errors: ['SQLITE_CONSTRAINT: FOREIGN KEY constraint failed'] });
      // nothing stored; the error reached the error handler (Error Handling, as upstream's); the shop answers on
      expect((await t.json('/api/Feedbacks')).body.data.length).toBe(before);
      expect(await solvedOnBoard(t, 'errorHandlingChallenge')).toBe(true);
      expect((await sendFeedback(t, { comment: 'still here', rating: 4 })).status).toBe(201);
    }));

  test('GET /api/Feedbacks/:id needs a login; PUT is closed to everybody; unknown ids are 404', async () => {
    const jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    expect((await s.json('/api/Feedbacks/1')).status).toBe(401);
    const one = await s.json('/api/Feedbacks/1', { headers: bearer(jim) });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: 1, UserId: 1, rating: 5 });
    expect((await s.json('/api/Feedbacks/9999', { headers: bearer(jim) })).status).toBe(404);
    expect(
      (
        await s.json('/api/Feedbacks/1', {
          method: 'PUT',
          headers: { ...bearer(jim), 'content-type': 'application/json' },
          body: '{"rating":1}',
        })
      ).status,
    ).toBe(401);
  });
});

describe('feedback challenges', () => {
  // each test solves a challenge or checks that one is not solved: a shop of its own for each
  let s: TestServer;
  beforeEach(async () => {
    s = await startShop();
  });
  afterEach(async () => s.close());

  test('Forged Feedback: naming another user counts even with a wrong captcha; the own id (also as text) does not', async () => {
    const jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    const { captchaId } = await captchaOf(s);
    expect((await s.json('/api/Feedbacks', post({ UserId: '2', comment: 'mine', rating: 3 }, bearer(jim)))).status).toBe(401);
    expect(await solvedOnBoard(s, 'forgedFeedbackChallenge')).toBe(false);
    expect(
      (await s.json('/api/Feedbacks', post({ UserId: 1, comment: 'from admin', rating: 3, captchaId, captcha: 'wrong' }, bearer(jim))))
        .status,
    ).toBe(401);
    expect(await solvedOnBoard(s, 'forgedFeedbackChallenge')).toBe(true);
  });

  test('Forged Feedback: an anonymous visitor naming a user counts too', async () => {
    const fresh = await startShop();
    try {
      const sent = await sendFeedback(fresh, { UserId: 3, comment: 'by bender?', rating: 2 });
      expect(sent.status).toBe(201);
      expect(sent.body.data.UserId).toBe(3);
      expect(await solvedOnBoard(fresh, 'forgedFeedbackChallenge')).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  test('Zero Stars: rating 0 with a valid captcha; not with a wrong one', async () => {
    const { captchaId } = await captchaOf(s);
    expect((await s.json('/api/Feedbacks', post({ comment: 'meh', rating: 0, captchaId, captcha: 'nope' }))).status).toBe(401);
    expect(await solvedOnBoard(s, 'zeroStarsChallenge')).toBe(false);
    const sent = await sendFeedback(s, { comment: 'meh', rating: 0 });
    expect(sent.status).toBe(201);
    expect(sent.body.data.rating).toBe(0);
    expect(await solvedOnBoard(s, 'zeroStarsChallenge')).toBe(true);
  });

  test('Server-side XSS Protection: the nested payload survives the one-pass sanitiser; the plain one is stripped', async () => {
    const plain = await sendFeedback(s, { comment: `${IFRAME} hello <b>bold</b><script>alert(1)</script>`, rating: 3 });
    expect(plain.body.data.comment).toBe(' hello <b>bold</b>');
    expect(await solvedOnBoard(s, 'persistedXssFeedbackChallenge')).toBe(false);
    const bypass = await sendFeedback(s, { comment: FEEDBACK_BYPASS, rating: 1 });
    expect(bypass.status).toBe(201);
    expect(bypass.body.data.comment).toBe(IFRAME);
    expect((await s.json('/api/Feedbacks')).body.data.at(-1).comment).toBe(IFRAME);
    expect(await solvedOnBoard(s, 'persistedXssFeedbackChallenge')).toBe(true);
  });

  test('in safety mode the sanitiser repeats until nothing forms: the payload is gone and the challenge unavailable', async () => {
    const safe = await startShop({ configOverrides: { challenges: { safetyMode: 'enabled' } } });
    try {
      const sent = await sendFeedback(safe, { comment: FEEDBACK_BYPASS, rating: 1 });
      expect(sent.status).toBe(201);
      expect(sent.body.data.comment).not.toContain('<iframe');
      expect(await solvedOnBoard(safe, 'persistedXssFeedbackChallenge')).toBe(false);
    } finally {
      await safe.close();
    }
  });

  test('CAPTCHA Bypass: ten feedbacks reusing one answered captcha within 20 s; nine are not enough', async () => {
    const fresh = await startShop();
    try {
      const { captchaId, answer } = await captchaOf(fresh);
      const once = () => fresh.json('/api/Feedbacks', post({ captchaId, captcha: answer, comment: 'bot', rating: 3 }));
      for (let i = 0; i < 9; i++) expect((await once()).status).toBe(201);
      expect(await solvedOnBoard(fresh, 'captchaBypassChallenge')).toBe(false);
      expect((await once()).status).toBe(201);
      expect(await solvedOnBoard(fresh, 'captchaBypassChallenge')).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('Five-Star Feedback (lazy)', () => {
  test('any logged-in customer may delete feedback; once no five-star one is left, the next API request finds it', async () => {
    const s = await startShop();
    try {
      const jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
      const all = (await s.json('/api/Feedbacks')).body.data as Array<{ id: number; rating: number }>;
      const [other] = all.filter((f) => f.rating !== 5);
      expect((await s.json(`/api/Feedbacks/${other!.id}`, { method: 'DELETE', headers: bearer(jim) })).status).toBe(200);
      expect(await solvedOnBoard(s, 'feedbackChallenge')).toBe(false);
      for (const f of all.filter((f) => f.rating === 5)) {
        const del = await s.json(`/api/Feedbacks/${f.id}`, { method: 'DELETE', headers: bearer(jim) });
        expect(del.body).toEqual({ status: 'success', data: {} });
      }
      expect(await solvedOnBoard(s, 'feedbackChallenge')).toBe(true);
    } finally {
      await s.close();
    }
  });
});

describe('keyword challenges over feedback and complaints (lazy)', () => {
  // each case checks its challenge unsolved, then solves it: a shop of its own for each
  let s: TestServer;
  beforeEach(async () => {
    s = await startShop();
  });
  afterEach(async () => s.close());

  const csaf = () => s.shop.config.challenges.csafHashValue!;
  const cases: Array<[string, () => string, () => string[]]> = [
    ['dlpPastebinDataLeakChallenge', () => 'It contained Hueteroneel and EUROGIUM EDULE!', () => ['only hueteroneel in it']],
    ['typosquattingNpmChallenge', () => 'You depend on epilogue-js, a typosquat', () => ['epilogue is fine']],
    ['typosquattingAngularChallenge', () => 'ngy-cookie is a typosquatted package', () => ['ng cookie']],
    ['knownVulnerableComponentChallenge', () => 'sanitize-html 1.4.2 is vulnerable', () => ['sanitize-html is used', 'express-jwt 0.1.2']],
    ['supplyChainAttackChallenge', () => 'see https://github.com/eslint/eslint-scope/issues/39', () => ['eslint-scope']],
    ['weirdCryptoChallenge', () => 'Passwords hashed with MD5? Really?', () => ['sha-256 everywhere']],
    ['hiddenImageChallenge', () => 'I found Pickle Rick in a picture', () => ['pickle jar']],
    ['csafChallenge', () => `advisory hash ${csaf()}`, () => [csaf().slice(0, 40)]],
    ['leakedApiKeyChallenge', () => 'key 6PPi37DBxP4lDwlriuaxP15HaDJpsUXY5TspVmie leaked', () => ['6PPi37DBxP4lDwlriuaxP15']],
  ];

  test.each(cases)('%s: a genuine feedback solves it, near misses do not', async (key, text, misses) => {
    for (const miss of misses()) expect((await sendFeedback(s, { comment: `${miss} (anonymous)`, rating: 3 })).status).toBe(201);
    expect(await solvedOnBoard(s, key)).toBe(false);
    expect((await sendFeedback(s, { comment: `${text()} (anonymous)`, rating: 3 })).status).toBe(201);
    expect(await solvedOnBoard(s, key)).toBe(true);
  });

  test('complaint messages count as well (POST /api/Complaints marks the change)', async () => {
    const fresh = await startShop();
    try {
      const token = await tokenFor(fresh, 'jim@juice-sh.op', 'ncc-1701');
      const res = await fresh.get('/api/Complaints', post({ message: 'Your juice tastes like base64' }, bearer(token)));
      expect(res.status).toBe(201);
      expect(await solvedOnBoard(fresh, 'weirdCryptoChallenge')).toBe(true);
      expect(await solvedOnBoard(fresh, 'hiddenImageChallenge')).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
