// Runs the Playwright e2e suite against the production build, in Debian's Chromium
// (CHROMIUM_PATH overrides /usr/bin/chromium). Without a Chromium it says so and skips.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../src/server/start.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`e2e skipped: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  process.exit(0);
}
buildIfNeeded();

const port = Number(process.env.E2E_PORT ?? 3310);
const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), NODE_ENV: 'e2e' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('listening on') && resolve());
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  setTimeout(() => reject(new Error('server did not start in 20 s')), 20000);
});
// `node e2e/run.mjs e2e/accounts.test.ts` runs just the named files
const files = process.argv.slice(2);
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...(files.length ? files : ['e2e/*.test.ts'])], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SHOP_URL: `http://localhost:${port}`, CHROMIUM_PATH: chromium },
});
server.kill();
process.exit(result.status ?? 1);
