// `npm start`: build when there is no current build, then serve the production build.
// Plain JS on purpose: it runs before anything is compiled.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVE = path.join(root, 'dist', 'serve-node.js');
const INPUTS = ['src', 'public', 'waku.config.ts', 'panda.config.ts', 'postcss.config.cjs', 'package-lock.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'styled-system' || entry === 'pages.gen.ts') continue; // generated during the build itself
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** True when dist/ is missing or older than any of its inputs. */
export function buildIsStale() {
  if (!existsSync(SERVE)) return true;
  const built = statSync(SERVE).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

export function buildIfNeeded() {
  if (!buildIsStale()) return;
  console.log('Building the shop (no current build found)…');
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  for (const args of [['panda', 'codegen', '--silent'], ['waku', 'build']]) {
    const r = spawnSync(npx, args, { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfNeeded();
  process.chdir(root);
  process.env.NODE_ENV ??= 'production';
  await import(SERVE);
}
