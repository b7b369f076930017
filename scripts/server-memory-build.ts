import type { Plugin } from 'vite';

/** The server's environments of the build (React server components, and the SSR of client components). */
const SERVER_ENVIRONMENTS = new Set(['rsc', 'ssr']);

/**
 * arktype compiles every schema it builds into JavaScript source (`new Function`), and V8 keeps
 * that source and its code alive as long as the schema: 6 MB of heap for the shop's schemas and
 * arktype's own keywords, and a third of the start-up time. On the server nothing validates in a
 * hot loop, so there arktype checks by walking its schemas instead ("jitless", same answers and
 * messages). arktype reads that setting once, when its keywords are built on import; this sets
 * it in arktype's configuration module, which the module that builds the keywords imports
 * first, so it holds whatever order the bundle evaluates its modules in. The browser keeps compiled validators.
 */
export function arktypeJitlessOnServerPlugin(): Plugin {
  return {
    name: 'shop:arktype-jitless-on-server',
    applyToEnvironment: (environment) => SERVER_ENVIRONMENTS.has(environment.name),
    transform: {
      filter: { id: /[\\/]@ark[\\/]schema[\\/]out[\\/]config\.js$/ },
      handler(code) {
        return { code: `${code}\n$ark.config.jitless = true;\n`, map: null };
      },
    },
  };
}
