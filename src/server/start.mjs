// `npm start`: build when there is no current build, then serve the production build.
// Plain JS on purpose: it runs before anything is compiled.
// Only Node built-ins are imported statically: they load on any Node, so the version check below
// runs before the build or the server (whose native SQLite module crashes an older Node).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reexecWithServerSettings } from './memory-budget.mjs';
import { nodeVersionProblem } from './node-version.mjs';
import { SERVE_SCRIPT } from './serve-script.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tooOld = nodeVersionProblem(process.versions.node, JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node);
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}
const SERVE = path.join(root, 'dist', SERVE_SCRIPT);
// .env: Waku compiles its WAKU_PUBLIC_ values into the build; private/seed holds marked code
// snippets (the security questions) that the build extracts with those of src/; the build exports
// private/challenges.yml in upstream's format (dist/data/static/challenges.yml)
const INPUTS = [
  'src',
  'public',
  'private/seed',
  'private/challenges.yml',
  'waku.config.ts',
  'panda.config.ts',
  'postcss.config.cjs',
  'package-lock.json',
  '.env',
];

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
  for (const args of [
    ['panda', 'codegen', '--silent'],
    ['waku', 'build'],
  ]) {
    // a production build whoever asks: under vitest (the build smoke test) NODE_ENV is `test`,
    // and a build under it ships React's development code, whose pages then fail to hydrate
    const r = spawnSync(npx, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

// the allocator's settings, which the e2e run, the bench and the image start the shop with too
export { SERVER_ENV } from './memory-budget.mjs';

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  reexecWithServerSettings();
  buildIfNeeded();
  process.chdir(root);
  process.env.NODE_ENV ??= 'production';
  await import(SERVE);
}
