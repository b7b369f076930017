import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { load } from 'js-yaml';
import type { Plugin } from 'vite';
import { type ChallengeDefinition, loadCatalogue } from '../src/server/challenges/catalogue';

/**
 * Where `waku build` writes the catalogue in upstream's format. An image puts it at
 * `/juice-shop/data/static/challenges.yml`, the path MultiJuicer's own image copies it from
 * (it converts the file to JSON for its score board and maps each key to its position, 1-based,
 * as the challenge id of continue codes).
 */
export const EXPORTED_CHALLENGES_FILE = path.join('dist', 'data', 'static', 'challenges.yml');

/**
 * One challenge as upstream's `data/static/challenges.yml` writes it, fields in upstream's order.
 * MultiJuicer unmarshals name, category, description, key (strings), difficulty (an integer),
 * tags and disabledEnv (lists of strings), hintUrl and mitigationUrl (strings; null reads as
 * empty) and a `hint` string; upstream writes the hints as a `hints` list, which it skips.
 */
export type UpstreamChallenge = {
  name: string;
  category: string;
  tags?: string[];
  description: string;
  difficulty: number;
  hints?: string[];
  hintUrl?: string;
  mitigationUrl: string | null;
  key: string;
  disabledEnv?: string[];
  tutorial?: { order: number };
};

/** A catalogue entry in upstream's shape: the same facts, upstream's field names (`tutorial.order`). */
export function toUpstreamChallenge(c: ChallengeDefinition): UpstreamChallenge {
  // upstream's field order, leaving out what the catalogue does not set (as upstream does)
  return {
    name: c.name,
    category: c.category,
    ...(c.tags?.length ? { tags: [...c.tags] } : {}),
    description: c.description,
    difficulty: c.difficulty,
    ...(c.hints?.length ? { hints: [...c.hints] } : {}),
    ...(typeof c.hintUrl === 'string' ? { hintUrl: c.hintUrl } : {}),
    mitigationUrl: c.mitigationUrl ?? null,
    key: c.key,
    ...(c.disabledEnv?.length ? { disabledEnv: [...c.disabledEnv] } : {}),
    ...(c.tutorialOrder !== undefined ? { tutorial: { order: c.tutorialOrder } } : {}),
  };
}

/** Words a YAML 1.1 reader (MultiJuicer converts the file with yq) takes for something other than a string. */
const RESERVED = /^(y|n|yes|no|on|off|true|false|null|~)$/i;

/** A string scalar: plain for simple words (keys, tags), single-quoted as upstream writes prose, double-quoted when it holds a line break or a control character. */
function scalar(value: string): string {
  if (/^[A-Za-z][A-Za-z0-9 ]*$/.test(value) && !value.endsWith(' ') && !RESERVED.test(value)) return value;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
  if (/[\u0000-\u001f\u007f\u0085\u2028\u2029]/.test(value)) return JSON.stringify(value);
  return `'${value.replaceAll("'", "''")}'`;
}

const quoted = (value: string) => (scalar(value) === value ? `'${value}'` : scalar(value));

function list(name: string, values: string[], quote: (v: string) => string): string[] {
  return [`  ${name}:`, ...values.map((v) => `    - ${quote(v)}`)];
}

/** The YAML text of the entries, laid out as upstream's file is: a document marker, then one `-` block per challenge. */
export function renderUpstreamYaml(entries: UpstreamChallenge[]): string {
  const lines = [
    '# The challenge catalogue in the format of OWASP Juice Shop (data/static/challenges.yml),',
    '# generated from private/challenges.yml by `waku build` (scripts/challenges-export.ts).',
    '---',
  ];
  for (const c of entries) {
    lines.push('-', `  name: ${quoted(c.name)}`, `  category: ${quoted(c.category)}`);
    if (c.tags) lines.push(...list('tags', c.tags, scalar));
    lines.push(`  description: ${quoted(c.description)}`, `  difficulty: ${c.difficulty}`);
    if (c.hints) lines.push(...list('hints', c.hints, quoted));
    if (c.hintUrl !== undefined) lines.push(`  hintUrl: ${quoted(c.hintUrl)}`);
    lines.push(`  mitigationUrl: ${c.mitigationUrl === null ? '~' : quoted(c.mitigationUrl)}`, `  key: ${scalar(c.key)}`);
    if (c.disabledEnv) lines.push(...list('disabledEnv', c.disabledEnv, scalar));
    if (c.tutorial) lines.push('  tutorial:', `    order: ${c.tutorial.order}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The whole catalogue of `privateDir` in upstream's format, in the catalogue's order (upstream's
 * 113 first, then ours): position i + 1 in the file is the challenge's id, as MultiJuicer assumes.
 * Throws when the text would not read back as exactly these entries.
 */
export function exportCatalogue(privateDir: string): { entries: UpstreamChallenge[]; yaml: string } {
  const catalogue = loadCatalogue(privateDir);
  catalogue.forEach((c, i) => {
    if (c.id !== i + 1) throw new Error(`challenge ${c.key} has id ${c.id} at position ${i + 1}`);
    if (!Number.isInteger(c.difficulty)) throw new Error(`challenge ${c.key} has a difficulty that is not an integer`);
  });
  const entries = catalogue.map(toUpstreamChallenge);
  const yaml = renderUpstreamYaml(entries);
  if (!isDeepStrictEqual(load(yaml), JSON.parse(JSON.stringify(entries)))) {
    throw new Error('the exported challenge catalogue does not read back as the catalogue');
  }
  return { entries, yaml };
}

/** Writes the export of `privateDir` to `file` (default: the build's path). */
export function writeExportedCatalogue(privateDir = path.resolve('private'), file = EXPORTED_CHALLENGES_FILE) {
  const { yaml } = exportCatalogue(privateDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, yaml);
}

/** At the end of `waku build`: the catalogue in upstream's format at `dist/data/static/challenges.yml`. */
export function challengesExportBuildPlugin(): Plugin {
  return {
    name: 'shop:challenges-export',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        // after the client's bundle, the last of the build (as the code snippets plugin waits for it)
        if (!existsSync(path.join('dist', 'public'))) return;
        writeExportedCatalogue();
      },
    },
  };
}
