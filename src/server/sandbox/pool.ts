import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sandboxChildrenInAll, sandboxLimits } from '../memory-budget.mjs';
import { processRecord } from '../process-record';
import type { ChildMessage } from './protocol';

/**
 * What a task in a sandbox came to: `done` with the child's value, `failed` with the name and
 * message of what the task threw, `timedOut` (the shop killed the child at the time limit),
 * `outOfMemory` (V8 or the address-space limit ended the child), `overloaded` (not started: every
 * child busy and the queue full) or `crashed` (the child died otherwise, or never started).
 */
export type SandboxOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'failed'; name: string; message: string }
  | { kind: 'timedOut' }
  | { kind: 'outOfMemory' }
  | { kind: 'overloaded' }
  | { kind: 'crashed'; reason: string };

export type SandboxSpec = {
  /** the worker's file in workers/, without `.ts` */
  worker: string;
  /** V8's old-space limit of one child */
  heapMb: number;
  /** the child's address-space limit (RLIMIT_AS); Node itself reserves about 1.1 GB of it at start */
  addressSpaceMb: number;
  /** native addons allowed (the SQL child loads better-sqlite3) */
  addons?: boolean;
  /** what the child may read besides its own worker files: packages it loads, files it serves ('*' for all) */
  reads: string[];
  /** settings handed to the worker (JSON) */
  settings?: unknown;
  /** children at once, one task each */
  maxChildren: number;
  /** tasks that may wait for a child; beyond that a task is `overloaded` at once */
  maxWaiting: number;
  /** a task that waited this long for a child is `overloaded` instead of started (default: no limit) */
  maxWaitMs?: number;
  /** idle children kept ready, so that a task does not wait for a child to start */
  warm: number;
  /** an idle child beyond `warm` is ended after this long */
  idleMs: number;
  /** the shop kills a child whose task runs longer than this */
  timeLimitMs: number;
};

/** How long a child may take to start and load its parser before it counts as broken (not as an attack). */
const LOAD_LIMIT_MS = 15_000;

/**
 * Where the workers are. A production build bundles each into one plain module
 * (`dist/sandbox/<name>.mjs`, see scripts/sandbox-workers-build.ts): a child then needs no
 * TypeScript support, which costs Node some 12 MB per process. From the sources (tests, dev), Node
 * strips the types of `src/server/sandbox/workers/<name>.ts` itself. `readable` is the folder a
 * child may read its code from: the bundles, or the server's sources (no secrets live there).
 */
export const WORKERS = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'workers', 'serve.ts')))
      return { dir: path.join(dir, 'workers'), extension: '.ts', readable: path.dirname(dir) };
    if (existsSync(path.join(dir, 'sandbox', 'where.mjs')))
      return { dir: path.join(dir, 'sandbox'), extension: '.mjs', readable: path.join(dir, 'sandbox') };
    const up = path.dirname(dir);
    if (up === dir) throw new Error('The sandbox workers (src/server/sandbox/workers, or dist/sandbox in a build) were not found.');
    dir = up;
  }
})();

/** An installed package's folder, for a spec's `reads`: by its real path, the name the permission model checks. */
export const packageFolder = (name: string) =>
  realpathSync(path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))) + path.sep;

/** A shell to set the address-space limit with; without one (a distroless image) V8's own limits bound the child. */
const SHELL = ['/bin/sh', '/usr/bin/sh'].find((p) => existsSync(p));

/** Node's flags and the command line of one child of `spec`. */
function commandLine(spec: SandboxSpec) {
  const flags = [
    '--permission',
    // the workers' own code
    `--allow-fs-read=${WORKERS.readable}${path.sep}`,
    ...spec.reads.map((p) => `--allow-fs-read=${p}`),
    ...(spec.addons ? ['--allow-addons'] : []),
    // code that escaped a vm context into the child's own realm cannot compile strings either
    '--disallow-code-generation-from-strings',
    `--max-old-space-size=${spec.heapMb}`,
    '--max-semi-space-size=2',
    '--no-warnings',
    path.join(WORKERS.dir, spec.worker + WORKERS.extension),
    JSON.stringify(spec.settings ?? {}),
  ];
  if (!SHELL) return { file: process.execPath, args: flags };
  // `exec` keeps the child's pid: the kill reaches Node itself
  return { file: SHELL, args: ['-c', `ulimit -v ${spec.addressSpaceMb * 1024} && exec "$0" "$@"`, process.execPath, ...flags] };
}

type Reply = ChildMessage | { exit: string };

/**
 * Was this exit V8 (or the allocator under the address-space limit) giving up for lack of memory,
 * or the kernel's OOM killer ending the child when the container's cgroup was full (SIGKILL: the
 * shop's own kill at the time limit never gets here)?
 */
const outOfMemory = (code: number | null, signal: NodeJS.Signals | null) =>
  signal === 'SIGABRT' || signal === 'SIGTRAP' || signal === 'SIGSEGV' || signal === 'SIGKILL' || code === 134 || code === 133;

