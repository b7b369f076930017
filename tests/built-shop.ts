import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, SERVER_ENV } from '../src/server/start.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** One lock per checkout: test files in other workers wait for a build under way instead of starting a second one into the same dist/. */
const LOCK = path.join(tmpdir(), `shop-build-${Buffer.from(root).toString('base64url').slice(-40)}.lock`);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function withBuildLock<T>(run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
      } catch {
        /* being created or removed: look again */
      }
      if (holder && !alive(holder)) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Builds when the sources are newer than dist/, as `npm start` does, in a child process (the worker keeps answering vitest). */
export function buildIfStale(): Promise<void> {
  return withBuildLock(async () => {
    if (!buildIsStale()) return;
    const start = pathToFileURL(path.join(root, 'src/server/start.mjs')).href;
    const child = spawn(process.execPath, ['--input-type=module', '-e', `(await import(${JSON.stringify(start)})).buildIfNeeded();`], {
      cwd: root,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const code = await new Promise((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`the build failed:\n${output}`);
  });
}

export type BuiltShop = { url: string; close: () => Promise<void> };

/** The production build (built first if stale) served as `npm start` serves it, on a free port. */
export async function startBuiltShop(): Promise<BuiltShop> {
  await buildIfStale();
  const server: ChildProcessWithoutNullStreams = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, PORT: '0', NODE_ENV: 'e2e' },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const port = output.match(/listening on http:\/\/localhost:(\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    server.once('exit', (code) => reject(new Error(`the built shop exited (${code}):\n${output}`)));
  });
  return {
    url,
    close: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    },
  };
}
