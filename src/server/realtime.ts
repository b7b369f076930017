import type { Server as SocketServer, Socket } from 'socket.io';
import { IFRAME_XSS } from './challenges/payloads';
import { processRecord } from './process-record';
import { isRedirectAllowed } from './security/redirects';
import type { Shop } from './context';

const includes = (data: unknown, needle: string) => typeof data === 'string' && data.includes(needle);

/** A decal path that climbs out of the images folder to the shop's redirect, on to the cat service (upstream's pattern). */
const SVG_INJECTION = /.*\.\.\/\.\.\/\.\.[\w/-]*?\/redirect\?to=https?:\/\/cataas.com\/cat.*/;
/** Longer decal names are no address a page could load; the cap also keeps the pattern's backtracking small. */
const MAX_DECAL_LENGTH = 2000;

/** What bindRealtime last bound, kept in the process record: `waku dev` re-evaluates this module and binds again. */
type RealtimeBinding = { io: SocketServer; shop: Shop; onConnection: (socket: Socket) => void };

/**
 * socket.io events of the game. The first client after a (re)start is told `server started`, so
 * it can re-apply its continue codes; every client gets the notifications not yet confirmed.
 * Binding the io instance again (`waku dev` after a change) replaces the connection handler
 * bound before, and only that one.
 */
export function bindRealtime(io: SocketServer, shop: Shop) {
  const record = processRecord();
  const bound = record.realtime as RealtimeBinding | undefined;
  if (bound?.io === io) {
    if (bound.shop === shop) return;
    io.off('connection', bound.onConnection);
  }
  shop.challenges.setEmitter((event, payload) => io.emit(event, payload));
  let startAnnounced = false;

  const onConnection = (socket: Socket) => {
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
  };
  io.on('connection', onConnection);
  record.realtime = { io, shop, onConnection } satisfies RealtimeBinding;
}
