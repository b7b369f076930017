import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Upstream's limit for one evaluation of B2B order lines. */
export const EVALUATION_TIME_LIMIT_MS = 2000;

/** Upstream's guard against endless loops stops an evaluation with exactly this message. */
export const ITERATION_CAP_MESSAGE = 'Infinite loop detected - reached max iterations';

/** Loop iterations one evaluation may run, over all its loops (upstream's guard counts to a million). */
const MAX_ITERATIONS = 1_000_000;

/**
 * Evaluations at once, one per worker. Two cores serve the shop: two spinning evaluations still
 * leave the main thread its share, so the shop keeps answering while they run.
 */
const MAX_WORKERS = 2;

/**
 * Requests that may wait for a worker. Beyond that the shop is overloaded and says so at once
 * (upstream's 503 text) instead of piling up requests and their memory.
 */
const MAX_WAITING = 4;

/** An idle worker is kept this long for the next evaluation, then ended: an idle shop holds no isolate. */
const IDLE_WORKER_MS = 5000;

/** The heap of one worker; V8 ends the worker (not the shop) when an evaluation needs more. */
const WORKER_HEAP_MB = 32;

/** How much of an error's name and message comes back from the sandbox: more than any real error has. */
const MESSAGE_CHARS = 4096;

/** How long a worker may take to start and load its parser before it counts as broken (not as an attack). */
const LOAD_LIMIT_MS = 15_000;

/**
 * What an evaluation came to: `done` (its value is not needed, as upstream ignores it), `failed`
 * with the error's name and message (the iteration cap, a syntax error, a blocked escape),
 * `timedOut` (stopped at the time limit), `outOfMemory` (stopped at the heap limit) or
 * `overloaded` (not started: every worker busy and the queue full).
 */
export type EvaluationOutcome =
  | { kind: 'done' }
  | { kind: 'failed'; name: string; message: string }
  | { kind: 'timedOut' }
  | { kind: 'outOfMemory' }
  | { kind: 'overloaded' };

/**
 * The worker program (plain JS, run with `eval`, so that it needs no file of its own in the
 * build). Per evaluation: acorn parses the order lines, every loop body gets a call of an
 * iteration guard (under a random name the code cannot know in advance, so it cannot shadow it),
 * then the code runs in a fresh node:vm context that holds nothing of the host: an ordinary
 * global (DONT_CONTEXTIFY: no host object whose constructor leads out), no code generation from
 * strings (eval and Function would bypass the guard), its microtasks run inside the evaluation,
 * and no ArrayBuffers or WebAssembly (their memory lies outside the worker's heap limit).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { randomBytes } = require('node:crypto');
const vm = require('node:vm');
const acorn = require(workerData.acornPath);
const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);
const OFF_HEAP = ['ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Atomics', 'WebAssembly', 'Int8Array', 'Uint8Array',
  'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float16Array', 'Float32Array',
  'Float64Array', 'BigInt64Array', 'BigUint64Array'];

function guarded(source, guard) {
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'script' });
  const edits = [];
  const pending = [ast];
  while (pending.length) {
    const node = pending.pop();
    if (node.type === 'WithStatement') throw new SyntaxError('with statements are not allowed in order lines');
    if (LOOPS.has(node.type)) edits.push({ at: node.body.start, text: '{' + guard + '();', order: 1 }, { at: node.body.end, text: '}', order: 0 });
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') pending.push(child);
    }
  }
  edits.sort((a, b) => a.at - b.at || a.order - b.order);
  let out = '';
  let from = 0;
  for (const edit of edits) {
    out += source.slice(from, edit.at) + edit.text;
    from = edit.at;
  }
  return out + source.slice(from);
}

function evaluate(source) {
  let guard;
  do guard = '__iterationGuard' + randomBytes(8).toString('hex'); while (source.includes(guard));
  const code = guarded(source, guard);
  const context = vm.createContext(vm.constants.DONT_CONTEXTIFY, { codeGeneration: { strings: false, wasm: false }, microtaskMode: 'afterEvaluate' });
  vm.runInContext(
    'for (const name of ' + JSON.stringify(OFF_HEAP) + ') delete globalThis[name];' +
    'Object.defineProperty(globalThis, ' + JSON.stringify(guard) + ', { value: (() => { let count = 0; return () => {' +
    ' if (++count > ' + workerData.maxIterations + ') throw new Error(' + JSON.stringify(workerData.capMessage) + '); }; })() });',
    context,
  );
  vm.runInContext(code, context);
}

function describe(error) {
  const cut = (text) => String(text).slice(0, ${MESSAGE_CHARS});
  try {
    if (error !== null && typeof error === 'object') return { name: cut(error.name), message: cut(error.message) };
    return { name: 'Error', message: cut(error) };
  } catch {
    return { name: 'Error', message: 'The order lines threw something that cannot be read.' };
  }
}

parentPort.on('message', (source) => {
  try {
    evaluate(source);
    parentPort.postMessage({ done: true });
  } catch (error) {
    parentPort.postMessage({ failed: describe(error) });
  }
});
parentPort.postMessage({ ready: true });
`;

type WorkerMessage = { ready?: true; done?: true; failed?: { name: string; message: string } };

let acornPath: string | undefined;

/**
 * One worker: one evaluation at a time. A worker that ran into a limit is ended (terminating a
 * thread stops V8 anywhere, a catastrophic regular expression included, and frees its isolate);
 * one that finished waits a little for the next evaluation.
 */
