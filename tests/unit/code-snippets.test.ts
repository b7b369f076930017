import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { extractSnippets, extractSourceSnippets } from '../../src/server/coding/snippets';
import { findItVerdict } from '../../src/server/routes/code-snippets';

const cut = (text: string) => extractSnippets([{ file: 'x.ts', text }]);

describe('snippet extraction', () => {
  test('the lines between the markers, marker comments stripped, 1-based vulnerable and neutral lines', () => {
    const { snippets, problems } = cut(
      [
        'before();',
        '// vuln-code-snippet start a',
        'const x = 1;',
        'query(input); // vuln-code-snippet vuln-line a',
        'log(input);   // vuln-code-snippet neutral-line a',
        'done();',
        '// vuln-code-snippet end a',
        'after();',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(snippets.get('a')).toEqual({
      key: 'a',
      file: 'x.ts',
      snippet: 'const x = 1;\nquery(input);\nlog(input);\ndone();',
      vulnLines: [2],
      neutralLines: [3],
    });
  });

  test('hidden lines leave the snippet and the numbering; keyless markers apply to every open region', () => {
    const { snippets } = cut(
      [
        '// vuln-code-snippet start a b',
        'one();',
        'shop.challenges.solve("a"); // vuln-code-snippet hide-line',
        '// vuln-code-snippet hide-start',
        'check();',
        'more();',
        '// vuln-code-snippet hide-end',
        'only(b); // vuln-code-snippet hide-line a',
        'flaw(); // vuln-code-snippet vuln-line a b',
        '// vuln-code-snippet end a b',
      ].join('\n'),
    );
    expect(snippets.get('a')).toMatchObject({ snippet: 'one();\nflaw();', vulnLines: [2] });
    expect(snippets.get('b')).toMatchObject({ snippet: 'one();\nonly(b);\nflaw();', vulnLines: [3] });
  });

  test('a nested region is its own snippet and leaves no marker in the outer one', () => {
    const { snippets } = cut(
      [
        '// vuln-code-snippet start outer',
        'a();',
        '  // vuln-code-snippet start inner',
        '  b(); // vuln-code-snippet vuln-line inner outer',
        '  // vuln-code-snippet end inner',
        '// vuln-code-snippet end outer',
      ].join('\n'),
    );
    expect(snippets.get('outer')).toMatchObject({ snippet: 'a();\n  b();', vulnLines: [2] });
    expect(snippets.get('inner')).toMatchObject({ snippet: '  b();', vulnLines: [1] });
  });

  test('a second region of a key, a missing end and a region without a flaw are reported', () => {
    const twice = extractSnippets([
      { file: 'a.ts', text: '// vuln-code-snippet start k\nx(); // vuln-code-snippet vuln-line k\n// vuln-code-snippet end k' },
      { file: 'b.ts', text: '// vuln-code-snippet start k\ny(); // vuln-code-snippet vuln-line k\n// vuln-code-snippet end k' },
    ]);
    expect(twice.problems.some((p) => p.includes('b.ts:1: a second region for k'))).toBe(true);
    expect(twice.snippets.get('k')?.snippet).toBe('x();');
    expect(cut('// vuln-code-snippet start k\nx();').problems).toEqual(['x.ts: k has no end']);
    expect(cut('// vuln-code-snippet start k\nx();\n// vuln-code-snippet end k').problems).toEqual(['x.ts: k marks no vulnerable line']);
  });

  test('solidity regions are cut like any other source', () => {
    const { snippets } = extractSourceSnippets();
    expect(snippets.get('web3WalletChallenge')?.file).toMatch(/\.sol$/);
    expect(snippets.get('web3WalletChallenge')?.snippet).toContain('function withdraw');
  });
});

describe('find-it verdict', () => {
  const snippet = { vulnLines: [3, 5], neutralLines: [4] };
  test.each([
    [[3, 5], true],
    [[5, 3], true],
    [[3, 4, 5], true],
    [[3], false],
    [[3, 5, 6], false],
    [[], false],
  ])('lines %j: %s', (selected, verdict) => expect(findItVerdict(snippet, selected)).toBe(verdict));
});

/**
 * The seed facts of CHALLENGES.md that solve a challenge: passwords, security answers, payloads,
 * keys and magic addresses. No snippet may hand one out.
 */
const ANSWERS = [
  'admin123',
  'ncc-1701',
  'OhG0dPlease1nsertLiquor!',
  'slurmCl4ssic',
  'J6aVjTgOpRs',
  'focusOnScienceMorty',
  'Mr. N00dles',
  '0Y8rMnww',
  'EinBelegtesBrotMitSchinken',
  'monkey summer birthday',
  'kitten lesser pooch',
  'uss enterprise',
  'i am an awesome accountant',
  'muda-muda > ora-ora',
  'ship coffin krypt',
  'my little nest of vipers',
  'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=',
  'IFTXE3SPOEYVURT2MRYGI52TKJ4HC3KH',
  "Stop'n'Drop",
  '5N0wb41L',
  'West-2082',
  'Silence of the Lambs',
  'Daniel Boone National Forest',
  'alert(`xss`)',
  '<<a|ascript>',
  'javascript:alert',
  'mainModule.require',
  "constructor('return process')",
  'tRy_H4rd3r_n0thIng_iS_Imp0ssibl3',
  '/the/devs/are/so/funny',
  '/this/page/is/hidden/behind',
  '/we/may/also/instruct/you',
  'purpose betray marriage',
  '0x5bcc3e9d38baa06e7bfaab80ae5957bbe8ef059e640311d7d6d465e6bc948e3e',
  'TRwzkRJnHOTckssAeyJbysWgP!Qc2T',
  'acc0unt4nt',
  'jwtn3d',
  'rsa_lord',
  "'))--",
  'EA99A61D92D2955B1E9285B55BF2AD42',
  'pa4qacea4VK9t9nGv7yZtwmj',
];
/** Where the answer is the flaw itself, the snippet must show it. */
const FLAW_IS_THE_ANSWER: Record<string, string[]> = {};

describe('snippet hygiene: every snippet of our source', () => {
  const { snippets, problems } = extractSourceSnippets();
  const all = [...snippets.values()];

  test('is well marked: one region per key, each with its vulnerable lines', () => {
    expect(problems).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(50);
  });

  test('names a challenge of the catalogue', () => {
    const catalogue = readFileSync('private/challenges.yml', 'utf8');
    expect(all.filter((s) => !catalogue.includes(`key: ${s.key}\n`)).map((s) => s.key)).toEqual([]);
  });

  test('holds no detection: no solve call, nothing of the challenge service', () => {
    const leaks = all.flatMap((s) =>
      s.snippet
        .split('\n')
        .filter((line) => /solveIf|\bsolve\(|challenges\.|vuln-code-snippet/.test(line))
        .map((line) => `${s.key}: ${line.trim()}`),
    );
    expect(leaks).toEqual([]);
  });

  test('hands out no answer', () => {
    const leaks = all.flatMap((s) =>
      ANSWERS.filter((a) => s.snippet.includes(a) && !FLAW_IS_THE_ANSWER[s.key]?.includes(a)).map((a) => `${s.key}: ${a}`),
    );
    expect(leaks).toEqual([]);
  });
});

describe('fix options in private/codefixes', () => {
  const dir = 'private/codefixes';
  const { snippets } = extractSourceSnippets();
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const fixFiles = files.filter((f) => !f.endsWith('.info.yml'));
  const keys = [...new Set(fixFiles.map((f) => f.split('_')[0]!))];

  test('each is named <key>_<n>[_correct] after a snippet, in the language of its source', () => {
    const wrong = fixFiles.filter((f) => {
      const m = /^(\w+?)_(\d)(_correct)?(\.\w+)$/.exec(f);
      const snippet = m && snippets.get(m[1]!);
      return !snippet || path.extname(snippet.file) !== m[4];
    });
    expect(wrong).toEqual([]);
  });

  test.each(keys)('%s: two to four fixes, exactly one correct, an explanation for each', (key) => {
    const own = fixFiles.filter((f) => f.startsWith(`${key}_`));
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.length).toBeLessThanOrEqual(4);
    expect(own.filter((f) => f.includes('_correct.')).length).toBe(1);
    const numbers = own.map((f) => Number(/_(\d+)/.exec(f)![1])).sort();
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const info = load(readFileSync(path.join(dir, `${key}.info.yml`), 'utf8')) as { fixes: Array<{ id: number; explanation: string }> };
    expect(info.fixes.map((f) => f.id).sort()).toEqual(numbers);
    for (const f of info.fixes) expect(f.explanation.length).toBeGreaterThan(20);
    for (const f of own) expect(readFileSync(path.join(dir, f), 'utf8').trimEnd()).not.toBe(snippets.get(key)!.snippet.trimEnd());
  });
});

describe('the client build', () => {
  test.skipIf(!existsSync('dist/public'))('carries no snippet marker and no solve check (checked after `waku build` too)', async () => {
    const { leaksIn } = await import('../../scripts/code-snippets-build');
    expect(leaksIn('dist/public')).toEqual([]);
  });

  test('the leak check finds a marker and a solve check', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { leaksIn } = await import('../../scripts/code-snippets-build');
    const dir = mkdtempSync(path.join(tmpdir(), 'leak-'));
    writeFileSync(path.join(dir, 'a.js'), 'x();// vuln-code-snippet vuln-line k');
    writeFileSync(path.join(dir, 'b.js'), 'shop.challenges.solveIf("k", () => 1)');
    writeFileSync(path.join(dir, 'c.js'), 'clean()');
    expect(
      leaksIn(dir)
        .map((l) => l.split(':')[0])
        .sort(),
    ).toEqual(['a.js', 'b.js']);
  });
});
