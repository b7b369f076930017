/**
 * The first statement of an SQL text: everything up to the first `;` outside string literals,
 * quoted identifiers and comments, that `;` included, so that a statement it cuts short fails as
 * SQLite's parser reports it there (`near ";": syntax error`, as upstream's search answers `';`).
 * Without such a `;` the text is returned whole (an unclosed quote included, so that the driver
 * reports its own error about it).
 *
 * Why: upstream runs its injectable queries through node-sqlite3, which compiles only the first
 * statement of a text and silently ignores the rest, so an injected `';` just ends the query.
 * better-sqlite3 refuses texts with more than one statement; the injection points run this part
 * instead, and answer as upstream does.
 */
export function firstStatement(sql: string): string {
  /** The index after the closing `close` searched from `from`, or -1 when it never comes. */
  const past = (close: string, from: number) => {
    const at = sql.indexOf(close, from);
    return at < 0 ? -1 : at + close.length;
  };
  /** Where the literal, quoted identifier or comment opening at `i` ends; `i + 1` for any other character. */
  const next = (i: number) => {
    const ch = sql[i];
    // a doubled quote inside a literal ('it''s') closes and reopens it: the same as reading it whole
    if (ch === "'" || ch === '"' || ch === '`') return past(ch, i + 1);
    if (ch === '[') return past(']', i + 1);
    if (sql.startsWith('--', i)) return past('\n', i + 2);
    if (sql.startsWith('/*', i)) return past('*/', i + 2);
    return i + 1;
  };
  for (let i = 0; i >= 0 && i < sql.length; i = next(i)) {
    if (sql[i] === ';') return sql.slice(0, i + 1);
  }
  return sql;
}
