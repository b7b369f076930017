// The build step of the shop's server entry (entry.ts): writes dist/serve-node.js, the script that
// `npm start`, the e2e run and the bench start. Waku runs it after its build (an adapter's
// `buildEnhancers`). Plain JS: Waku imports it from the source tree while it builds.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** How an adapter names its build step to Waku: a module path from the project root. */
export const SERVE_SCRIPT_BUILD = '/src/server/serve-script.mjs';
export const SERVE_SCRIPT = 'serve-node.js';

// The entry's own fetch, unwrapped: the entry sets Waku's copy of the environment once, in `serve`
// (Waku's node adapter writes a script that copies it before every request).
const SERVE_CODE = `import { unstable_serverEntry } from './server/index.js';

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
  };
}
