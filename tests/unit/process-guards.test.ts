import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from 'vitest';

const guards = path.resolve(import.meta.dirname, '../../src/server/process-guards.ts');

/** Runs a small program in a child Node (a stray error there must not end the test runner itself). */
function run(install: boolean) {
  const program = `
    const { keepServingOnStrayErrors } = await import(${JSON.stringify(guards)});
    if (${install}) keepServingOnStrayErrors();
    Promise.reject(new Error('nobody listens'));
    setTimeout(() => { throw new Error('thrown outside a request'); }, 5);
    setTimeout(() => console.log('still serving'), 50);
  `;
  return spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8', timeout: 10000 });
}

test('a stray rejection or exception is logged and the process keeps going', () => {
  const r = run(true);
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('still serving');
  expect(r.stderr).toContain('nobody listens');
  expect(r.stderr).toContain('thrown outside a request');
});

test('without the guards Node would have ended the process (what the guards prevent)', () => {
  const r = run(false);
  expect(r.status).not.toBe(0);
  expect(r.stdout).not.toContain('still serving');
});

test('SIGTERM and SIGINT end the process through its exit handlers (143, 130), which a bare signal skips', () => {
  const stop = (signal: 'SIGTERM' | 'SIGINT', install: boolean) =>
    spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `
        const { exitOnStopSignals } = await import(${JSON.stringify(guards)});
        if (${install}) exitOnStopSignals();
        process.once('exit', () => console.log('exit handlers ran'));
        setTimeout(() => process.kill(process.pid, '${signal}'), 5);
        setTimeout(() => console.log('kept running'), 5000);
      `,
      ],
      { encoding: 'utf8', timeout: 10000 },
    );
  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const) {
    const guarded = stop(signal, true);
    expect(guarded.status, signal).toBe(code);
    expect(guarded.stdout, signal).toBe('exit handlers ran\n');
    const bare = stop(signal, false);
    expect(bare.signal, signal).toBe(signal);
    expect(bare.stdout, signal).toBe('');
  }
});
