import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { type } from '../../lib/ark';
import type { Locale } from '../../lib/i18n';

const byFile = new Map<string, unknown>();

/**
 * One language's texts of an area kept beside the catalogue: `private/i18n/<area>/<locale>.yml`,
 * checked against the area's schema, read on first use and kept (they never change while the
 * shop runs). An empty record for a language without a file: its texts read English.
 */
export function translationFile<T>(privateDir: string, area: string, locale: Locale, schema: (data: unknown) => unknown): T {
  const file = path.join(privateDir, 'i18n', area, `${locale}.yml`);
  if (byFile.has(file)) return byFile.get(file) as T;
  const parsed = existsSync(file) ? schema(load(readFileSync(file, 'utf8')) ?? {}) : {};
  if (parsed instanceof type.errors) throw new Error(`Invalid ${area} translation ${file}: ${parsed.summary}`);
  byFile.set(file, parsed);
  return parsed as T;
}
