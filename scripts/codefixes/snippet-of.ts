// Prints the snippet of a coding-challenge key as the snippet contract cuts it, so that fix files in
// private/codefixes/ can start from the exact text a player sees.
//   node --experimental-strip-types scripts/codefixes/snippet-of.ts <key> [--lines]
// --lines numbers the lines and marks vuln (V) and neutral (N) lines.
import fs from 'node:fs';
import path from 'node:path';

const MARKER = /\s*(?:\/\/|#)\s*vuln-code-snippet\s+(start|end|vuln-line|neutral-line|hide-line|hide-start|hide-end)\s+([\w\s]+?)\s*$/;

export interface Snippet {
  file: string;
  snippet: string;
  vulnLines: number[];
  neutralLines: number[];
}

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'styled-system' ? [] : sourceFiles(full);
    return /\.(tsx?|mjs|sol|ya?ml|py)$/.test(entry.name) ? [full] : [];
  });

const markerOf = (line: string) => {
  const match = MARKER.exec(line);
  if (!match) return undefined;
  return { kind: match[1], keys: match[2].split(/\s+/), code: line.slice(0, match.index).trimEnd() };
};

export const snippetOf = (key: string, root = process.cwd()): Snippet | undefined => {
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const start = lines.findIndex((line) => markerOf(line)?.kind === 'start' && markerOf(line)!.keys.includes(key));
    if (start < 0) continue;
    const kept: string[] = [];
    const vulnLines: number[] = [];
    const neutralLines: number[] = [];
    let hiding = false;
    for (const line of lines.slice(start + 1)) {
      const marker = markerOf(line);
      const mine = marker?.keys.includes(key) ?? false;
      if (marker?.kind === 'end' && mine) break;
      if (mine && marker?.kind === 'hide-start') hiding = true;
      if (mine && marker?.kind === 'hide-end') { hiding = false; continue; }
      if (hiding || (mine && marker?.kind === 'hide-line')) continue;
      if (marker && marker.code === '') continue;
      kept.push(marker ? marker.code : line.trimEnd());
      if (mine && marker?.kind === 'vuln-line') vulnLines.push(kept.length);
      if (mine && marker?.kind === 'neutral-line') neutralLines.push(kept.length);
    }
    return { file: path.relative(root, file), snippet: kept.join('\n'), vulnLines, neutralLines };
  }
  return undefined;
};

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const [key, flag] = process.argv.slice(2);
  const found = key ? snippetOf(key) : undefined;
  if (!found) {
    console.error(key ? `no snippet for ${key}` : 'usage: snippet-of.ts <key> [--lines]');
    process.exit(1);
  }
  if (flag === '--lines') {
    console.log(`# ${found.file}`);
    found.snippet.split('\n').forEach((line, i) => {
      const tag = found.vulnLines.includes(i + 1) ? 'V' : found.neutralLines.includes(i + 1) ? 'N' : ' ';
      console.log(`${String(i + 1).padStart(3)} ${tag} ${line}`);
    });
  } else {
    process.stdout.write(`${found.snippet}\n`);
  }
}
