import { whereMatches as evaluateWhere, WhereFailure } from '../sandbox/where';

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
  constructor(
    message: string,
    readonly ms = 0,
  ) {
    super(message);
  }
}

/** What a query reports besides its documents: how long its `$where` JavaScript ran, in ms (0 without one). */
export type QueryStats = { whereMs: number };

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
  async find(
    criteria: Record<string, unknown> = {},
    { timeLimitMs = WHERE_TIME_LIMIT_MS, stats }: { timeLimitMs?: number; stats?: QueryStats } = {},
  ): Promise<T[]> {
    return (await this.matching(criteria, timeLimitMs, stats)).map((d) => structuredClone(d));
  }

  /**
   * Sets `changes` on every document matching `criteria` (Mongo's `$set` with multi), answered as
   * upstream's store answers an update: how many changed, and copies from before and after.
   */
  async update(
    criteria: Record<string, unknown>,
    changes: Partial<Omit<T, '_id'>>,
  ): Promise<{ modified: number; original: T[]; updated: T[] }> {
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
      const { hits, ms } = await evaluateWhere(JSON.stringify(candidates), $where, timeLimitMs, SLEEP_CAP_MS).catch((e: unknown) => {
        if (!(e instanceof WhereFailure)) throw e;
        if (stats) stats.whereMs = e.ms;
        throw new WhereError(e.message, e.ms);
      });
      if (stats) stats.whereMs = ms;
      const all = candidates;
      candidates = hits.filter((i) => i < all.length).map((i) => all[i]!);
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
