// How the shop sizes itself to the memory it is given: the limit of its cgroup, as a container
// runtime sets it (a Kubernetes pod's `resources.limits.memory`, `docker run -m`), and as Node
// reads it (process.constrainedMemory: cgroup v1 and v2). Plain JS: the served script imports it
// before the server is loaded, and `npm start` before anything is compiled.
//
// Without a limit nothing changes. Under one, the kernel kills the container's biggest process
// when the cgroup is full: V8 does not know about the limit (at 128 MiB it would still let its
// heap grow to 256 MB before it collects hard), and each sandbox child is a Node process of its
// own in the same cgroup. So under a limit the shop caps V8's heap and young generation below it,
// and the sandbox pools start fewer, smaller children (src/server/sandbox/pool.ts), which the
// kernel is told to kill first (oom_score_adj), so that an attack in a sandbox never takes the
// shop's own process with it.
import os from 'node:os';

const MiB = 1024 * 1024;

/** Limits from this size up leave V8 and the sandboxes as they are. */
export const ROOMY_LIMIT_MB = 1024;

/** The cgroup's memory limit in MiB, or null when there is none (or it is no smaller than the machine). */
export function memoryLimitMb() {
  const limit = typeof process.constrainedMemory === 'function' ? process.constrainedMemory() : 0;
  if (!limit || limit >= os.totalmem()) return null;
  return Math.floor(limit / MiB);
}

/** Limits below this size also trade V8's compilers beyond the interpreter for memory. */
export const TIGHT_LIMIT_MB = 256;

/** V8 runs on its interpreter alone (no baseline or optimizing compilers) and favours size. */
const INTERPRETER_ONLY = ['--no-sparkplug', '--no-maglev', '--no-opt', '--optimize-for-size'];

/**
 * V8's flags for the shop's own process under a limit of `limitMb`, or none when the limit is
 * roomy. Half the limit for the old generation leaves the rest to the young generation, code,
 * Node's own native memory and one sandbox child; a young generation of 2 MB semi-spaces (V8
 * grows it to 16 MB for a heap of V8's default size) keeps the short-lived garbage of a render
 * small at little cost in collections. Under a tight limit the shop runs on V8's interpreter
 * alone (no baseline or optimizing compilers) and asks V8 to favour size: the code a whole game
 * loads then takes some 20 MB less (measured: 90 MB instead of 110 MB at the game's peak), and one
 * team's pod does not need the throughput. (V8's lite mode would save as much but leaves out
 * WebAssembly, which Node's fetch parses HTTP with.)
 */
export function serverV8Flags(limitMb = memoryLimitMb()) {
  if (limitMb === null || limitMb >= ROOMY_LIMIT_MB) return [];
  const flags = [`--max-old-space-size=${Math.max(32, Math.floor(limitMb / 2))}`, '--max-semi-space-size=2'];
  return limitMb < TIGHT_LIMIT_MB ? [...flags, ...INTERPRETER_ONLY] : flags;
}

/**
 * How the serving process asks glibc's allocator to behave. By default every thread gets its own
 * arena and freed memory stays mapped, so after a burst of traffic RSS stays near the peak even
 * once V8 has compacted its heap (the fuzz run measured +200 MB that never came back). Two arenas
 * and a low trim threshold give the peak back; events run hundreds of instances side by side.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * Re-executes this process with the allocator's settings and V8's flags for its memory limit
 * where they are missing: both are read once, at process start. Returns only when nothing was
 * missing (or the platform cannot re-execute); a flag given on the command line or in
 * NODE_OPTIONS wins over the computed one.
 */
export function reexecWithServerSettings() {
  if (process.platform !== 'linux' || typeof process.execve !== 'function') return;
  const given = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
  const flags = serverV8Flags().filter((flag) => !given.includes(flag.split('=')[0]));
  const envMissing = Object.keys(SERVER_ENV).some((k) => process.env[k] === undefined);
  if (flags.length === 0 && !envMissing) return;
  // the flags go first: after an `-e` program everything else would be the program's arguments
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], {
    ...SERVER_ENV,
    ...process.env,
  });
}

/**
 * A sandbox pool's limits under a memory limit of `limitMb`: children of at most an eighth of the
 * limit each (not below 16 MB, which a worker needs to load), one at a time, none kept warm (an
 * idle child costs some 12 MB that a small container cannot spare). Roomy limits change nothing.
 */
export function sandboxLimits({ heapMb, maxChildren, warm }, limitMb = memoryLimitMb()) {
  if (limitMb === null || limitMb >= ROOMY_LIMIT_MB) return { heapMb, maxChildren, warm };
  return { heapMb: Math.min(heapMb, Math.max(16, Math.floor(limitMb / 8))), maxChildren: 1, warm: 0 };
}

/**
 * How many sandbox children may be alive at once in all pools together under a limit of
 * `limitMb`: one for every 128 MiB (a child takes 12 to 20 MB and grows to its heap limit under
 * attack; the shop's own process needs the rest), or null (no shared bound) when the limit is roomy.
 */
export function sandboxChildrenInAll(limitMb = memoryLimitMb()) {
  if (limitMb === null || limitMb >= ROOMY_LIMIT_MB) return null;
  return Math.max(1, Math.floor(limitMb / 128));
}
