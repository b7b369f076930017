import vm from 'node:vm';

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
 * Evaluates a Mongo-style `$where` condition (JavaScript whose `this` is the document, as the
 * document store upstream uses compiles it: `return <condition>`) for every document, in a fresh
 * `node:vm` context with a time limit. The documents are rebuilt from JSON inside the context,
 * so the condition only reaches objects of that context, not the shop's own. Returns the indexes
 * of the matching documents.
 */
function whereMatches(docs: readonly Doc[], condition: string, timeLimitMs: number): number[] {
  const context = vm.createContext({ documentsJson: JSON.stringify(docs), condition }, { microtaskMode: 'afterEvaluate' });
  const program = `(() => {
    const matches = new Function('obj', 'return ' + condition);
    const hits = [];
    JSON.parse(documentsJson).forEach((doc, i) => { if (matches.call(doc, doc)) hits.push(i); });
    return hits.join(',');
  })()`;
  try {
    const hits = vm.runInContext(program, context, { timeout: timeLimitMs }) as string;
    return hits ? hits.split(',').map(Number) : [];
  } catch (e) {
    throw new WhereError(e instanceof Error ? e.message : String(e));
  }
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
      const hits = whereMatches(candidates, $where, timeLimitMs);
      candidates = hits.map((i) => candidates[i]!);
    }
    if (Object.keys(rest).length === 0 && typeof $where === 'string') return candidates;
    const { Query } = await import('mingo');
    return new Query(typeof $where === 'string' ? rest : criteria).find<T>(candidates).all();
  }
}
