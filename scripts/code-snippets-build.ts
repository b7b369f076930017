import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BUILT_SNIPPETS_FILE, extractSourceSnippets } from '../src/server/coding/snippets';

/** What must never reach the browser's files: snippet markers and the checks that detect solves. */
const LEAKS = [/vuln-code-snippet/, /\bsolveIf\(/, /challenges\.solve(?:FindIt|FixIt|Coding)?\(/];

function* publicFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* publicFiles(full);
    else if (/\.(js|mjs|html|txt|json|css)$/.test(entry.name)) yield full;
  }
}

/** The files of a client build that leak a marker or a detection check, with what leaked. */
export function leaksIn(dir: string) {
  const found: string[] = [];
  if (!existsSync(dir)) return found;
  for (const file of publicFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const leak of LEAKS) if (leak.test(text)) found.push(`${path.relative(dir, file)}: ${leak}`);
  }
  return found;
}

/**
 * At the end of `waku build`: the snippets go next to the server bundle (the built code keeps no
 * comments, and a slim image may ship without src/), and the build fails when a snippet marker or
 * a detection check reached dist/public.
 */
export function codeSnippetsBuildPlugin(): Plugin {
  return {
    name: 'shop:code-snippets',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        // after each environment's bundle: the last one leaves both the JSON and a checked client
        if (!existsSync(path.join('dist', 'public'))) return;
        const { snippets, problems } = extractSourceSnippets();
        if (problems.length) throw new Error(`Coding challenge markers are broken:\n${problems.join('\n')}`);
        mkdirSync(path.dirname(BUILT_SNIPPETS_FILE), { recursive: true });
        writeFileSync(BUILT_SNIPPETS_FILE, JSON.stringify([...snippets.values()]));
        const leaks = leaksIn(path.join('dist', 'public'));
        if (leaks.length) throw new Error(`Source markers or solve checks leaked into the client build:\n${leaks.join('\n')}`);
      },
    },
  };
}
