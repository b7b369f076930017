import { afterAll, beforeAll, expect, test } from 'vitest';
import { eventually, IFRAME, startShop, type TestServer, withFreshShop } from '../helpers';
import { solveByAttack } from './game-actions';

type Notice = { key: string; name: string; flag: string; isRestore: boolean; hidden: boolean; challenge: string; codingChallenge: boolean };

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

/**
 * A client that records every notification it receives. On a fresh shop nothing is pending, so
 * there is no replay of unconfirmed notifications: everything recorded was sent after it connected.
 */
const listen = async (server: TestServer) => {
  expect(server.shop.challenges.pending).toEqual([]);
  const notices: Notice[] = [];
  const socket = await server.socket((sock) => sock.on('challenge solved', (n: Notice) => notices.push(n)));
  return { socket, notices };
};

test('Score Board: loading the score board page image solves it and announces it', () =>
  withFreshShop(async (t) => {
    const { notices } = await listen(t);
    expect(t.shop.challenges.isSolved('scoreBoardChallenge')).toBe(false);
    await (await t.get('/assets/public/images/padding/1px.png')).text();
    await eventually(() => notices.some((n) => n.key === 'scoreBoardChallenge'));
    expect(t.shop.challenges.isSolved('scoreBoardChallenge')).toBe(true);
    expect(notices.find((n) => n.key === 'scoreBoardChallenge')).toMatchObject({
      name: 'Score Board',
      isRestore: false,
      hidden: false,
      challenge: expect.stringMatching(/^Score Board \(.+\)$/),
      flag: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
  }));

test('Mass Dispel: closing two solved notifications at once solves it; closing one does not', () =>
  withFreshShop(async (t) => {
    const { socket, notices } = await listen(t);
    await solveByAttack(t, 'scoreBoardChallenge', 'privacyPolicyChallenge');
    await eventually(() => notices.some((n) => n.key === 'scoreBoardChallenge') && notices.some((n) => n.key === 'privacyPolicyChallenge'));
    socket.emit('verifyCloseNotificationsChallenge', [notices[0]]);
    // the DOM XSS report that follows on the same socket solves its own challenge: once its
    // notification is here, the server has handled the single close before it
    socket.emit('verifyLocalXssChallenge', IFRAME);
    await eventually(() => notices.some((n) => n.key === 'localXssChallenge'));
    expect(t.shop.challenges.isSolved('closeNotificationsChallenge')).toBe(false);
    // shift-click on a notification closes all of them and reports the closed ones
    socket.emit(
      'verifyCloseNotificationsChallenge',
      notices.filter((n) => n.key === 'scoreBoardChallenge' || n.key === 'privacyPolicyChallenge'),
    );
    await eventually(() => t.shop.challenges.isSolved('closeNotificationsChallenge'));
  }));

test('GET /rest/repeat-notification announces a solved challenge again, as a restore', () =>
  withFreshShop(async (t) => {
    const { notices } = await listen(t);
    await solveByAttack(t, 'scoreBoardChallenge');
    await eventually(() => notices.some((n) => n.key === 'scoreBoardChallenge'));
    const r = await t.get(`/rest/repeat-notification?challenge=${encodeURIComponent('Score Board')}`);
    expect(r.status).toBe(200);
    await eventually(() => notices.filter((n) => n.key === 'scoreBoardChallenge').length > 1);
    expect(notices.filter((n) => n.key === 'scoreBoardChallenge')).toEqual([
      expect.objectContaining({ isRestore: false, name: 'Score Board' }),
      expect.objectContaining({ isRestore: true, name: 'Score Board' }),
    ]);
  }));

test('GET /rest/repeat-notification of an unsolved or unknown challenge answers 200 and announces nothing', () =>
  withFreshShop(async (t) => {
    const { notices } = await listen(t);
    expect((await t.get('/rest/repeat-notification?challenge=Imaginary%20Challenge')).status).toBe(200);
    expect((await t.get('/rest/repeat-notification?challenge=No%20such%20thing')).status).toBe(200);
    // a solve afterwards is announced to the same client: a notification from the two requests
    // before it would have arrived first
    await solveByAttack(t, 'scoreBoardChallenge');
    await eventually(() => notices.length > 0);
    expect(notices).toEqual([expect.objectContaining({ key: 'scoreBoardChallenge', isRestore: false })]);
  }));

test('GET /rest/repeat-notification without a challenge answers 200 OK, as upstream', async () => {
  const res = await s.get('/rest/repeat-notification');
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('OK');
});

test('GET /rest/country-mapping is a 500 with no body by default (no mapping configured), as upstream, and no solved Error Handling', () =>
  withFreshShop(async (t) => {
    expect(t.shop.config.ctf.countryMapping ?? null).toBeNull();
    const res = await t.get('/rest/country-mapping');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('');
    expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(false);
  }));

test('GET /rest/country-mapping answers the FBCTF preset mapping', async () => {
  const t = await startShop({ env: 'fbctf' });
  try {
    const r = await t.json('/rest/country-mapping');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(t.shop.config.ctf.countryMapping);
    expect(r.body.scoreBoardChallenge).toEqual({ name: 'Canada', code: 'CA' });
    expect(r.body.localXssChallenge).toEqual({ name: 'Germany', code: 'DE' });
  } finally {
    await t.close();
  }
});

test('PUT /api/Hints/:id unlocks the hint; GET /api/Hints shows it unlocked', () =>
  withFreshShop(async (t) => {
    const hints = (await t.json('/api/Hints')).body.data as Array<{ id: number; ChallengeId: number; unlocked: boolean }>;
    expect(hints.filter((h) => h.unlocked)).toEqual([]);
    const hint = hints.find((h) => h.ChallengeId === 75)!;
    expect(hint.unlocked).toBe(false);
    const r = await t.json(`/api/Hints/${hint.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unlocked: true }),
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      status: 'success',
      data: expect.objectContaining({ id: hint.id, ChallengeId: 75, unlocked: true, text: expect.any(String) }),
    });
    const after = (await t.json('/api/Hints')).body.data as Array<{ id: number; unlocked: boolean }>;
    expect(after.filter((h) => h.unlocked).map((h) => h.id)).toEqual([hint.id]);
    expect(t.shop.challenges.hintCounts(75)).toEqual({ available: hints.filter((h) => h.ChallengeId === 75).length, unlocked: 1 });
  }));

test.each([
  ['a wrong value', JSON.stringify({ unlocked: 'yes' })],
  ['no unlocked field', JSON.stringify({ text: 'my own hint' })],
  ['locking again', JSON.stringify({ unlocked: false })],
  ['broken JSON', '{unlocked:'],
])('PUT /api/Hints/:id with %s is a 400 and changes nothing', async (_, body) => {
  const before = (await s.json('/api/Hints/')).body.data;
  const r = await s.json('/api/Hints/2', { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ status: 'error', message: expect.any(String) });
  expect((await s.json('/api/Hints/')).body.data).toEqual(before);
});

test.each(['99999', '0', 'abc'])('PUT /api/Hints/%s of no hint is a 404', async (id) => {
  const r = await s.json(`/api/Hints/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unlocked: true }),
  });
  expect(r.status).toBe(404);
});
