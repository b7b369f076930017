// `npm start`: build when there is no current build, then serve the production build.
// Plain JS on purpose: it runs before anything is compiled.
// Only Node built-ins are imported statically: they load on any Node, so the version check below
// runs before the build or the server (whose native SQLite module crashes an older Node).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tooOld = nodeVersionProblem(process.versions.node, JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node);
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}
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
