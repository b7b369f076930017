import type { Socket } from 'socket.io-client';

let socket: Promise<Socket> | undefined;

/** The one socket.io connection of the page, loaded after the first paint. */
export function getSocket(): Promise<Socket> {
  socket ??= import('socket.io-client').then(({ io }) => io({ path: '/socket.io/', transports: ['websocket', 'polling'] }));
  return socket;
}
