import type { OrderLinesResult, OrderLinesSettings } from './workers/order-lines.ts';
import { packageFolder, sandboxPool } from './pool';

/** Upstream's limit for one evaluation of B2B order lines. */
export const EVALUATION_TIME_LIMIT_MS = 2000;

/** Upstream's guard against endless loops stops an evaluation with exactly this message. */
export const ITERATION_CAP_MESSAGE = 'Infinite loop detected - reached max iterations';

/**
 * What an evaluation came to: `done`, `failed` with the error's name and message (the iteration
 * cap, a syntax error, a blocked escape), `timedOut` (stopped at the time limit), `outOfMemory`
 * (stopped at a memory limit) or `overloaded` (not started: every child busy and the queue full).
 */
export type EvaluationOutcome =
  | { kind: 'done' }
  | { kind: 'failed'; name: string; message: string }
  | { kind: 'timedOut' }
  | { kind: 'outOfMemory' }
  | { kind: 'overloaded' };

const settings: OrderLinesSettings = { maxIterations: 1_000_000, capMessage: ITERATION_CAP_MESSAGE };

/**
 * Two evaluations at once leave the shop's own thread its core on a 2-core machine; a few more
 * may wait, beyond that the shop says it is overloaded at once (upstream's 503 text) instead of
 * piling up requests. Few shops see B2B orders: no child is kept warm.
 */
const pool = sandboxPool('order-lines', () => ({
  worker: 'order-lines',
  heapMb: 32,
  addressSpaceMb: 1700,
  reads: [packageFolder('acorn')],
  settings,
  maxChildren: 2,
  maxWaiting: 4,
  warm: 0,
  idleMs: 5000,
  timeLimitMs: EVALUATION_TIME_LIMIT_MS,
}));

/** Children alive and requests waiting for one, with the limits of both (tests, diagnostics). */
export const orderLinesLoad = () => pool.load();

/**
 * Evaluates B2B order lines as upstream does (the planted flaw: customer data run as code), in the
 * sandbox: the shop's own thread never runs them, so it keeps answering while an evaluation spins.
 */
export async function evaluateOrderLines(source: string): Promise<EvaluationOutcome> {
  const outcome = await pool.run<OrderLinesResult>(source);
  switch (outcome.kind) {
    case 'done':
      return 'failed' in outcome.value ? { kind: 'failed', ...outcome.value.failed } : { kind: 'done' };
    case 'failed':
      return outcome;
    case 'crashed':
      throw new Error(`The order lines sandbox failed: ${outcome.reason}`);
    default:
      return { kind: outcome.kind };
  }
}
