import { afterEach, expect, test } from 'vitest';
import { PoolGroup, SandboxPool, type SandboxSpec } from '../../src/server/sandbox/pool';

/** Two pools of the `$where` evaluator, as two kinds of task would be, sharing one bound. */
const spec: SandboxSpec = {
  worker: 'where',
  heapMb: 32,
  addressSpaceMb: 1700,
  reads: [],
  maxChildren: 2,
  maxWaiting: 16,
  warm: 0,
  idleMs: 30_000,
  timeLimitMs: 5_000,
};
const task = (condition: string) => ({ documentsJson: '[{"a":1}]', condition, timeLimitMs: 3000, sleepCapMs: 3000 });

let pools: SandboxPool[] = [];
afterEach(() => {
  for (const pool of pools) pool.close();
  pools = [];
});

function groupOfTwo(max: number) {
  const group = new PoolGroup(max);
  pools = [new SandboxPool(spec, group), new SandboxPool(spec, group)];
  return { group, a: pools[0]!, b: pools[1]! };
}

test("a pool that needs a child ends another pool's idle one when the group is at its bound", async () => {
  const { group, a, b } = groupOfTwo(1);
  expect((await a.run(task('this.a === 1'))).kind).toBe('done');
  expect(a.load().idle).toBe(1);
  expect((await b.run(task('this.a === 1'))).kind).toBe('done');
  expect(a.load().children).toBe(0);
  expect(b.load().children).toBe(1);
  expect(group.alive).toBe(1);
});

test('a task of another pool waits for the busy child and gets the place it frees; never two children at once', async () => {
  const { group, a, b } = groupOfTwo(1);
  let most = 0;
  const watch = setInterval(() => (most = Math.max(most, group.alive)), 5);
  try {
    const slow = a.run(task('(sleep(400), true)'));
    await new Promise((r) => setTimeout(r, 100));
    const waiting = b.run(task('this.a === 1'));
    expect(b.load().waiting).toBe(1);
    const [first, second] = await Promise.all([slow, waiting]);
    expect(first.kind).toBe('done');
    expect(second.kind).toBe('done');
  } finally {
    clearInterval(watch);
  }
  expect(most).toBe(1);
  expect(a.load().children).toBe(0);
});

test('without a shared bound each pool keeps its own children', async () => {
  const { group, a, b } = groupOfTwo(Number.POSITIVE_INFINITY);
  await a.run(task('this.a === 1'));
  await b.run(task('this.a === 1'));
  expect(a.load().idle).toBe(1);
  expect(b.load().idle).toBe(1);
  expect(group.alive).toBe(2);
});