class Evaluator {
  private readonly worker: Worker;
  private readonly ready: Promise<void>;
  private current: ((message: WorkerMessage | Error) => void) | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  ended = false;

  constructor(private readonly onEnd: (evaluator: Evaluator) => void) {
    acornPath ??= createRequire(import.meta.url).resolve('acorn');
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { acornPath, maxIterations: MAX_ITERATIONS, capMessage: ITERATION_CAP_MESSAGE },
      env: {},
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 4 },
    });
    // a worker waiting for work does not keep the process alive
    this.worker.unref();
    // the worker writes nothing; unread output would only be buffered
    this.worker.stdout.resume();
    this.worker.stderr.resume();
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The order lines sandbox did not start in time.')), LOAD_LIMIT_MS);
      this.worker.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      this.worker.once('exit', () => {
        clearTimeout(timer);
        reject(new Error('The order lines sandbox stopped while starting.'));
      });
    });
    this.ready.catch(() => this.end());
    this.worker.on('message', (m: WorkerMessage) => this.current?.(m));
    this.worker.on('error', (e: unknown) => this.current?.(e instanceof Error ? e : new Error(String(e))));
    this.worker.on('exit', () => {
      this.current?.(new Error('The order lines sandbox stopped.'));
      this.end();
    });
  }

  async evaluate(source: string): Promise<EvaluationOutcome> {
    clearTimeout(this.idleTimer);
    await this.ready;
    const answer = await new Promise<WorkerMessage | Error | 'timedOut'>((resolve) => {
      const timer = setTimeout(() => resolve('timedOut'), EVALUATION_TIME_LIMIT_MS);
      this.current = (m) => {
        clearTimeout(timer);
        resolve(m);
      };
      this.worker.postMessage(source);
    });
    this.current = null;
    if (answer === 'timedOut') return this.endWith({ kind: 'timedOut' });
    if (answer instanceof Error) {
      if ((answer as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return this.endWith({ kind: 'outOfMemory' });
      this.end();
      throw answer;
    }
    this.idleTimer = setTimeout(() => this.end(), IDLE_WORKER_MS).unref();
    return answer.failed ? { kind: 'failed', ...answer.failed } : { kind: 'done' };
  }

  private endWith(outcome: EvaluationOutcome) {
    this.end();
    return outcome;
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.idleTimer);
    void this.worker.terminate();
    this.onEnd(this);
  }
}

/** Idle workers, ready for the next evaluation. */
const idle: Evaluator[] = [];
/** Workers alive (busy or idle). */
let alive = 0;
/** Requests waiting for a worker, first come first served. */
const waiting: Array<(evaluator: Evaluator) => void> = [];

function forget(evaluator: Evaluator) {
  alive--;
  const at = idle.indexOf(evaluator);
  if (at >= 0) idle.splice(at, 1);
  // a place came free: the first one waiting gets a new worker
  const next = waiting.shift();
  if (next) next(spawn());
}

function spawn() {
  alive++;
  return new Evaluator(forget);
}

function release(evaluator: Evaluator) {
  if (evaluator.ended) return;
  const next = waiting.shift();
  if (next) next(evaluator);
  else idle.push(evaluator);
}

async function acquire(): Promise<Evaluator | null> {
  const ready = idle.pop();
  if (ready) return ready;
  if (alive < MAX_WORKERS) return spawn();
  if (waiting.length >= MAX_WAITING) return null;
  return new Promise((resolve) => waiting.push(resolve));
}

/** Workers alive and requests waiting for one, with the limits of both (for tests and diagnostics). */
export const sandboxLoad = () => ({ workers: alive, waiting: waiting.length, maxWorkers: MAX_WORKERS, maxWaiting: MAX_WAITING });

/**
 * Evaluates B2B order lines as upstream does (the planted flaw: customer data run as code), bounded
 * as upstream bounds it: an iteration cap on loops and a time limit, here in a small pool of worker
 * threads. The shop's own thread never runs the code, so it keeps answering while an evaluation
 * spins; a worker stopped at a limit takes its memory with it.
 */
export async function evaluateOrderLines(source: string): Promise<EvaluationOutcome> {
  const evaluator = await acquire();
  if (!evaluator) return { kind: 'overloaded' };
  try {
    return await evaluator.evaluate(source);
  } finally {
    release(evaluator);
  }
}
