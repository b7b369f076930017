import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { type } from '../../lib/ark';
import type { Locale } from '../../lib/i18n';
import { translationFile } from '../i18n/translation-files';

/**
 * The fix options of a coding challenge: `private/codefixes/<key>_<n>[_correct].<ext>`, each the
 * whole snippet after that fix, and `<key>.info.yml` with an explanation per fix and hints for
 * finding the vulnerable lines. Fix files are read once per folder and key (they never change
 * while the shop runs).
 */
export type CodeFixes = { fixes: string[]; correct: number };
export type CodingInfo = { fixes: Array<{ id: number; explanation: string }>; hints: string[] };

const FIX_FILE = /^(\w+?)_(\d+)(_correct)?\.\w+$/;
const fixesCache = new Map<string, CodeFixes>();
const infoCache = new Map<string, CodingInfo>();

export const codeFixesDir = (privateDir: string) => path.join(privateDir, 'codefixes');

export function readCodeFixes(privateDir: string, key: string): CodeFixes {
  const dir = codeFixesDir(privateDir);
  const id = `${dir}\0${key}`;
  const known = fixesCache.get(id);
  if (known) return known;
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const found = files
    .map((file) => ({ file, match: FIX_FILE.exec(file) }))
    .filter(({ match }) => match?.[1] === key)
    .map(({ file, match }) => ({ file, n: Number(match![2]), correct: match![3] !== undefined }))
    .sort((a, b) => a.n - b.n);
  const fixes = { fixes: found.map(({ file }) => readFileSync(path.join(dir, file), 'utf8')), correct: found.findIndex((f) => f.correct) };
  fixesCache.set(id, fixes);
  return fixes;
}

/**
 * The explanations and hints in other languages: `private/i18n/codefixes/<locale>.yml`, by
 * challenge key, the fixes' explanations by fix number and the hints in their order. Read on first
 * use per language and kept.
 */
const codingTexts = type({ '[string]': { 'fixes?': { '[string]': 'string' }, 'hints?': 'string[]' } });
type CodingTexts = Record<string, { fixes?: Record<string, string>; hints?: string[] }>;
const codingTranslation = (privateDir: string, locale: Locale) =>
  translationFile<CodingTexts>(privateDir, 'codefixes', locale, codingTexts);

/**
 * A coding challenge's fix explanations and hints, in `locale` where it has them (English where
 * not): the coding dialog shows them to a player, in the language the player chose.
 */
export function readCodingInfo(privateDir: string, key: string, locale: Locale = 'en'): CodingInfo {
  const info = englishCodingInfo(privateDir, key);
  if (locale === 'en') return info;
  const own = codingTranslation(privateDir, locale)[key];
  if (!own) return info;
  return {
    fixes: info.fixes.map((f) => ({ id: f.id, explanation: own.fixes?.[String(f.id)] || f.explanation })),
    hints: info.hints.map((h, i) => own.hints?.[i] || h),
  };
}

function englishCodingInfo(privateDir: string, key: string): CodingInfo {
  const file = path.join(codeFixesDir(privateDir), `${key}.info.yml`);
  const known = infoCache.get(file);
  if (known) return known;
  let info: CodingInfo = { fixes: [], hints: [] };
  if (existsSync(file)) {
    const raw = (load(readFileSync(file, 'utf8')) ?? {}) as Partial<CodingInfo>;
    info = { fixes: Array.isArray(raw.fixes) ? raw.fixes : [], hints: Array.isArray(raw.hints) ? raw.hints.map(String) : [] };
  }
  infoCache.set(file, info);
  return info;
}
