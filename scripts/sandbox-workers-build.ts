import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const WORKERS_DIR = path.join('src', 'server', 'sandbox', 'workers');
const OUT_DIR = path.join('dist', 'sandbox');

/** The workers a child runs: the modules of workers/ that serve tasks (the rest are their shared parts). */
export const workerEntries = () =>
  readdirSync(WORKERS_DIR)
    .filter((name) => name.endsWith('.ts') && /^await serveTasks\(/m.test(readFileSync(path.join(WORKERS_DIR, name), 'utf8')))
    .map((name) => path.join(WORKERS_DIR, name));

/**
 * At the end of `waku build`: each sandbox worker (src/server/sandbox/workers) bundled into one
 * plain module under dist/sandbox/, its shared parts inlined and its packages left to Node. The
 * production shop starts its children from these, so a child needs no TypeScript support (Node's
 * type stripping costs some 12 MB in every process that loads it).
 */
export function sandboxWorkersBuildPlugin(): Plugin {
  let built = false;
  return {
    name: 'shop:sandbox-workers',
    apply: 'build',
    closeBundle: {
      order: 'post',
      async handler() {
        if (built) return;
        built = true;
        rmSync(OUT_DIR, { recursive: true, force: true });
        const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
        await build({
          input: Object.fromEntries(workerEntries().map((file) => [path.basename(file, '.ts'), file])),
          platform: 'node',
          // Node built-ins and packages stay imports: the child resolves them from node_modules
          external: (id) => builtins.has(id) || !(id.startsWith('.') || path.isAbsolute(id)),
          output: {
            dir: OUT_DIR,
            format: 'esm',
            entryFileNames: '[name].mjs',
            chunkFileNames: '[name]-[hash].mjs',
            comments: { legal: true, annotation: false, jsdoc: false },
          },
        });
      },
    },
  };
}