/**
 * Tells the kernel to kill this child first when memory runs out (the most a process may raise
 * its own child to): in a container the cgroup's limit is the bound that holds where a child has
 * no address-space limit (an image without a shell), and the shop's own process must not be the
 * one the kernel picks.
 */
function killFirstWhenMemoryRunsOut(pid: number | undefined) {
  if (process.platform !== 'linux' || pid === undefined) return;
  try {
    writeFileSync(`/proc/${pid}/oom_score_adj`, '1000');
  } catch {
    // the child is gone already, or /proc is not there: its other limits still hold
  }
}

/** One child process: one task at a time. A child that hit a limit is ended and replaced on demand. */
class SandboxChild {
  private readonly child: ChildProcess;
  readonly ready: Promise<void>;
  private current: ((reply: Reply) => void) | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 0;
  private stderr = '';
  ended = false;

  constructor(
    private readonly spec: SandboxSpec,
    private readonly onEnd: (child: SandboxChild) => void,
  ) {
    const { file, args } = commandLine(spec);
    // no inherited environment: the child learns no secret (CTF key, tokens) from it
    this.child = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], env: {} });
    killFirstWhenMemoryRunsOut(this.child.pid);
    this.child.stderr?.setEncoding('utf8').on('data', (text: string) => (this.stderr = (this.stderr + text).slice(-2000)));
    // an idle child never keeps the shop's process alive; a running task's timer does
    this.child.unref();
    (this.child.channel as { unref?: () => void } | undefined)?.unref?.();
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The ${spec.worker} sandbox did not start in time.`)), LOAD_LIMIT_MS);
      this.current = (reply) => {
        clearTimeout(timer);
        this.current = null;
        if ('ready' in reply) resolve();
        else
          reject(
            new Error(
              `The ${spec.worker} sandbox stopped while starting: ${'exit' in reply ? reply.exit : 'unexpected answer'} ${this.stderr.trim()}`.trim(),
            ),
          );
      };
    });
    this.ready.catch(() => this.end());
    this.child.on('message', (m: ChildMessage) => this.current?.(m));
    this.child.on('error', (e) => this.current?.({ exit: e.message }));
    this.child.on('exit', (code, signal) => {
      this.current?.({ exit: outOfMemory(code, signal) ? 'outOfMemory' : `${signal ?? code}` });
      this.end();
    });
  }

  async run<T>(task: unknown, timeLimitMs: number): Promise<SandboxOutcome<T>> {
    clearTimeout(this.idleTimer);
    try {
      await this.ready;
    } catch (e) {
      return { kind: 'crashed', reason: e instanceof Error ? e.message : String(e) };
    }
    const id = ++this.nextId;
    const reply = await new Promise<Reply | 'timedOut'>((resolve) => {
      const timer = setTimeout(() => resolve('timedOut'), timeLimitMs);
      this.current = (m) => {
        if ('id' in m && m.id !== id) return;
        clearTimeout(timer);
        resolve(m);
      };
      this.child.send({ id, task }, (e) => e && this.current?.({ exit: e.message }));
    });
    this.current = null;
    if (reply === 'timedOut') return this.endWith({ kind: 'timedOut' });
    if ('exit' in reply)
      return this.endWith(
        reply.exit === 'outOfMemory' ? { kind: 'outOfMemory' } : { kind: 'crashed', reason: `the child stopped (${reply.exit})` },
      );
    if ('error' in reply) return { kind: 'failed', ...reply.error };
    if ('value' in reply) return { kind: 'done', value: reply.value as T };
    return this.endWith({ kind: 'crashed', reason: 'unexpected answer' });
  }

  /** Back in the pool: an idle child beyond the warm ones ends after a while. */
  rest(keep: boolean) {
    clearTimeout(this.idleTimer);
    if (!keep) this.idleTimer = setTimeout(() => this.end(), this.spec.idleMs).unref();
  }

  private endWith<T>(outcome: SandboxOutcome<T>) {
    this.end();
    return outcome;
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.idleTimer);
    this.child.kill('SIGKILL');
    this.onEnd(this);
  }
}

/** Pools that share one bound on their children alive at once, and how many are. */
export class PoolGroup {
  alive = 0;
  readonly pools = new Set<SandboxPool>();
  constructor(readonly max: number) {}
}

/**
 * The process's pools: no shared bound unless the container's memory is small (memory-budget.mjs),
 * where each child is a Node process of 12 MB and more in the same cgroup as the shop, and the
 * pools together must not fill it.
 */
const processPools = new PoolGroup(sandboxChildrenInAll() ?? Number.POSITIVE_INFINITY);

/**
 * A small pool of sandbox children for one kind of task. Every user-influenced evaluation runs in
 * such a child, never in the shop's process: a V8 heap limit and an address-space limit bound its
 * memory, the shop's own timer kills it at the time limit wherever it is (native code included),
 * and a child that died is replaced by the next task. The shop keeps answering meanwhile.
 * Where the pools share a bound (a small container), a pool that needs a child ends another pool's
 * idle one, and a child that comes free goes to whichever pool has a task waiting.
 */
export class SandboxPool {
  private readonly idle: SandboxChild[] = [];
  private alive = 0;
  private readonly waiting: Array<{ since: number; take: (child: SandboxChild | null) => void }> = [];

  constructor(
    readonly spec: SandboxSpec,
    private readonly group = processPools,
  ) {
    group.pools.add(this);
  }

  /** Runs one task; `timeLimitMs` overrides the pool's limit for it (never beyond what the caller asks). */
  async run<T>(task: unknown, timeLimitMs = this.spec.timeLimitMs): Promise<SandboxOutcome<T>> {
    const child = await this.acquire();
    if (!child) return { kind: 'overloaded' };
    try {
      return await child.run<T>(task, timeLimitMs);
    } finally {
      this.release(child);
    }
  }

  /** Children alive and tasks waiting, with the limits of both (for tests and diagnostics). */
  load() {
    return {
      children: this.alive,
      idle: this.idle.length,
      waiting: this.waiting.length,
      maxChildren: this.spec.maxChildren,
      maxWaiting: this.spec.maxWaiting,
    };
  }

  /** Ends every child (tests, shutdown). */
  close() {
    for (const child of [...this.idle]) child.end();
  }

  private mayStartChild() {
    return this.alive < this.spec.maxChildren && this.group.alive < this.group.max;
  }

  private spawn() {
    this.alive++;
    this.group.alive++;
    return new SandboxChild(this.spec, (child) => this.forget(child));
  }

  private forget(child: SandboxChild) {
    this.alive--;
    this.group.alive--;
    const at = this.idle.indexOf(child);
    if (at >= 0) this.idle.splice(at, 1);
    // a place came free: the first task still waiting here, or in another pool, gets a new child
    for (const pool of [this, ...this.group.pools]) if (pool.serveWaiting()) return;
  }

  /** Starts a child for the first task waiting, where one may start; true when it did. */
  private serveWaiting() {
    if (this.waiting.length === 0 || !this.mayStartChild()) return false;
    const next = this.nextWaiting();
    if (!next) return false;
    next.take(this.spawn());
    return true;
  }

  private release(child: SandboxChild) {
    if (child.ended) return;
    const next = this.nextWaiting();
    if (next) return next.take(child);
    // another pool waits for the place this child takes: it ends, and the place goes there
    if (this.group.alive >= this.group.max && [...this.group.pools].some((pool) => pool.waiting.length > 0)) return child.end();
    this.idle.push(child);
    child.rest(this.idle.length <= this.spec.warm);
  }

  /** The first task waiting that has not waited too long; those that have are told the pool is overloaded. */
  private nextWaiting() {
    const { maxWaitMs = Infinity } = this.spec;
    for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
      if (performance.now() - next.since <= maxWaitMs) return next;
      next.take(null);
    }
    return undefined;
  }

  /** Ends one idle child of another pool, to make room under the pools' shared bound; true when it did. */
  private endIdleElsewhere() {
    for (const pool of this.group.pools) {
      const spare = pool !== this ? pool.idle[0] : undefined;
      if (spare) {
        spare.end();
        return true;
      }
    }
    return false;
  }

  private acquire(): Promise<SandboxChild | null> | SandboxChild {
    const ready = this.idle.pop();
    if (ready) {
      this.keepWarm();
      return ready;
    }
    if (this.alive < this.spec.maxChildren && this.group.alive >= this.group.max) this.endIdleElsewhere();
    if (this.mayStartChild()) {
      const child = this.spawn();
      this.keepWarm();
      return child;
    }
    if (this.waiting.length >= this.spec.maxWaiting) return Promise.resolve(null);
    return new Promise((take) => this.waiting.push({ since: performance.now(), take }));
  }

  /** Starts a spare child while one is handed out, so that the next task finds one loaded. */
  private keepWarm() {
    if (this.idle.length < this.spec.warm && this.mayStartChild()) {
      const spare = this.spawn();
      this.idle.push(spare);
      spare.rest(true);
    }
  }
}

/** The pools of this process by name, in the process record: `waku dev` evaluates server modules anew on change, and a pool made again must not leave the warm children of the one before it behind. */
const record = processRecord();
record.sandboxPools ??= new Map<string, SandboxPool>();
const pools = record.sandboxPools as Map<string, SandboxPool>;

/** The process's pool called `name`, made from `spec()` on first use and fitted to the container's memory limit. */
export function sandboxPool(name: string, spec: () => SandboxSpec): SandboxPool {
  let pool = pools.get(name);
  if (!pool) {
    const wanted = spec();
    pool = new SandboxPool({ ...wanted, ...sandboxLimits(wanted) });
    pools.set(name, pool);
  }
  return pool;
}
