import { Worker } from 'node:worker_threads';

export type Doc = Record<string, unknown> & { _id: string };

/** The longest one call of the `$where` sandbox's `sleep(ms)` blocks, as upstream caps its planted delay. */
export const SLEEP_CAP_MS = 2000;

/**
 * How long the JavaScript of one `$where` query may run over the whole collection. Upstream's
 * document store runs it unbounded in its own process; here a runaway condition (`while(true)`)
 * ends with an error instead of blocking the shop. The limit leaves a full `sleep(2000)` room to
 * finish (the NoSQL DoS challenge asks for a query slower than 2 s), while a sleep per document,
 * which upstream lets run for a minute and more, is cut off.
 */
export const WHERE_TIME_LIMIT_MS = SLEEP_CAP_MS + 1000;

/** A query that could not be run: an unknown operator, a malformed selector. */
export class QueryError extends Error {}

/** A `$where` condition that could not be evaluated: a syntax error, a thrown error or the time limit. */
export class WhereError extends QueryError {
  constructor(message: string, readonly ms = 0) {
    super(message);
  }
}

/** What a query reports besides its documents: how long its `$where` JavaScript ran, in ms (0 without one). */
export type QueryStats = { whereMs: number };

/**
 * The `$where` evaluator's thread. Each condition runs there in a fresh `node:vm` context with the
 * time limit, so a runaway condition stalls that thread alone while the shop keeps answering.
 * The condition is compiled as the document store upstream uses does it (`return <condition>`,
 * `this` is the document); the documents are rebuilt from JSON inside the context, so the
 * condition reaches only objects of that context, neither the shop's nor the thread's. So is
 * `sleep(ms)`, the blocking pause Mongo's shell offers and upstream plants as a global: defined
 * inside the context, it waits on an atomic (no busy loop eating a core), and the time limit
 * interrupts that wait like any other code.
 * Inline source (CommonJS, evaluated) so that it needs no file of its own in the build.
 */
const WHERE_EVALUATOR = `
  const { parentPort } = require('node:worker_threads');
  const vm = require('node:vm');
  const program = \`(() => {
    const pause = new Int32Array(new SharedArrayBuffer(4));
    globalThis.sleep = (ms) => { Atomics.wait(pause, 0, 0, Math.max(0, Math.min(Number(ms) || 0, sleepCapMs))); };
    const matches = new Function('obj', 'return ' + condition);
    const hits = [];
    JSON.parse(documentsJson).forEach((doc, i) => { if (matches.call(doc, doc)) hits.push(i); });
    return hits.join(',');
  })()\`;
  parentPort.on('message', ({ id, documentsJson, condition, timeLimitMs, sleepCapMs }) => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const context = vm.createContext({ documentsJson, condition, sleepCapMs }, { microtaskMode: 'afterEvaluate' });
      const hits = vm.runInContext(program, context, { timeout: timeLimitMs });
      parentPort.postMessage({ id, hits: typeof hits === 'string' ? hits : '', ms: ms() });
    } catch (e) {
      parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e), ms: ms() });
    }
  });
`;

type Pending = { resolve: (result: { hits: number[]; ms: number }) => void; reject: (e: WhereError) => void };
let evaluator: { worker: Worker; pending: Map<number, Pending> } | undefined;
let nextQuery = 0;

/**
 * An evaluator with nothing to do for this long is stopped, so that its thread and heap (every
 * query builds a fresh context) go back to the system after a burst; the next `$where` starts a
 * new one, which takes some 30 ms.
 */
const EVALUATOR_IDLE_MS = 30_000;
let idleTimer: NodeJS.Timeout | undefined;

/**
 * The evaluator's heap bound: a condition that allocates without end (`x=[];for(;;)x.push(x)`)
 * ends that thread with an out-of-memory error instead of growing the shop's memory until the
 * time limit strikes.
 */
const EVALUATOR_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16 };

/** The evaluator thread, started with the first `$where` (most shops never see one) and again if it ever dies. */
function whereEvaluator() {
  if (evaluator) return evaluator;
  const worker = new Worker(WHERE_EVALUATOR, { eval: true, resourceLimits: EVALUATOR_LIMITS });
  worker.unref(); // an idle evaluator never keeps the process alive
  const pending = new Map<number, Pending>();
  worker.on('message', (m: { id: number; hits?: string; error?: string; ms: number }) => {
    const query = pending.get(m.id);
    pending.delete(m.id);
    if (m.error !== undefined) query?.reject(new WhereError(m.error, m.ms));
    else query?.resolve({ hits: m.hits ? m.hits.split(',').map(Number) : [], ms: m.ms });
    if (pending.size === 0) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => pending.size === 0 && void worker.terminate(), EVALUATOR_IDLE_MS).unref();
    }
  });
  const fail = (why: string) => {
    if (evaluator?.worker === worker) evaluator = undefined;
    for (const query of pending.values()) query.reject(new WhereError(why));
    pending.clear();
  };
  worker.on('error', (e: Error) => fail(e.message));
  worker.on('exit', (code) => fail(`the condition evaluator stopped (${code})`));
  return (evaluator = { worker, pending });
}

