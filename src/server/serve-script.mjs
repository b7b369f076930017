// The build step of the shop's server entry (entry.ts): writes dist/serve-node.js, the script that
// `npm start`, the e2e run and the bench start. Waku runs it after its build (an adapter's
// `buildEnhancers`). Plain JS: Waku imports it from the source tree while it builds.
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How an adapter names its build step to Waku: a module path from the project root. */
export const SERVE_SCRIPT_BUILD = '/src/server/serve-script.mjs';
export const SERVE_SCRIPT = 'serve-node.js';
/** The built server's entry, which the script loads once the memory sizing has run. */
const SERVER_INDEX = './server/index.js';
/** The memory sizing (memory-budget.mjs), copied beside the script: it runs before the server loads. */
const MEMORY_BUDGET = 'memory-budget.js';

// The entry's own fetch, unwrapped: the entry sets Waku's copy of the environment once, in `serve`
// (Waku's node adapter writes a script that copies it before every request). The allocator's
// settings and V8's limits for the container's memory are read at process start: when they are
// missing the process re-executes itself with them before it loads the server.
const SERVE_CODE = `import { reexecWithServerSettings } from './${MEMORY_BUDGET}';

reexecWithServerSettings();
const { unstable_serverEntry } = await import('${SERVER_INDEX}');
const { serve, fetch } = unstable_serverEntry;

const host = process.env.HOST;
const port = process.env.PORT;

serve({
  fetch,
  ...(host ? { hostname: host } : {}),
  ...(port ? { port: parseInt(port, 10) } : {}),
});
`;

export default async function serveScriptBuild(build) {
  return async (utils, options) => {
    await build(utils, options);
    writeFileSync(path.resolve(options.distDir, SERVE_SCRIPT), SERVE_CODE);
    copyFileSync(path.join(import.meta.dirname, 'memory-budget.mjs'), path.resolve(options.distDir, MEMORY_BUDGET));
  };
}
