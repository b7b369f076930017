import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { nodeVersionProblem } from '../../src/server/node-version.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const required = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node as string;

test('a Node older than the engines field stops the start with one sentence naming both versions', () => {
  expect(required).toBe('>=22.15');
  expect(nodeVersionProblem('20.20.2', required)).toBe('This shop needs Node.js 22.15 or newer (found 20.20.2): install Node 24 LTS.');
  expect(nodeVersionProblem('v22.14.9', required)).toMatch(/found 22\.14\.9\)/);
  expect(nodeVersionProblem('18.0.0', required)).not.toBeNull();
});

test('Node 22.15 and newer start', () => {
  for (const version of ['22.15.0', '22.20.1', '23.0.0', '24.11.0', '26.1.0']) expect(nodeVersionProblem(version, required)).toBeNull();
});

// the machine's own older Node, where there is one: it must stop before building or loading SQLite
const oldNode = ['/usr/bin/node'].find(
  (bin) => existsSync(bin) && nodeVersionProblem(spawnSync(bin, ['-p', 'process.versions.node']).stdout.toString().trim(), required),
);
test.skipIf(!oldNode)('npm start on an older Node exits 1 with the sentence instead of crashing', () => {
  const run = spawnSync(oldNode!, [path.join(root, 'src/server/start.mjs')], { cwd: root, encoding: 'utf8', timeout: 10000 });
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toMatch(/^This shop needs Node\.js 22\.15 or newer \(found \d+\.\d+\.\d+\): install Node 24 LTS\.$/);
  expect(run.stdout).toBe('');
});
