import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import Hashids from 'hashids';
import { Server as SocketServer } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { expect, inject } from 'vitest';
import { createApp } from '../src/server/app';
import { bindRealtime } from '../src/server/realtime';
import { createShop, type Shop, type ShopOptions } from '../src/server/shop';

export type TestServer = {
  shop: Shop;
  url: string;
  get: (path: string, init?: RequestInit) => Promise<Response>;
  json: (path: string, init?: RequestInit) => Promise<{ status: number; body: any }>;
  /** a connected client; `listen` runs before connecting, so no event from the connection is missed */
  socket: (listen?: (s: Socket) => void) => Promise<Socket>;
  close: () => Promise<void>;
};

/**
 * A shop on a fresh database (a file of its own, removed with it), served over real HTTP (with socket.io) on a free port.
 * Safety mode is off by default so that every challenge can be solved in tests.
 */
export async function startShop(options: ShopOptions = {}): Promise<TestServer> {
  const shop = createShop({
    logsDir: inject('testLogsDir'),
    ...options,
    configOverrides: { challenges: { safetyMode: 'disabled' }, ...options.configOverrides },
  });
  const app = createApp(shop);
  // the start's LLM probe (asked by the chat routes) marks the four LLM challenges available or not
  // when it answers, which changes the challenge list: a test starts once it has
  await shop.llmAvailability.get().check();
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const io = new SocketServer(server as never, { path: '/socket.io/' });
  bindRealtime(io, shop);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sockets: Socket[] = [];
  return {
    shop,
    url,
    get: (path, init) => fetch(url + path, init),
    json: async (path, init) => {
      const res = await fetch(url + path, init);
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON: the test sees the text */
      }
      return { status: res.status, body };
    },
    socket: (listen) =>
      new Promise((resolve, reject) => {
        const s = connect(url, { path: '/socket.io/', transports: ['websocket'], reconnection: false, autoConnect: false });
        sockets.push(s);
        listen?.(s);
        s.connect();
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      }),
    close: async () => {
      for (const s of sockets) s.disconnect();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      shop.db.close();
    },
  };
}

/**
 * A GET whose answer is read as it went over the wire: no decompression (fetch would undo the
 * content encoding), so a test can compare the encoded bytes with the length announced.
 */
export function getRaw(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Waits until `predicate` holds (for effects that follow a socket event), or fails. */
export async function eventually(predicate: () => boolean, timeoutMs = 3000) {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Runs `body` with a shop of its own (for a test that changes state), closed afterwards whatever happens. */
export async function withFreshShop<T>(body: (server: TestServer) => Promise<T>, options: ShopOptions = {}): Promise<T> {
  const server = await startShop(options);
  try {
    return await body(server);
  } finally {
    await server.close();
  }
}

/**
 * Asks for the health endpoint while `attack` runs: the answer must come before the attack is
 * over, so the shop kept serving while it ran. For the planted denial-of-service flaws, which must
 * stall only their own sandbox. (How fast it answers is a figure for `npm run bench`, not a test.)
 */
export async function healthAnswersDuring(server: TestServer, attack: Promise<unknown>) {
  let over = false;
  void attack.finally(() => (over = true));
  const health = await server.json('/rest/admin/application-version');
  expect(health.status).toBe(200);
  expect(over, 'the attack was still running').toBe(false);
}

export const IFRAME = '<iframe src="javascript:alert(`xss`)">';

const CONTINUE_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890';
/** Upstream's continue-code scheme (salts, minimum length 60, alphabet), written out independently of the module under test. */
export const UPSTREAM_CONTINUE_CODES = {
  hacking: new Hashids('this is my salt', 60, CONTINUE_CODE_ALPHABET),
  findIt: new Hashids('this is the salt for findIt challenges', 60, CONTINUE_CODE_ALPHABET),
  fixIt: new Hashids('yet another salt for the fixIt challenges', 60, CONTINUE_CODE_ALPHABET),
};
/** The Imaginary Challenge's example code from the challenge catalogue: it holds the id 999. */
export const IMAGINARY_EXAMPLE_CODE = '69OxrZ8aJEgxONZyWoz1Dw4BvXmRGkM6Ae9M7k2rK63YpqQLPjnlb5V5LvDj';
