import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Coding challenges are cut from the shop's own source: a region between
 * `vuln-code-snippet start <key...>` and `vuln-code-snippet end <key...>` is the snippet of each
 * key it names. Inside it, `vuln-line` marks a flawed line, `neutral-line` a suspicious but
 * harmless one, and `hide-line` / `hide-start` .. `hide-end` leave lines out (the check that
 * detects a solve, an answer). A marker without keys applies to every open region. Markers are
 * line comments (`//`, `#`), or a JSX comment block closing a line inside JSX.
 */
export type CodeSnippet = {
  key: string;
  /** the source file, relative to the scanned root */
  file: string;
  snippet: string;
  /** 1-based line numbers within the snippet */
  vulnLines: number[];
  neutralLines: number[];
};

export type Extraction = { snippets: Map<string, CodeSnippet>; problems: string[] };

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|js|mjs|sol|yml|yaml|py)$/;
// a marker comment: `// …` or `# …`, or a JSX comment `{/* … */}` where a line ends inside JSX
const MARKER =
  /(?:\/\/|#|\{\/\*)\s*vuln-code-snippet\s+(start|end|vuln-line|neutral-line|hide-line|hide-start|hide-end)\b([^\n]*?)(?:\s*\*\/\})?\s*$/;
const keysOf = (rest: string) => rest.trim().split(/\s+/).filter((k) => /^\w+$/.test(k));

type OpenRegion = { key: string; file: string; lines: string[]; vulnLines: number[]; neutralLines: number[]; hidden: boolean };

/** Cuts every marked region out of the given files. Broken markup is reported, never thrown. */
export function extractSnippets(files: ReadonlyArray<{ file: string; text: string }>): Extraction {
  const snippets = new Map<string, CodeSnippet>();
  const problems: string[] = [];
  for (const { file, text } of files) {
    if (!text.includes('vuln-code-snippet')) continue;
    const open = new Map<string, OpenRegion>();
    text.split('\n').forEach((raw, i) => {
      const where = `${file}:${i + 1}`;
      const marker = MARKER.exec(raw);
      const kind = marker?.[1];
      const named = marker ? keysOf(marker[2]!) : [];
      const targets = named.length ? named.filter((k) => open.has(k)).map((k) => open.get(k)!) : [...open.values()];
      if (kind === 'start') {
        for (const key of named) {
          if (open.has(key) || snippets.has(key)) problems.push(`${where}: a second region for ${key}`);
          else open.set(key, { key, file, lines: [], vulnLines: [], neutralLines: [], hidden: false });
        }
        return;
      }
      if (kind === 'end') {
        for (const key of named) {
          const region = open.get(key);
          if (!region) {
            problems.push(`${where}: end of ${key} without a start`);
            continue;
          }
          open.delete(key);
          if (region.hidden) problems.push(`${where}: ${key} ends inside a hidden block`);
          snippets.set(key, { key, file, snippet: region.lines.join('\n'), vulnLines: region.vulnLines, neutralLines: region.neutralLines });
        }
        return;
      }
      if (kind === 'hide-start' || kind === 'hide-end') {
        for (const r of targets) r.hidden = kind === 'hide-start';
        return;
      }
      const code = marker ? raw.slice(0, marker.index).replace(/\s+$/, '') : raw.replace(/\s+$/, '');
      for (const region of open.values()) {
        if (region.hidden || (kind === 'hide-line' && targets.includes(region))) continue;
        // a line holding only a marker comment is left out
        if (marker && code.trim() === '') continue;
        region.lines.push(code);
        if (kind === 'vuln-line' && targets.includes(region)) region.vulnLines.push(region.lines.length);
        if (kind === 'neutral-line' && targets.includes(region)) region.neutralLines.push(region.lines.length);
      }
    });
    for (const key of open.keys()) problems.push(`${file}: ${key} has no end`);
  }
  for (const s of snippets.values()) if (s.vulnLines.length === 0) problems.push(`${s.file}: ${s.key} marks no vulnerable line`);
  return { snippets, problems };
}

function sourceFiles(dir: string, root: string, out: Array<{ file: string; text: string }>) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'styled-system') sourceFiles(full, root, out);
    } else if (SOURCE_EXTENSIONS.test(entry.name)) {
      out.push({ file: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') });
    }
  }
  return out;
}

/** Marked files beside src/: the seed data whose content is a flaw (the security questions of the reset challenges). */
const MARKED_DATA_DIRS = [path.join('private', 'seed')];

/**
 * Extracts the snippets of every source file under `sourceDir` (default: src/ of the app root)
 * and of the marked seed data beside it.
 */
export function extractSourceSnippets(sourceDir = path.resolve(process.env.SHOP_SOURCE_DIR ?? 'src')): Extraction {
  const root = path.dirname(sourceDir);
  const files = sourceFiles(sourceDir, root, []);
  for (const dir of MARKED_DATA_DIRS) if (existsSync(path.join(root, dir))) sourceFiles(path.join(root, dir), root, files);
  return extractSnippets(files);
}

/**
 * The production build keeps no comments, so `waku build` writes the extraction next to the
 * server bundle; a shop without its src/ folder (a slim image) reads that one.
 */
export const BUILT_SNIPPETS_FILE = path.join('dist', 'server', 'code-snippets.json');

let cached: Map<string, CodeSnippet> | undefined;

/** Whether this module runs from the production build (dist/server), where the build's extraction is current. */
const runsFromBuild = () => fileURLToPath(import.meta.url).split(path.sep).includes('dist');

/**
 * The snippets of this shop, read once per process. The production build reads the extraction
 * `waku build` wrote (one small file, instead of scanning every source file at each start;
 * `npm start` rebuilds when the sources changed); run from source (dev, tests), src/ is scanned.
 */
export function codeSnippets(): Map<string, CodeSnippet> {
  if (cached) return cached;
  const sourceDir = path.resolve(process.env.SHOP_SOURCE_DIR ?? 'src');
  if (existsSync(BUILT_SNIPPETS_FILE) && (runsFromBuild() || !existsSync(sourceDir))) {
    const list = JSON.parse(readFileSync(BUILT_SNIPPETS_FILE, 'utf8')) as CodeSnippet[];
    cached = new Map(list.map((s) => [s.key, s]));
  } else if (existsSync(sourceDir)) {
    const { snippets, problems } = extractSourceSnippets(sourceDir);
    for (const p of problems) console.warn(`coding challenge markers: ${p}`);
    cached = snippets;
  } else {
    cached = new Map();
  }
  return cached;
}

/** The source language of a snippet, as the fixes' file extension and the highlighter know it. */
export const snippetExtension = (s: CodeSnippet) => path.extname(s.file).slice(1);
