import path from 'node:path';
import { defineConfig } from 'waku/config';
import type { Plugin } from 'vite';
import { Server as SocketServer } from 'socket.io';

/**
 * In `waku dev` the shop's socket.io server has to share Vite's own http server (one port).
 * Dev loads the server code in a separate module graph, so the io instance is handed over
 * through globalThis; the backend binds its handlers to it when it first boots.
 */
function realtimeDevPlugin(): Plugin {
  return {
    name: 'shop:realtime-dev',
    apply: 'serve',
    configureServer(server) {
      if (!server.httpServer) return;
      const io = new SocketServer(server.httpServer as never, { path: '/socket.io/', serveClient: false });
      (globalThis as { __shopIo?: unknown }).__shopIo = io;
    },
  };
}

/** The dev server must never hand out server-only data (config, seed, keys). */
function denyPrivateDirPlugin(): Plugin {
  return {
    name: 'shop:deny-private',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
        if (/^\/(@fs\/.*\/)?private(\/|$)/i.test(url) || url.includes('/private/')) {
          res.statusCode = 403;
          res.end('Forbidden');
          return;
        }
        next();
      });
    },
  };
}

export default defineConfig({
  vite: {
    resolve: { alias: { 'styled-system': path.resolve('src/styled-system') } },
    plugins: [realtimeDevPlugin(), denyPrivateDirPlugin()],
    server: { fs: { deny: ['private/**', '.env', '.env.*'] } },
    environments: {
      rsc: { resolve: { external: ['better-sqlite3'] } },
    },
  },
});