/** The indexes of the documents a `$where` condition matches, evaluated on the evaluator thread, and how long it ran there. */
function whereMatches(docs: readonly Doc[], condition: string, timeLimitMs: number): Promise<{ hits: number[]; ms: number }> {
  const { worker, pending } = whereEvaluator();
  clearTimeout(idleTimer);
  const id = ++nextQuery;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, documentsJson: JSON.stringify(docs), condition, timeLimitMs, sleepCapMs: SLEEP_CAP_MS });
  });
}

/**
 * A tiny in-memory document collection answering Mongo-style queries (through mingo), standing
 * in for the document store upstream keeps reviews and orders in. The NoSQL challenges rely on
 * these query semantics, `$where` included.
 */
export class DocumentCollection<T extends Doc = Doc> {
  private docs: T[] = [];
  private seq = 0;

  constructor(private readonly prefix: string) {}

  /** A fresh document id of this collection (for a document prepared before it is inserted). */
  newId() {
    return `${this.prefix}${(++this.seq).toString(36).padStart(6, '0')}`;
  }

  insert(doc: Omit<T, '_id'> & { _id?: string }): T {
    const stored = { ...doc, _id: doc._id ?? this.newId() } as T;
    this.docs.push(stored);
    return structuredClone(stored);
  }

  /**
   * Copies of the documents matching `criteria`. Asynchronous like a real driver's; mingo loads
   * with the first query rather than at start. A top-level `$where` string is evaluated as
   * JavaScript (see whereMatches); a failing one rejects with a WhereError, a selector mingo
   * refuses with a QueryError. `stats`, when given, receives how long the `$where` ran.
   */
  async find(criteria: Record<string, unknown> = {}, { timeLimitMs = WHERE_TIME_LIMIT_MS, stats }: { timeLimitMs?: number; stats?: QueryStats } = {}): Promise<T[]> {
    return (await this.matching(criteria, timeLimitMs, stats)).map((d) => structuredClone(d));
  }

  /**
   * Sets `changes` on every document matching `criteria` (Mongo's `$set` with multi), answered as
   * upstream's store answers an update: how many changed, and copies from before and after.
   */
  async update(criteria: Record<string, unknown>, changes: Partial<Omit<T, '_id'>>): Promise<{ modified: number; original: T[]; updated: T[] }> {
    const hits = await this.matching(criteria, WHERE_TIME_LIMIT_MS);
    const original = hits.map((d) => structuredClone(d));
    for (const doc of hits) Object.assign(doc, changes);
    return { modified: hits.length, original, updated: hits.map((d) => structuredClone(d)) };
  }

  /**
   * Changes the first document matching `criteria` by what `change` computes from it, read and
   * written in one step (no other request's change lands in between); a copy of the result, or
   * undefined when nothing matched.
   */
  async updateFirst(criteria: Record<string, unknown>, change: (current: T) => Partial<Omit<T, '_id'>>): Promise<T | undefined> {
    const [doc] = await this.matching(criteria, WHERE_TIME_LIMIT_MS);
    if (!doc) return undefined;
    Object.assign(doc, change(structuredClone(doc)));
    return structuredClone(doc);
  }

  count(): number {
    return this.docs.length;
  }

  private async matching(criteria: Record<string, unknown>, timeLimitMs: number, stats?: QueryStats): Promise<T[]> {
    const { $where, ...rest } = criteria;
    let candidates = this.docs;
    if (typeof $where === 'string') {
      const { hits, ms } = await whereMatches(candidates, $where, timeLimitMs).catch((e: WhereError) => {
        if (stats) stats.whereMs = e.ms;
        throw e;
      });
      if (stats) stats.whereMs = ms;
      candidates = hits.map((i) => candidates[i]!);
    }
    if (Object.keys(rest).length === 0 && typeof $where === 'string') return candidates;
    const { Query } = await import('mingo');
    try {
      return new Query(typeof $where === 'string' ? rest : criteria).find<T>(candidates).all();
    } catch (e) {
      throw new QueryError(e instanceof Error ? e.message : String(e));
    }
  }
}
