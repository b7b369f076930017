import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { sandboxChildrenInAll, sandboxLimits, serverV8Flags } from '../../src/server/memory-budget.mjs';
import { whereMatches } from '../../src/server/sandbox/where';

const budget = path.resolve(import.meta.dirname, '../../src/server/memory-budget.mjs');

test("a container's small limit caps V8's old generation at half of it and its young generation at 2 MB semi-spaces; a tight one runs on the interpreter alone", () => {
  expect(serverV8Flags(128)).toEqual([
    '--max-old-space-size=64',
    '--max-semi-space-size=2',
    '--no-sparkplug',
    '--no-maglev',
    '--no-opt',
    '--optimize-for-size',
  ]);
  expect(serverV8Flags(300)).toEqual(['--max-old-space-size=150', '--max-semi-space-size=2']);
});

test('without a limit, or with a roomy one, V8 keeps its own sizing', () => {
  expect(serverV8Flags(null)).toEqual([]);
  expect(serverV8Flags(4096)).toEqual([]);
});

test('under a small limit the sandbox pools start one small child at a time and keep none warm', () => {
  const wanted = { heapMb: 64, maxChildren: 2, warm: 1 };
  expect(sandboxLimits(wanted, 128)).toEqual({ heapMb: 16, maxChildren: 1, warm: 0 });
  expect(sandboxLimits(wanted, 300)).toEqual({ heapMb: 37, maxChildren: 1, warm: 0 });
  expect(sandboxLimits(wanted, null)).toEqual(wanted);
  expect(sandboxLimits(wanted, 2048)).toEqual(wanted);
});

test('under a small limit the pools together keep one child per 128 MiB; without one they share no bound', () => {
  expect(sandboxChildrenInAll(128)).toBe(1);
  expect(sandboxChildrenInAll(300)).toBe(2);
  expect(sandboxChildrenInAll(null)).toBeNull();
  expect(sandboxChildrenInAll(2048)).toBeNull();
});

test('a sandbox child is the first process the kernel kills when memory runs out', async () => {
  await whereMatches('[{"a":1}]', 'this.a === 1', 1000, 100);
  const children = readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return (
          /^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] === String(process.pid) &&
          readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('--permission')
        );
      } catch {
        return false;
      }
    });
  expect(children.length).toBeGreaterThan(0);
  for (const pid of children) expect(readFileSync(`/proc/${pid}/oom_score_adj`, 'utf8').trim()).toBe('1000');
});

/** This process's own folder in the cgroup v1 memory hierarchy, where one can be made (root, a writable hierarchy). */
const memoryCgroup = (() => {
  const line = existsSync('/proc/self/cgroup') ? readFileSync('/proc/self/cgroup', 'utf8').match(/^\d+:memory:(.*)$/m) : null;
  const dir = line && `/sys/fs/cgroup/memory${line[1]}`;
  try {
    if (!dir) return null;
    const probe = path.join(dir, `budget-probe-${process.pid}`);
    mkdirSync(probe);
    rmdirSync(probe);
    return dir;
  } catch {
    return null;
  }
})();

test.skipIf(!memoryCgroup)(
  "in a 128 MiB cgroup, the served process re-executes itself with the limit's V8 flags and allocator settings",
  () => {
    const group = path.join(memoryCgroup!, `budget-test-${process.pid}`);
    mkdirSync(group);
    try {
      writeFileSync(path.join(group, 'memory.limit_in_bytes'), String(128 * 1024 * 1024));
      const program = `
      const { reexecWithServerSettings } = await import(${JSON.stringify(budget)});
      reexecWithServerSettings();
      const v8 = await import('node:v8');
      console.log(JSON.stringify({ argv: process.execArgv, heapMb: v8.getHeapStatistics().heap_size_limit / 2 ** 20, arenas: process.env.MALLOC_ARENA_MAX, wasm: typeof WebAssembly }));
    `;
      // the shell joins the cgroup, then becomes Node: the limit holds from the process's start, as in a container
      const r = spawnSync(
        'sh',
        ['-c', `echo $$ > ${group}/cgroup.procs && exec "$0" --input-type=module -e "$1"`, process.execPath, program],
        {
          encoding: 'utf8',
          env: { PATH: process.env.PATH },
          timeout: 20000,
        },
      );
      expect(r.stderr).toBe('');
      const seen = JSON.parse(r.stdout);
      expect(seen.argv).toEqual(expect.arrayContaining(['--max-old-space-size=64', '--max-semi-space-size=2', '--no-opt']));
      // Node's fetch parses HTTP with WebAssembly: the flags must leave it on
      expect(seen.wasm).toBe('object');
      // V8's default at this limit would be some 256 MB, twice the whole container
      expect(seen.heapMb).toBeLessThan(100);
      expect(seen.arenas).toBe('2');
    } finally {
      rmdirSync(group);
    }
  },
);
