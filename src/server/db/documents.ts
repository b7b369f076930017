
export type Doc = Record<string, unknown> & { _id: string };

/**
 * A tiny in-memory document collection answering Mongo-style queries (through mingo), standing
 * in for the document store upstream keeps reviews and orders in. The NoSQL challenges of later
 * issues rely on these query semantics.
 */
export class DocumentCollection<T extends Doc = Doc> {
  private docs: T[] = [];
  private seq = 0;

  constructor(private readonly prefix: string) {}

  insert(doc: Omit<T, '_id'> & { _id?: string }): T {
    const stored = { ...doc, _id: doc._id ?? `${this.prefix}${(++this.seq).toString(36).padStart(6, '0')}` } as T;
    this.docs.push(stored);
    return structuredClone(stored);
  }

  /** Asynchronous like a real driver's; mingo loads with the first query rather than at start. */
  async find(criteria: Record<string, unknown> = {}): Promise<T[]> {
    const { Query } = await import('mingo');
    return new Query(criteria).find<T>(this.docs).all().map((d) => structuredClone(d));
  }

  count(): number {
    return this.docs.length;
  }
}
