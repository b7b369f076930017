import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import { unstable_createServerEntryAdapter as createServerEntryAdapter } from 'waku/adapter-builders';
import nodeAdapter from 'waku/adapters/node';
import { createApp } from './app';
import { compactWhenIdle, releaseStartupGarbage } from './memory';
import { exitOnStopSignals, keepServingOnStrayErrors } from './process-guards';
import { processRecord } from './process-record';
import { bindRealtime } from './realtime';
import { processShop } from './runtime';
import { SERVE_SCRIPT_BUILD } from './serve-script.mjs';

type NodeAdapterOptions = Parameters<typeof nodeAdapter>[1];
/** The node adapter's `serve` (@hono/node-server's): its http server, the entry's fetch answering. */
type NodeServe = (opts: { fetch: (req: Request, env?: unknown) => Response | Promise<Response>; port?: number }) => HttpServer;

/**
 * The shop's server entry: Waku's node adapter with the shop's app in front. The app answers
 * first and hands everything else to Waku; `serve` attaches socket.io to the same http server.
 * In `waku dev` the io instance comes from the Vite plugin in waku.config.ts instead.
 *
 * Built with Waku's adapter API, which gives an adapter Waku's resolved config (the RSC base the
 * app routes by) and its environment setter: the shop sets Waku's copy of the environment (what
 * `getEnv` reads) once, as it starts serving. Its build step (serve-script.mjs) writes the serve
 * script that calls this entry's `serve` with this entry's `fetch`, instead of the node adapter's,
 * which copies the whole environment before every request (a tenth of an API request's time).
 */
export const shopServerEntry = createServerEntryAdapter(({ handlers, config, unstable_setAllEnv }, options?: NodeAdapterOptions) => {
  keepServingOnStrayErrors();
  exitOnStopSignals();
  const waku = nodeAdapter(handlers, options);
  const shop = processShop();
  const app = createApp(shop, { fetch: (req, env) => waku.fetch(req, env), rscBase: config.rscBase });
  const record = processRecord();
  if (record.io) {
    // `waku dev`: Vite serves public/ itself; its plugin shows us those requests for the watchers
    bindRealtime(record.io as SocketServer, shop);
    record.staticProbe = (url) =>
      Promise.resolve(app.fetch(new Request(new URL(url, 'http://localhost'), { method: 'HEAD' }))).catch(() => undefined);
  }
  const serve: NodeServe = (opts) => {
    unstable_setAllEnv(process.env);
    const server = (waku.serve as NodeServe)(opts);
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
  };
  return { ...waku, fetch: (req: Request, env?: unknown) => app.fetch(req, env), serve, buildEnhancers: [SERVE_SCRIPT_BUILD] };
});
