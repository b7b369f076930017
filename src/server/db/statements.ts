import type Database from 'better-sqlite3';

const CACHE_SIZE = 256;

/**
 * Makes `db.prepare` compile each SQL text once. Compiling costs more than running these small
 * queries, and the hot paths (search, its challenge watchers, logins) repeat the same texts;
 * the search's deliberately concatenated SQL varies with the query, hence a bounded cache
 * (oldest out first). Statements must stay in their default mode (no pluck/raw/expand toggles):
 * a cached statement is shared by every caller of the same text.
 */
export function cacheStatements(db: Database.Database): Database.Database {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = prepare(sql);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sql, statement);
    }
    return statement;
  }) as typeof db.prepare;
  return db;
}
