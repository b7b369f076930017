import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };
const LAST_RESORT: GcOptions = { type: 'major', execution: 'sync', flavor: 'last-resort' };

let gc: ((options?: GcOptions) => void) | null | undefined;

/**
 * V8's `gc`, exposed for the shop's own two uses only (the way jest's leak detector does it):
 * the flag is switched on just long enough to fetch the function. null where the engine has none.
 */
function compactingGc() {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as (options?: GcOptions) => void;
      setFlagsFromString('--no-expose-gc');
    } catch {
      gc = null; // an engine without the gc extension keeps its heap: nothing is lost
    }
  }
  return gc;
}

/**
 * Hands the start-up garbage back to the system. Building arktype's keyword scope, the
 * configuration and the seeded database allocates some 40 MB of short-lived heap; V8 keeps
 * those pages (and a grown young generation) until memory gets tight, and events run hundreds
 * of instances side by side. A single "last resort" collection once the port is open compacts
 * the heap and shrinks the young generation: RSS after start drops by about a third.
 */
export function releaseStartupGarbage(): void {
  compactingGc()?.(LAST_RESORT);
}

/**
 * After a burst of traffic (a class attacking at once, a scanner, a fuzzer) V8 keeps its heap at
 * the peak for as long as memory is not tight, and so does every one of an event's hundreds of
 * instances. Once the shop has gone quiet (at most `quietRequests` requests over the last
 * `quietMs`: a health probe once a second, as MultiJuicer sends, is still quiet) and its RSS is
 * `growthBytes` above what it settled at last, one compacting collection hands the peak back.
 * It never runs while traffic flows, so nobody waits for it.
 */
export function compactWhenIdle(
  requestsSoFar: () => number,
  { quietMs = 10_000, quietRequests = 20, checkMs = 5_000, growthBytes = 24 * 1024 * 1024 } = {},
) {
  let settled = process.memoryUsage.rss();
  const counts: number[] = [];
  const timer = setInterval(() => {
    counts.push(requestsSoFar());
    if (counts.length > Math.ceil(quietMs / checkMs) + 1) counts.shift();
    const rss = process.memoryUsage.rss();
    settled = Math.min(settled, rss);
    const recent = counts.at(-1)! - counts[0]!;
    if (counts.length <= quietMs / checkMs || recent > quietRequests || rss - settled < growthBytes) return;
    compactingGc()?.(LAST_RESORT);
    settled = process.memoryUsage.rss();
  }, checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
