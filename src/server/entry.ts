import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import { createApp } from './app';
import { releaseStartupGarbage } from './memory';
import { bindRealtime } from './realtime';
import { getShop } from './runtime';

type WakuEntry = {
  fetch: (req: Request, ...args: any[]) => Response | Promise<Response>;
  serve?: (opts: any) => unknown;
};

const g = globalThis as { __shopIo?: SocketServer; __shopStaticProbe?: (url: string) => Promise<unknown> };

/**
 * Wraps Waku's server entry: the shop's app answers first and hands everything else to Waku;
 * `serve` attaches socket.io to the same http server. In `waku dev` the io instance comes from
 * the Vite plugin in waku.config.ts instead.
 */
export function withShopServer<T extends WakuEntry>(waku: T): T {
  const shop = getShop();
  const app = createApp(shop, (req, env) => waku.fetch(req, env));
  if (g.__shopIo) {
    // `waku dev`: Vite serves public/ itself; its plugin shows us those requests for the watchers
    bindRealtime(g.__shopIo, shop);
    g.__shopStaticProbe = (url) => Promise.resolve(app.fetch(new Request(new URL(url, 'http://localhost'), { method: 'HEAD' }))).catch(() => undefined);
  }
  return {
    ...waku,
    fetch: (req: Request, ...args: any[]) => app.fetch(req, ...args),
    serve: (opts: any) => {
      const server = waku.serve!(opts) as HttpServer;
      g.__shopIo = new SocketServer(server, { path: '/socket.io/', serveClient: false, cors: { origin: false } });
      bindRealtime(g.__shopIo, shop);
      server.once('listening', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : opts.port;
        console.log(`${shop.config.application.name} listening on http://localhost:${port} (started in ${Date.now() - shop.startedAt} ms)`);
        releaseStartupGarbage();
      });
      return server;
    },
  };
}
