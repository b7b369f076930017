import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'waku/config';
import type { Plugin } from 'vite';
import { Server as SocketServer } from 'socket.io';
import { challengesExportBuildPlugin } from './scripts/challenges-export';
import { serverSourceMapsBuildPlugin } from './scripts/server-source-maps';
import { codeSnippetsBuildPlugin } from './scripts/code-snippets-build';
import { pandaStaticCssPlugin } from './scripts/panda-static-css-build';
import { sandboxWorkersBuildPlugin } from './scripts/sandbox-workers-build';
import { scriptFontsPlugin } from './scripts/script-fonts-build';
import { processRecord } from './src/server/process-record';
import { thirdPartyLicensesPlugin } from './scripts/third-party-licenses';

/**
 * In `waku dev` the shop's socket.io server has to share Vite's own http server (one port).
 * Dev loads the server code in a separate module graph, so the io instance is handed over
 * through the process record; the backend binds its handlers to it when it first boots.
 */
function realtimeDevPlugin(): Plugin {
  return {
    name: 'shop:realtime-dev',
    apply: 'serve',
    configureServer(server) {
      if (!server.httpServer) return;
      const io = new SocketServer(server.httpServer as never, { path: '/socket.io/', serveClient: false });
      processRecord().io = io;
    },
  };
}

/** The dev server must never hand out server-only data (config, seed, keys). */
function denyPrivateDirPlugin(): Plugin {
  return {
    name: 'shop:deny-private',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
        if (/^\/(@fs\/.*\/)?private(\/|$)/i.test(url) || url.includes('/private/')) {
          res.statusCode = 403;
          res.end('Forbidden');
          return;
        }
        next();
      });
    },
  };
}

/**
 * Vite answers files of public/ itself, before the shop app sees the request, so in `waku dev`
 * the challenge watchers on static files (padding images, product pictures, language files)
 * would never fire. This shows the shop each such request too; the entry registers the probe.
 */
function staticFileWatchersDevPlugin(): Plugin {
  return {
    name: 'shop:static-watchers-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        const file = decodeURIComponent(url.split('?')[0] ?? '');
        const probe = processRecord().staticProbe;
        if (probe && file.startsWith('/assets/') && existsSync(path.join('public', file))) void probe(url);
        next();
      });
    },
  };
}

/**
 * V8 keeps the source of every loaded module in memory, and stores all of it as two bytes a
 * character when a single character lies outside Latin-1 (a typographic quote, an emoji in a
 * library's doc comment). The server's bundles drop doc comments (the source maps still point
 * to the original lines) and escape what is left outside ASCII: some 2 MB less per process.
 */
const SERVER_OUTPUT = { charset: 'ascii', comments: { legal: true, annotation: false, jsdoc: false } } as const;

/** Panda's runtime behind `css()` (`cx()` is a few bytes and stays where it is used; the shop has no `cva()` or `sva()`). */
const PANDA_RUNTIME = /styled-system[\\/](helpers\.mjs|css[\\/](css|conditions)\.mjs)$/;

/**
 * The small modules the frame's islands share (state, storage, token, i18n hooks and the
 * translator with typesafe-i18n's runtime, icons (components/ui), shell styles, the realtime
 * client's loader, jotai) in one chunk instead of eleven: every page loads all of them anyway, and
 * each module preload costs the browser's main thread a request before the parser reaches the page
 * (about 5 ms each at 4x CPU throttling), and each chunk its own imports and exports. Only these
 * modules, not what they import: socket.io-client stays in its own chunk, loaded after the first paint.
 */
const SHELL_COMMON =
  /[\\/](src[\\/]components[\\/](ui[\\/](Icons|icon|styles)|shell[\\/]I18n|account[\\/]token)\.tsx?|src[\\/]lib[\\/](state|storage|realtime-client|i18n[\\/]index)\.ts|styled-system[\\/]css[\\/]cx\.mjs|node_modules[\\/](jotai|typesafe-i18n)[\\/].*)$/;

export default defineConfig({
  vite: {
    resolve: { alias: { 'styled-system': path.resolve('src/styled-system') } },
    plugins: [
      realtimeDevPlugin(),
      denyPrivateDirPlugin(),
      staticFileWatchersDevPlugin(),
      thirdPartyLicensesPlugin(),
      codeSnippetsBuildPlugin(),
      challengesExportBuildPlugin(),
      serverSourceMapsBuildPlugin(),
      sandboxWorkersBuildPlugin(),
      pandaStaticCssPlugin(),
      scriptFontsPlugin(),
    ],
    server: { fs: { deny: ['private/**', '.env', '.env.*'] } },
    environments: {
      // svg-captcha and pdfkit read their fonts from their own package folders at run time;
      // the local chain's EVM (EDR) is a native addon
      rsc: {
        resolve: { external: ['better-sqlite3', 'svg-captcha', 'pdfkit', '@nomicfoundation/edr'] },
        build: {
          // maps of the server's bundles, for stack traces with the original source lines
          sourcemap: true,
          rolldownOptions: { output: SERVER_OUTPUT },
        },
      },
      ssr: { build: { rolldownOptions: { output: SERVER_OUTPUT } } },
      // Panda's class-name runtime in a chunk of its own: only screens whose styles are computed
      // while they run load it (see pandaStaticCssPlugin); the rest share none of it
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'panda-css', test: PANDA_RUNTIME },
                  { name: 'shell-common', test: SHELL_COMMON, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      },
    },
  },
});
