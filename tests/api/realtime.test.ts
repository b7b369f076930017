import { afterAll, beforeAll, expect, test } from 'vitest';
import { ctfFlag } from '../../src/server/challenges/service';
import { eventually, IFRAME, startShop, type TestServer } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

test('the first client after start is told the server started, later ones are not', async () => {
  let first = false;
  let second = false;
  await s.socket((sock) => sock.once('server started', () => (first = true)));
  await s.socket((sock) => sock.once('server started', () => (second = true)));
  await eventually(() => first);
  await new Promise((r) => setTimeout(r, 150));
  expect(second).toBe(false);
});

test('DOM XSS: the search page reporting the iframe payload solves it and broadcasts the notification', async () => {
  const socket = await s.socket();
  const solved = new Promise<Record<string, unknown>>((resolve) => socket.on('challenge solved', (n) => n.key === 'localXssChallenge' && resolve(n)));
  socket.emit('verifyLocalXssChallenge', 'apple');
  await new Promise((r) => setTimeout(r, 100));
  expect(s.shop.challenges.isSolved('localXssChallenge')).toBe(false);
  socket.emit('verifyLocalXssChallenge', IFRAME);
  const n = await solved;
  expect(n).toMatchObject({ key: 'localXssChallenge', name: 'DOM XSS', hidden: false, isRestore: false });
  // the flag is the hex HMAC-SHA1 of the name under the CTF key, computed independently here
  const { createHmac } = await import('node:crypto');
  expect(n.flag).toBe(createHmac('sha1', 'TRwzkRJnHOTckssAeyJbysWgP!Qc2T').update('DOM XSS').digest('hex'));
  expect(n.flag).toBe(ctfFlag('TRwzkRJnHOTckssAeyJbysWgP!Qc2T', 'DOM XSS'));
});

test('Bonus Payload: the configured soundcloud iframe solves it', async () => {
  const socket = await s.socket();
  socket.emit('verifyLocalXssChallenge', `  ${s.shop.config.challenges.xssBonusPayload}  `);
  await eventually(() => s.shop.challenges.isSolved('xssBonusChallenge'));
});

test('unconfirmed notifications are replayed to new clients until one confirms them', async () => {
  s.shop.challenges.solve('privacyPolicyChallenge');
  let replayed: { flag: string } | undefined;
  const late = await s.socket((sock) => sock.on('challenge solved', (n) => n.key === 'privacyPolicyChallenge' && (replayed = n)));
  await eventually(() => replayed !== undefined);
  late.emit('notification received', replayed!.flag);
  await eventually(() => !s.shop.challenges.pending.some((n) => n.key === 'privacyPolicyChallenge'));
});

test('malformed socket payloads are ignored without harm', async () => {
  const socket = await s.socket();
  socket.emit('verifyLocalXssChallenge', { not: 'a string' });
  socket.emit('verifyCloseNotificationsChallenge', 'nope');
  socket.emit('notification received', null);
  await new Promise((r) => setTimeout(r, 100));
  expect((await s.json('/rest/admin/application-version')).status).toBe(200);
});
