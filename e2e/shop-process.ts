import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_ENV } from '../src/server/start.mjs';

const root = path.resolve(import.meta.dirname, '..');

export type RunningShop = { child: ChildProcess; port: number; url: string };

/**
 * Starts the production build in a process of its own, with a fresh database (the shop reseeds at
 * every start) and the given configuration preset. Port 0 lets the system pick a free port.
 */
export async function startShop({
  port = 0,
  nodeEnv = 'e2e',
  cwd = root,
  env = {},
  nodeFlags = [],
}: {
  port?: number;
  nodeEnv?: string;
  /** the working folder, whose ftp/, logs/, config/, ... the shop uses (the checkout by default) */
  cwd?: string;
  env?: Record<string, string>;
  nodeFlags?: string[];
} = {}): Promise<RunningShop> {
  const child = spawn(process.execPath, [...nodeFlags, path.join(root, 'dist', 'serve-node.js')], {
    cwd,
    // the allocator settings `npm start` runs the shop with, so that memory behaves as in production
    env: { ...process.env, ...SERVER_ENV, ...env, PORT: String(port), NODE_ENV: nodeEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = await new Promise<number>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill();
      reject(new Error(`the shop (NODE_ENV=${nodeEnv}, PORT=${port}) ${why}`));
    };
    const timer = setTimeout(() => fail('did not start in 20 s'), 20000);
    let output = '';
    let started = false;
    // the listener stays: the shop's log has to be read or its pipe fills up and blocks it
    child.stdout!.on('data', (chunk) => {
      if (started) return;
      output += String(chunk);
      const address = output.match(/listening on http:\/\/localhost:(\d+)/);
      if (!address) return;
      started = true;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve(Number(address[1]));
    });
    child.once('exit', (code) => fail(`exited with ${code} before listening`));
  });
  return { child, port: listening, url: `http://localhost:${listening}` };
}

/** Stops the shop and resolves once its process has exited, so its port is free again. */
export function stopShop({ child }: RunningShop): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });
}
