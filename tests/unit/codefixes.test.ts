import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { extractSourceSnippets } from '../../src/server/coding/snippets';

const dir = path.resolve(import.meta.dirname, '../../private/codefixes');
const infoFiles = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.info.yml')) : [];
const snippets = extractSourceSnippets(path.resolve(import.meta.dirname, '../../src')).snippets;
const lines = (text: string) => text.replace(/\s+$/, '').split('\n');

describe.each(infoFiles.map((f) => f.replace('.info.yml', '')))('code fixes of %s', (key) => {
  const info = load(fs.readFileSync(path.join(dir, `${key}.info.yml`), 'utf8')) as {
    fixes: { id: number; explanation: string }[];
    hints?: string[];
  };
  const files = fs.readdirSync(dir).filter((f) => new RegExp(`^${key}_\\d+(_correct)?\\.\\w+$`).test(f));
  const snippet = snippets.get(key);

  it('has a marked snippet', () => {
    expect(snippet, `no vuln-code-snippet region for ${key}`).toBeDefined();
  });

  it('has a fix file with an explanation for every listed id, and no unlisted fix file', () => {
    expect(info.fixes.length).toBeGreaterThanOrEqual(3);
    expect(info.fixes.map((f) => f.id).sort()).toEqual(files.map((f) => Number(/_(\d+)/.exec(f)![1])).sort());
    for (const fix of info.fixes) expect(fix.explanation.trim().length, `explanation of fix ${fix.id}`).toBeGreaterThan(20);
  });

  it('has exactly one correct fix', () => {
    expect(files.filter((f) => /_correct\.\w+$/.test(f))).toHaveLength(1);
  });

  it('writes every fix in the language of the snippet and as a change of it', () => {
    for (const file of files) {
      expect(path.extname(file), file).toBe(path.extname(snippet!.file));
      const fix = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(lines(fix), `${file} equals the snippet`).not.toEqual(lines(snippet!.snippet));
    }
  });

  it('marks the flawed lines the fixes are about', () => {
    expect(snippet!.vulnLines.length).toBeGreaterThan(0);
  });

  it('gives hints for finding the vulnerable lines', () => {
    expect(info.hints?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
});

it('every coding challenge offers fixes: each snippet has its options in private/codefixes', () => {
  const withoutFixes = [...snippets.keys()].filter((key) => !infoFiles.includes(`${key}.info.yml`));
  expect(withoutFixes).toEqual([]);
});
