import { Worker } from 'node:worker_threads';

export type Doc = Record<string, unknown> & { _id: string };

/**
 * How long the JavaScript of one `$where` query may run over the whole collection. Upstream's
 * document store runs it unbounded in its own process; here a runaway condition (`while(true)`)
 * ends with an error instead of blocking the shop. Upstream caps its one planted delay, sleep(),
 * at 2 s per call; a query may take a little longer than that before it is stopped.
 */
export const WHERE_TIME_LIMIT_MS = 2500;

/** A `$where` condition that could not be evaluated: a syntax error, a thrown error or the time limit. */
export class WhereError extends Error {}

/**
 * The `$where` evaluator's thread. Each condition runs there in a fresh `node:vm` context with the
 * time limit, so a runaway condition stalls that thread alone while the shop keeps answering.
 * The condition is compiled as the document store upstream uses does it (`return <condition>`,
 * `this` is the document); the documents are rebuilt from JSON inside the context, so the
 * condition reaches only objects of that context, neither the shop's nor the thread's.
 * Inline source (CommonJS, evaluated) so that it needs no file of its own in the build.
 */
const WHERE_EVALUATOR = `
  const { parentPort } = require('node:worker_threads');
  const vm = require('node:vm');
  const program = \`(() => {
    const matches = new Function('obj', 'return ' + condition);
    const hits = [];
    JSON.parse(documentsJson).forEach((doc, i) => { if (matches.call(doc, doc)) hits.push(i); });
    return hits.join(',');
  })()\`;
  parentPort.on('message', ({ id, documentsJson, condition, timeLimitMs }) => {
    try {
      const context = vm.createContext({ documentsJson, condition }, { microtaskMode: 'afterEvaluate' });
      const hits = vm.runInContext(program, context, { timeout: timeLimitMs });
      parentPort.postMessage({ id, hits: typeof hits === 'string' ? hits : '' });
    } catch (e) {
      parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
    }
  });
`;

type Pending = { resolve: (hits: number[]) => void; reject: (e: WhereError) => void };
let evaluator: { worker: Worker; pending: Map<number, Pending> } | undefined;
let nextQuery = 0;

/** The evaluator thread, started with the first `$where` (most shops never see one) and again if it ever dies. */
function whereEvaluator() {
  if (evaluator) return evaluator;
  const worker = new Worker(WHERE_EVALUATOR, { eval: true });
  worker.unref(); // an idle evaluator never keeps the process alive
  const pending = new Map<number, Pending>();
  worker.on('message', (m: { id: number; hits?: string; error?: string }) => {
    const query = pending.get(m.id);
    pending.delete(m.id);
    if (m.error !== undefined) query?.reject(new WhereError(m.error));
    else query?.resolve(m.hits ? m.hits.split(',').map(Number) : []);
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

/** The indexes of the documents a `$where` condition matches, evaluated on the evaluator thread. */
function whereMatches(docs: readonly Doc[], condition: string, timeLimitMs: number): Promise<number[]> {
  const { worker, pending } = whereEvaluator();
  const id = ++nextQuery;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, documentsJson: JSON.stringify(docs), condition, timeLimitMs });
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
   * JavaScript (see whereMatches); a failing one rejects with a WhereError.
   */
  async find(criteria: Record<string, unknown> = {}, { timeLimitMs = WHERE_TIME_LIMIT_MS } = {}): Promise<T[]> {
    return (await this.matching(criteria, timeLimitMs)).map((d) => structuredClone(d));
  }

  /** Sets `changes` on every document matching `criteria` (Mongo's `$set` with multi); the number changed. */
  async update(criteria: Record<string, unknown>, changes: Partial<Omit<T, '_id'>>): Promise<number> {
    const hits = await this.matching(criteria, WHERE_TIME_LIMIT_MS);
    for (const doc of hits) Object.assign(doc, changes);
    return hits.length;
  }

  count(): number {
    return this.docs.length;
  }

  private async matching(criteria: Record<string, unknown>, timeLimitMs: number): Promise<T[]> {
    const { $where, ...rest } = criteria;
    let candidates = this.docs;
    if (typeof $where === 'string') {
      const hits = await whereMatches(candidates, $where, timeLimitMs);
      candidates = hits.map((i) => candidates[i]!);
    }
    if (Object.keys(rest).length === 0 && typeof $where === 'string') return candidates;
    const { Query } = await import('mingo');
    return new Query(typeof $where === 'string' ? rest : criteria).find<T>(candidates).all();
  }
}
