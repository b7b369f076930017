import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import { createApp } from './app';
import { compactWhenIdle, releaseStartupGarbage } from './memory';
import { keepServingOnStrayErrors } from './process-guards';
import { bindRealtime } from './realtime';
import { processRecord } from './process-record';
import { getShop } from './runtime';

type WakuEntry = {
  fetch: (req: Request, ...args: any[]) => Response | Promise<Response>;
  serve?: (opts: any) => unknown;
};

/**
 * Wraps Waku's server entry: the shop's app answers first and hands everything else to Waku;
 * `serve` attaches socket.io to the same http server. In `waku dev` the io instance comes from
 * the Vite plugin in waku.config.ts instead.
 */
export function withShopServer<T extends WakuEntry>(waku: T): T {
  keepServingOnStrayErrors();
  const shop = getShop();
  const app = createApp(shop, (req, env) => waku.fetch(req, env));
  const record = processRecord();
  if (record.io) {
    // `waku dev`: Vite serves public/ itself; its plugin shows us those requests for the watchers
    bindRealtime(record.io as SocketServer, shop);
    record.staticProbe = (url) =>
      Promise.resolve(app.fetch(new Request(new URL(url, 'http://localhost'), { method: 'HEAD' }))).catch(() => undefined);
  }
  return {
    ...waku,
    fetch: (req: Request, ...args: any[]) => app.fetch(req, ...args),
    serve: (opts: any) => {
      // Waku's generated start script sends every request through a wrapper that first copies
      // the whole process environment for Waku (a tenth of an API request's time). The
      // environment does not change while we run: the first request goes through that wrapper,
      // every later one straight to the shop's app, which is what the wrapper calls anyway.
      const runFetch = opts.fetch as WakuEntry['fetch'];
      let environmentCopied = false;
      const fetch = (req: Request, ...args: any[]) => {
        if (environmentCopied) return app.fetch(req, ...args);
        environmentCopied = true;
        return runFetch(req, ...args);
      };
      const server = waku.serve!({ ...opts, fetch }) as HttpServer;
      const io = new SocketServer(server, { path: '/socket.io/', serveClient: false, cors: { origin: false } });
      record.io = io;
      bindRealtime(io, shop);
      let requests = 0;
      server.on('request', () => requests++);
      server.once('listening', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : opts.port;
        console.log(
          `${shop.config.application.name} listening on http://localhost:${port} (up ${Math.round(process.uptime() * 1000)} ms after the process started)`,
        );
        releaseStartupGarbage();
        compactWhenIdle(() => requests);
      });
      return server;
    },
  };
}
