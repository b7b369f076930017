import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export type RunningShop = { url: string; stop: () => Promise<void> };

/**
 * Starts the production build (run.mjs builds it first) with the preset `NODE_ENV` names, on a
 * port the system picks, so a test can look at a configuration other than the suite's shop.
 */
export function startShop(preset: string): Promise<RunningShop> {
  const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', NODE_ENV: preset },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill();
    await exited;
  };
  return new Promise((resolve, reject) => {
    let printed = '';
    const startup = setTimeout(() => {
      void stop();
      reject(new Error(`the ${preset} shop did not start in 20 s`));
    }, 20000);
    server.stdout.on('data', (chunk) => {
      printed += String(chunk);
      const url = /listening on (http:\/\/\S+)/.exec(printed)?.[1];
      if (!url) return;
      clearTimeout(startup);
      server.stdout.removeAllListeners('data');
      server.stdout.resume();
      resolve({ url, stop });
    });
    server.once('exit', (code) => {
      clearTimeout(startup);
      reject(new Error(`the ${preset} shop exited with ${code} before listening`));
    });
  });
}
