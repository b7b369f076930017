import type { Server as SocketServer } from 'socket.io';
import { IFRAME_XSS } from './challenges/payloads';
import { isRedirectAllowed } from './security/redirects';
import type { Shop } from './context';

const includes = (data: unknown, needle: string) => typeof data === 'string' && data.includes(needle);

/** A decal path that climbs out of the images folder to the shop's redirect, on to the cat service (upstream's pattern). */
const SVG_INJECTION = /.*\.\.\/\.\.\/\.\.[\w/-]*?\/redirect\?to=https?:\/\/cataas.com\/cat.*/;
/** Longer decal names are no address a page could load; the cap also keeps the pattern's backtracking small. */
const MAX_DECAL_LENGTH = 2000;

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

    socket.on('verifySvgInjectionChallenge', (data: unknown) => {
      shop.challenges.solveIf(
        'svgInjectionChallenge',
        () => typeof data === 'string' && data.length <= MAX_DECAL_LENGTH && SVG_INJECTION.test(data) && isRedirectAllowed(data),
      );
    });

    socket.on('verifyCloseNotificationsChallenge', (data: unknown) => {
      shop.challenges.solveIf('closeNotificationsChallenge', () => Array.isArray(data) && data.length > 1);
    });
  });
}
