import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { challengeTextsShare, challengeTranslation } from '../../src/server/challenges/translations';

/** A private folder with a two-challenge catalogue (three texts) and a French translation of two of them. */
function privateDir(french: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
  writeFileSync(
    path.join(dir, 'challenges.yml'),
    `- { key: aChallenge, name: A, category: X, description: 'Do <code>a</code>.', difficulty: 1, hints: ['First hint'] }
- { key: bChallenge, name: B, category: X, description: 'Do b.', difficulty: 2 }
`,
  );
  mkdirSync(path.join(dir, 'i18n', 'challenges'), { recursive: true });
  writeFileSync(path.join(dir, 'i18n', 'challenges', 'fr_FR.yml'), french);
  return dir;
}

test("a language's challenge texts: read from its file, the share of the catalogue it translated", () => {
  const dir = privateDir("aChallenge:\n  description: 'Faites <code>a</code>.'\n  hints: ['Premier indice']\n");
  expect(challengeTranslation(dir, 'fr_FR')).toEqual({ aChallenge: { description: 'Faites <code>a</code>.', hints: ['Premier indice'] } });
  // two of three texts (bChallenge's description is missing)
  expect(challengeTextsShare(dir, 'fr_FR')).toBeCloseTo(66.67, 1);
  // English is the source; a language without a file has translated nothing
  expect(challengeTextsShare(dir, 'en')).toBe(100);
  expect(challengeTranslation(dir, 'ja_JP')).toEqual({});
  expect(challengeTextsShare(dir, 'ja_JP')).toBe(0);
});

test('a malformed translation stops with the file named', () => {
  const dir = privateDir('aChallenge:\n  hints: 3\n');
  expect(() => challengeTranslation(dir, 'fr_FR')).toThrow(/fr_FR\.yml/);
});

test("every shipped translation covers the catalogue's keys only", async () => {
  const { readdirSync } = await import('node:fs');
  const { loadCatalogue } = await import('../../src/server/challenges/catalogue');
  const shipped = path.resolve('private/i18n/challenges');
  const keys = new Set(loadCatalogue(path.resolve('private')).map((c) => c.key));
  for (const file of readdirSync(shipped).filter((f) => f.endsWith('.yml'))) {
    const own = challengeTranslation(path.resolve('private'), file.replace('.yml', '') as 'fr_FR');
    expect(
      Object.keys(own).filter((k) => !keys.has(k)),
      file,
    ).toEqual([]);
  }
});
