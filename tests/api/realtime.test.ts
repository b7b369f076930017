import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { expect, test } from 'vitest';
import { ctfFlag } from '../../src/server/challenges/service';
import { bindRealtime } from '../../src/server/realtime';
import { eventually, IFRAME, withFreshShop } from '../helpers';

type Notice = { key: string; flag: string; isRestore: boolean };

/** Resolves with the first `challenge solved` notification of `key` the socket receives. */
const solvedNotice = (socket: Socket, key: string) =>
  new Promise<Notice>((resolve) => socket.on('challenge solved', (n: Notice) => n.key === key && resolve(n)));

test('the first client after start is told the server started, later ones are not', () =>
  withFreshShop(async (t) => {
    // a solved challenge is replayed to every client on connect, after the start announcement (if any):
    // its arrival at the second client shows that the server went through that client's greeting
    t.shop.challenges.solve('privacyPolicyChallenge');
    const firstEvents: string[] = [];
    const secondEvents: string[] = [];
    await t.socket((sock) => sock.onAny((event: string) => firstEvents.push(event)));
    await t.socket((sock) => sock.onAny((event: string) => secondEvents.push(event)));
    await eventually(() => firstEvents.includes('challenge solved') && secondEvents.includes('challenge solved'));
    expect(firstEvents).toEqual(['server started', 'challenge solved']);
    expect(secondEvents).toEqual(['challenge solved']);
  }));

test('DOM XSS: the search page reporting the iframe payload solves it and broadcasts the notification', () =>
  withFreshShop(async (t) => {
    const socket = await t.socket();
    const solved = solvedNotice(socket, 'localXssChallenge');
    // the bonus payload, reported right after the harmless search on the same socket, solves its own
    // challenge: once its notification is here, the server has handled the harmless search too
    const bonus = solvedNotice(socket, 'xssBonusChallenge');
    socket.emit('verifyLocalXssChallenge', 'apple');
    socket.emit('verifyLocalXssChallenge', t.shop.config.challenges.xssBonusPayload);
    await bonus;
    expect(t.shop.challenges.isSolved('localXssChallenge')).toBe(false);
    socket.emit('verifyLocalXssChallenge', IFRAME);
    const n = await solved;
    expect(t.shop.challenges.isSolved('localXssChallenge')).toBe(true);
    expect(n).toMatchObject({ key: 'localXssChallenge', name: 'DOM XSS', hidden: false, isRestore: false });
    // the flag is the hex HMAC-SHA1 of the name under the CTF key, computed independently here
    expect(n.flag).toBe(createHmac('sha1', 'TRwzkRJnHOTckssAeyJbysWgP!Qc2T').update('DOM XSS').digest('hex'));
    expect(n.flag).toBe(ctfFlag('TRwzkRJnHOTckssAeyJbysWgP!Qc2T', 'DOM XSS'));
  }));

test('Bonus Payload: the configured soundcloud iframe solves it', () =>
  withFreshShop(async (t) => {
    const socket = await t.socket();
    expect(t.shop.challenges.isSolved('xssBonusChallenge')).toBe(false);
    socket.emit('verifyLocalXssChallenge', `  ${t.shop.config.challenges.xssBonusPayload}  `);
    await eventually(() => t.shop.challenges.isSolved('xssBonusChallenge'));
  }));

test('unconfirmed notifications are replayed to new clients until one confirms them', () =>
  withFreshShop(async (t) => {
    t.shop.challenges.solve('privacyPolicyChallenge');
    let replayed: Notice | undefined;
    const late = await t.socket((sock) =>
      sock.on('challenge solved', (n: Notice) => {
        if (n.key === 'privacyPolicyChallenge') replayed = n;
      }),
    );
    await eventually(() => replayed !== undefined);
    expect(t.shop.challenges.pending.some((n) => n.key === 'privacyPolicyChallenge')).toBe(true);
    late.emit('notification received', replayed!.flag);
    await eventually(() => !t.shop.challenges.pending.some((n) => n.key === 'privacyPolicyChallenge'));
  }));

test('malformed socket payloads are ignored without harm', () =>
  withFreshShop(async (t) => {
    const socket = await t.socket();
    const bonus = solvedNotice(socket, 'xssBonusChallenge');
    socket.emit('verifyLocalXssChallenge', { not: 'a string' });
    socket.emit('verifyCloseNotificationsChallenge', 'nope');
    socket.emit('notification received', null);
    // a valid report on the same socket afterwards: its notification shows the server handled the
    // malformed ones before it and still answers this client
    socket.emit('verifyLocalXssChallenge', t.shop.config.challenges.xssBonusPayload);
    await bonus;
    expect(t.shop.challenges.isSolved('localXssChallenge')).toBe(false);
    expect(t.shop.challenges.isSolved('closeNotificationsChallenge')).toBe(false);
    expect((await t.json('/rest/admin/application-version')).status).toBe(200);
  }));

test("bound again to another shop (waku dev after a change), the io serves that shop only, and keeps the listeners that are not the shop's", () =>
  withFreshShop((before) =>
    withFreshShop(async (after) => {
      const server = createServer();
      const io = new SocketServer(server, { path: '/socket.io/' });
      const othersConnections: string[] = [];
      io.on('connection', (socket) => othersConnections.push(socket.id));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const client = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
        path: '/socket.io/',
        transports: ['websocket'],
        reconnection: false,
        autoConnect: false,
      });
      try {
        bindRealtime(io, before.shop);
        bindRealtime(io, after.shop);
        before.shop.challenges.solve('privacyPolicyChallenge');
        after.shop.challenges.solve('scoreBoardChallenge');
        const notices: string[] = [];
        client.on('challenge solved', (n: Notice) => notices.push(n.key));
        const domXss = solvedNotice(client, 'localXssChallenge');
        client.connect();
        // a shop's handler replays its pending notifications as the client connects, before it
        // handles the client's first report: once that report is answered, every replay is in
        client.emit('verifyLocalXssChallenge', IFRAME);
        await domXss;
        expect(notices).toEqual(['scoreBoardChallenge', 'localXssChallenge']);
        expect(after.shop.challenges.isSolved('localXssChallenge')).toBe(true);
        expect(before.shop.challenges.isSolved('localXssChallenge')).toBe(false);
        expect(othersConnections).toEqual([client.id]);
      } finally {
        client.disconnect();
        await new Promise<void>((resolve) => io.close(() => resolve()));
      }
    }),
  ));
