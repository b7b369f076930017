import type { ParseKind, ParseResult, ParseSettings } from './workers/parse.ts';
import { packageFolder, sandboxPool, type SandboxPool } from './pool';

export type { ParseKind };

/** Upstream's limit for one parse of an uploaded XML or YAML file. */
export const PARSE_TIME_LIMIT_MS = 2000;

/**
 * What a parse came to. `text` is the parsed document as upstream shows it (libxml2's
 * serialisation of the XML document; the YAML document as JSON), cut short, with its full
 * `length`. `failed` carries the parser's message; `timedOut` and `outOfMemory` say the sandbox was
 * stopped; `overloaded` that it did not start (every child busy and the queue full).
 */
export type ParseOutcome =
  | { kind: 'parsed'; text: string; length: number }
  | { kind: 'failed'; message: string }
  | { kind: 'timedOut' }
  | { kind: 'outOfMemory' }
  | { kind: 'overloaded' };

const settings = (kind: ParseKind): ParseSettings => ({
  kind,
  // more than any check or echo reads
  resultChars: 64 * 1024,
  // the longest JSON a YAML document may expand to: a 200 kB upload reaches it only through aliases
  yamlJsonChars: 8 * 1024 * 1024,
  // what an external entity reads of one file: more than /etc/passwd or a system.ini has
  entityFileBytes: 64 * 1024,
});

/**
 * One pool per parser. XML children may read any regular file (external entities are the planted
 * flaw) but write nothing; YAML children read only their parser. Two parses of a kind at a time
 * leave the shop its core; later uploads wait their turn (the time limit counts from the start of
 * their own parse). No child is kept warm: few shops see these uploads.
 */
const pools: Record<ParseKind, SandboxPool> = {
  xml: sandboxPool('xml', () => ({
    worker: 'parse',
    heapMb: 64,
    addressSpaceMb: 2000,
    reads: ['*'],
    settings: settings('xml'),
    maxChildren: 2,
    maxWaiting: 16,
    warm: 0,
    idleMs: 5000,
    timeLimitMs: PARSE_TIME_LIMIT_MS,
  })),
  yaml: sandboxPool('yaml', () => ({
    worker: 'parse',
    heapMb: 64,
    addressSpaceMb: 1700,
    reads: [packageFolder('js-yaml')],
    settings: settings('yaml'),
    maxChildren: 2,
    maxWaiting: 16,
    warm: 0,
    idleMs: 5000,
    timeLimitMs: PARSE_TIME_LIMIT_MS,
  })),
};

/**
 * Parses an uploaded file's text in a sandbox child, bounded by upstream's time limit and the
 * child's memory limits: an XXE or YAML bomb stalls that child only, while the shop keeps answering.
 */
export async function parseInSandbox(kind: ParseKind, text: string): Promise<ParseOutcome> {
  const outcome = await pools[kind].run<ParseResult>(text);
  switch (outcome.kind) {
    case 'done':
      return { kind: 'parsed', ...outcome.value };
    case 'failed':
      return { kind: 'failed', message: outcome.message };
    case 'crashed':
      throw new Error(`The ${kind} parser failed: ${outcome.reason}`);
    default:
      return { kind: outcome.kind };
  }
}
