// F2's tool for the coding challenges' fix options. It cuts a key's snippet as the snippet
// contract does and writes private/codefixes/<key>_<n>[_correct].<ext> plus <key>.info.yml from
// the edits in fixes-f2.ts, so the fix files follow the snippet when hide markers move.
// `--preview-hygiene` drops detection lines (solveIf / solve() the hygiene pass is hiding.
// `--src=<dir>` reads the marked sources from another tree's src (e.g. a branch not merged yet).
// Usage: node scripts/codefixes/snippet-of-f2.ts <key> [--numbers] [--preview-hygiene] [--src=<dir>]
//        node scripts/codefixes/snippet-of-f2.ts --write [--preview-hygiene] [--src=<dir>] [key...]
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { FIXES } from './fixes-f2.ts';

const MARKER = /\s*(?:\/\/|#)\s*vuln-code-snippet\s+(start|end|vuln-line|neutral-line|hide-line|hide-start|hide-end)\b(.*)$/;
const OUT_DIR = 'private/codefixes';
const args = process.argv.slice(2);
const SOURCE_DIR = args.find((a) => a.startsWith('--src='))?.slice('--src='.length) ?? 'src';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|sol|ya?ml|py)$/.test(name) ? [path] : [];
  });
}

/** A marker without keys applies to every region it sits in. */
function appliesTo(keys: string, key: string): boolean {
  const list = keys.trim().split(/\s+/).filter(Boolean);
  return list.length === 0 || list.includes(key);
}

function snippetOf(key: string, previewHygiene: boolean) {
  const regions = [];
  for (const file of sourceFiles(SOURCE_DIR)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const start = lines.findIndex((l) => {
      const m = MARKER.exec(l);
      return m?.[1] === 'start' && m[2]!.trim() !== '' && appliesTo(m[2]!, key);
    });
    if (start < 0) continue;
    const out: string[] = [];
    const vuln: number[] = [];
    const neutral: number[] = [];
    let hiding = false;
    for (const line of lines.slice(start + 1)) {
      const m = MARKER.exec(line);
      const kind = m?.[1];
      const forKey = m ? appliesTo(m[2]!, key) : false;
      if (kind === 'end' && forKey) break;
      if (kind === 'hide-start' && forKey) hiding = true;
      if (kind === 'hide-end' && forKey) hiding = false;
      if (hiding || (kind?.startsWith('hide') && forKey)) continue;
      const code = m ? line.slice(0, m.index).trimEnd() : line.trimEnd();
      if (m && code.trim() === '') continue;
      if (previewHygiene && /solveIf|\bsolve\(/.test(code)) continue;
      out.push(code);
      if (kind === 'vuln-line' && forKey) vuln.push(out.length);
      if (kind === 'neutral-line' && forKey) neutral.push(out.length);
    }
    regions.push({ file, snippet: out.join('\n'), vuln, neutral });
  }
  if (regions.length === 0) throw new Error(`no region for ${key}`);
  if (regions.length > 1) console.warn(`${key}: ${regions.length} regions (${regions.map((r) => r.file).join(', ')}); using the one fixes-f2.ts names`);
  const chosen = regions.find((r) => r.file.endsWith(FIXES[key]?.file ?? '\0')) ?? regions[0]!;
  return chosen;
}

function applyEdits(key: string, n: number, snippet: string, edits: [string, string][]) {
  let text = snippet;
  for (const [from, to] of edits) {
    const at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`${key} fix ${n}: edit must match exactly once: ${JSON.stringify(from)}`);
    text = text.slice(0, at) + to + text.slice(at + from.length);
  }
  if (text === snippet) throw new Error(`${key} fix ${n} changes nothing`);
  return text;
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;

function writeKey(key: string, previewHygiene: boolean) {
  const spec = FIXES[key]!;
  const { file, snippet } = snippetOf(key, previewHygiene);
  const ext = extname(file);
  if (spec.fixes.filter((f) => f.correct).length !== 1) throw new Error(`${key}: exactly one fix must be correct`);
  for (const old of readdirSync(OUT_DIR).filter((f) => f.startsWith(`${key}_`) || f === `${key}.info.yml`)) rmSync(join(OUT_DIR, old));
  spec.fixes.forEach((fix, i) => {
    const n = i + 1;
    writeFileSync(join(OUT_DIR, `${key}_${n}${fix.correct ? '_correct' : ''}${ext}`), applyEdits(key, n, snippet, fix.edits) + '\n');
  });
  const info = [
    'fixes:',
    ...spec.fixes.flatMap((fix, i) => [`  - id: ${i + 1}`, `    explanation: ${quoted(fix.explanation)}`]),
    'hints:',
    ...spec.hints.map((hint) => `  - ${quoted(hint)}`),
  ];
  writeFileSync(join(OUT_DIR, `${key}.info.yml`), info.join('\n') + '\n');
}

const previewHygiene = args.includes('--preview-hygiene');
const names = args.filter((a) => !a.startsWith('--'));
if (args.includes('--write')) {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const key of names.length ? names : Object.keys(FIXES)) writeKey(key, previewHygiene);
} else {
  const [key] = names;
  if (!key) throw new Error('usage: snippet-of-f2.ts <key> [--numbers] [--preview-hygiene] | --write [key...]');
  const { file, snippet, vuln, neutral } = snippetOf(key, previewHygiene);
  if (args.includes('--numbers')) {
    console.log(`# ${file} vuln=${vuln.join(',')} neutral=${neutral.join(',')}`);
    snippet.split('\n').forEach((l, i) => console.log(`${String(i + 1).padStart(3)}${vuln.includes(i + 1) ? '*' : ' '} ${l}`));
  } else {
    process.stdout.write(snippet + '\n');
  }
}
