import type { WhereResult, WhereTask } from './workers/where.ts';
import { sandboxPool } from './pool';

/**
 * The `$where` evaluator's children. Two at once leave the shop's own thread a core on a 2-core
 * machine; one stays warm, since every product's reviews are listed through a `$where` while the
 * NoSQL challenges are on. The shop kills a child a second after the condition's own time limit
 * (which the vm enforces inside): native waits and anything the vm cannot interrupt end there.
 */
const pool = sandboxPool('where', () => ({
  worker: 'where',
  heapMb: 64,
  addressSpaceMb: 1700,
  reads: [],
  maxChildren: 2,
  maxWaiting: 256,
  maxWaitMs: 10_000,
  warm: 1,
  idleMs: 30_000,
  timeLimitMs: 10_000,
}));

/** Why a `$where` condition gave no answer (its error's message), and how long it ran. */
export class WhereFailure extends Error {
  constructor(
    message: string,
    readonly ms: number,
  ) {
    super(message);
  }
}

/** Room the shop gives the child beyond the condition's own time limit before it kills it. */
const KILL_GRACE_MS = 1000;

/**
 * The indexes of the documents (given as JSON) that `condition` matches, and how long it ran;
 * a failing, runaway or overloading condition rejects with a WhereFailure.
 */
export async function whereMatches(documentsJson: string, condition: string, timeLimitMs: number, sleepCapMs: number) {
  const task: WhereTask = { documentsJson, condition, timeLimitMs, sleepCapMs };
  const outcome = await pool.run<WhereResult>(task, timeLimitMs + KILL_GRACE_MS);
  switch (outcome.kind) {
    case 'done':
      if ('error' in outcome.value) throw new WhereFailure(outcome.value.error, outcome.value.ms);
      return outcome.value;
    // killed by the shop: it ran that long at least (the time spent waiting for a child is not counted)
    case 'timedOut':
      throw new WhereFailure(`Script execution timed out after ${timeLimitMs}ms`, timeLimitMs + KILL_GRACE_MS);
    case 'outOfMemory':
      throw new WhereFailure('The condition ran out of memory.', 0);
    case 'overloaded':
      throw new WhereFailure('Too many conditions are being evaluated; try again later.', 0);
    default:
      throw new WhereFailure(outcome.kind === 'failed' ? outcome.message : outcome.reason, 0);
  }
}

/** The evaluator's load (tests, diagnostics). */
export const whereLoad = () => pool.load();
