/**
 * The one record this process keeps on globalThis, under one well-named key. It holds what must
 * outlive a module's evaluation or cross between module graphs that cannot import each other's
 * instances: `waku dev` evaluates the server anew on every change (the shop, its database folder
 * and its sandbox children must stay one), and Waku's Vite plugins (waku.config.ts) run outside
 * the server's graph. Nothing else in the shop is kept on globalThis.
 *
 * The slots hold `unknown`: this module imports nothing, so that any layer can use it; each
 * owner reads its slot through a typed accessor of its own.
 */
export type ProcessSlots = {
  /** the running shop (runtime.ts): `waku dev` keeps one shop across re-evaluations */
  shop?: unknown;
  /** the socket.io server: made by the entry in production, by the dev plugin in `waku dev` */
  io?: unknown;
  /** the connection handler bindRealtime bound last, with its io and shop (realtime.ts): a re-binding removes just that one */
  realtime?: unknown;
  /** `waku dev` only: shows the shop a static file request Vite answered itself (entry.ts, waku.config.ts) */
  staticProbe?: (url: string) => unknown;
  /** the sandbox pools by name (sandbox/pool.ts) */
  sandboxPools?: unknown;
  /** this process's folder of databases (db/database-file.ts) */
  databaseRoot?: string;
};

const KEY = Symbol.for('juice-shop-rsc.process');

/** This process's record, made on first use. */
export const processRecord = (): ProcessSlots => ((globalThis as { [KEY]?: ProcessSlots })[KEY] ??= {});
