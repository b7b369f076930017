import type { Server as SocketServer } from 'socket.io';
import { IFRAME_XSS } from './challenges/payloads';
import type { Shop } from './shop';

const includes = (data: unknown, needle: string) => typeof data === 'string' && data.includes(needle);

/**
 * socket.io events of the game. The first client after a (re)start is told `server started`, so
 * it can re-apply its continue codes; every client gets the notifications not yet confirmed.
 */
export function bindRealtime(io: SocketServer, shop: Shop) {
  const marker = io as SocketServer & { __shopBound?: Shop };
  if (marker.__shopBound === shop) return;
  if (marker.__shopBound) io.removeAllListeners('connection');
  marker.__shopBound = shop;
  shop.challenges.setEmitter((event, payload) => io.emit(event, payload));
  let startAnnounced = false;

  io.on('connection', (socket) => {
    if (!startAnnounced) {
      socket.emit('server started');
      startAnnounced = true;
    }
    for (const n of shop.challenges.pending) socket.emit('challenge solved', n);

    socket.on('notification received', (flag: unknown) => shop.challenges.acknowledge(flag));

    socket.on('verifyLocalXssChallenge', (data: unknown) => {
      shop.challenges.solveIf('localXssChallenge', () => includes(data, IFRAME_XSS));
      shop.challenges.solveIf('xssBonusChallenge', () => includes(data, shop.config.challenges.xssBonusPayload));
    });

    socket.on('verifyCloseNotificationsChallenge', (data: unknown) => {
      shop.challenges.solveIf('closeNotificationsChallenge', () => Array.isArray(data) && data.length > 1);
    });
  });
}
