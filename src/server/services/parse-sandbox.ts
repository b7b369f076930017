import { spawn } from 'node:child_process';

/** Upstream's limit for one parse of an uploaded XML or YAML file. */
export const PARSE_TIME_LIMIT_MS = 2000;

/** How much of a parse's text comes back from the sandbox: more than any check or echo reads. */
const RESULT_CHARS = 64 * 1024;

/**
 * The longest JSON a YAML document may expand to. V8's JSON.stringify builds its text outside the
 * heap limit, up to V8's longest string (half a gigabyte), where it throws "Invalid string
 * length": upstream's bomb ends there. The sandbox throws the same error at this much smaller
 * length (a 200 kB upload expands this far only through aliases).
 */
const YAML_JSON_CHARS = 8 * 1024 * 1024;

/**
 * How many sandboxes run at once; later uploads wait their turn (the time limit counts from the
 * start of their own parse). Two cores serve the shop: a few parses at a time leave it room.
 */
const MAX_SANDBOXES = 3;

/** The heap of one sandbox process; V8 ends the process when a parse needs more. */
const SANDBOX_HEAP_MB = 64;

/** How long a sandbox may take to start and load its parser before it counts as broken (not as an attack). */
const LOAD_LIMIT_MS = 15_000;

export type ParseKind = 'xml' | 'yaml';

/**
 * What a parse came to. `text` is the parsed document as upstream shows it (libxml2's
 * serialisation of the XML document; the YAML document as JSON), cut to RESULT_CHARS, with its
 * full `length`. `failed` carries the parser's message; `timedOut` and `outOfMemory` say the
 * sandbox was stopped.
 */
export type ParseOutcome =
  | { kind: 'parsed'; text: string; length: number }
  | { kind: 'failed'; message: string }
  | { kind: 'timedOut' }
  | { kind: 'outOfMemory' };

/**
 * The sandbox program. XML: libxml2 (its WebAssembly build) with upstream's options, entities
 * substituted, and the file system as libxml2's input, so external entities read local files as
 * upstream's native libxml does. YAML: js-yaml's load with aliases expanded, then JSON.stringify,
 * as upstream (with the length cap above). The parser loads first; the parse starts when the
 * text arrives.
 */
const SANDBOX_SOURCE = `
  const RESULT_CHARS = ${RESULT_CHARS};
  const JSON_CHARS = ${YAML_JSON_CHARS};
  async function loadParser(kind) {
    if (kind === 'yaml') {
      const yaml = require('js-yaml');
      return (text) => {
        let size = 0;
        return JSON.stringify(yaml.load(text), (key, value) => {
          size += String(key).length + (typeof value === 'string' ? value.length : 4) + 4;
          if (size > JSON_CHARS) throw new RangeError('Invalid string length');
          return value;
        });
      };
    }
    const { XmlDocument, ParseOption } = await import('libxml2-wasm');
    const { xmlRegisterFsInputProviders } = await import('libxml2-wasm/lib/nodejs.mjs');
    xmlRegisterFsInputProviders();
    const option = ParseOption.XML_PARSE_NOBLANKS | ParseOption.XML_PARSE_NOENT | ParseOption.XML_PARSE_NOCDATA;
    return (text) => XmlDocument.fromString(text, { option }).toString({ format: false });
  }
  loadParser(process.argv.at(-1)).then((parse) => {
    process.once('message', (text) => {
      try {
        const result = String(parse(text));
        process.send({ text: result.slice(0, RESULT_CHARS), length: result.length });
      } catch (e) {
        process.send({ error: e instanceof Error ? e.message : String(e) });
      }
    });
    process.send({ ready: true });
  }, (e) => process.send({ loadError: String((e && e.message) || e) }));
`;

type SandboxMessage = { ready?: true; text?: string; length?: number; error?: string; loadError?: string };

/**
 * One parse in a process of its own. A thread would share the shop's allocator: after a burst
 * of bombs the shop kept tens of megabytes it never gave back, and a thread cannot be stopped
 * inside native code. A process is killed outright at the time limit and takes all its memory
 * with it. It inherits no secrets: the environment is reduced to what Node needs.
 */
function runSandbox(kind: ParseKind, text: string): Promise<ParseOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${SANDBOX_HEAP_MB}`, '-e', SANDBOX_SOURCE, kind], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' },
      serialization: 'advanced',
    });
    let settled = false;
    let timer = setTimeout(() => finish(() => reject(new Error(`The ${kind} parser did not start in time.`))), LOAD_LIMIT_MS);
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle();
      child.kill('SIGKILL');
    };
    child.on('message', (m: SandboxMessage) => {
      if (m.ready) {
        clearTimeout(timer);
        timer = setTimeout(() => finish(() => resolve({ kind: 'timedOut' })), PARSE_TIME_LIMIT_MS);
        child.send(text);
      } else if (m.loadError !== undefined) finish(() => reject(new Error(`The ${kind} parser did not load: ${m.loadError}`)));
      else if (m.error !== undefined) finish(() => resolve({ kind: 'failed', message: m.error! }));
      else finish(() => resolve({ kind: 'parsed', text: m.text ?? '', length: m.length ?? 0 }));
    });
    child.on('error', (e) => finish(() => reject(e)));
    // V8 aborts a process whose heap is exhausted: that is the bomb going off in its sandbox
    child.on('exit', (code, signal) =>
      finish(() => (signal === 'SIGABRT' || signal === 'SIGTRAP' || code === 134 ? resolve({ kind: 'outOfMemory' }) : reject(new Error(`The ${kind} parser stopped (${signal ?? code}).`)))),
    );
  });
}

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_SANDBOXES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Parses an uploaded file's text in a sandbox of its own, bounded by upstream's time limit and a
 * heap limit: an XXE or YAML bomb stalls that sandbox only, while the shop keeps answering.
 */
export const parseInSandbox = (kind: ParseKind, text: string) => inTurn(() => runSandbox(kind, text));
