import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Source that scores the game or marks its flaws: what a published map must never carry. */
export const GAME_INTERNALS = /\bsolve(If|FindIt|FixIt|Coding)?\(|vuln-code-snippet|challenges\.(isEnabled|isSolved)|private\//;

/**
 * Rewrites each server bundle's map as the shop publishes it (src/server/routes/source-maps.ts):
 * the source of the game's own scoring (whatever solves a challenge or marks a flaw) is left out,
 * so that reading a map teaches what it exposes of the shop's code without handing over how, or
 * with what, every other challenge is solved. Done once here rather than on the first request:
 * parsing a 3 MB map took some 15 MB of a small container's memory and kept 5 MB of it cached.
 */
export function publishServerSourceMaps(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js.map')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const map = JSON.parse(readFileSync(file, 'utf8')) as { sourcesContent?: Array<string | null> };
    map.sourcesContent = map.sourcesContent?.map((source) => (source && GAME_INTERNALS.test(source) ? null : source));
    writeFileSync(file, JSON.stringify(map));
  }
}

/** The build step: the server's maps as published, once its bundles are written (dist/server). */
export function serverSourceMapsBuildPlugin(): Plugin {
  return {
    name: 'shop:server-source-maps',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        // after the client's bundle, the last of the build: the server's maps are all written then
        if (!existsSync(path.join('dist', 'public'))) return;
        publishServerSourceMaps(path.join('dist', 'server'));
      },
    },
  };
}
