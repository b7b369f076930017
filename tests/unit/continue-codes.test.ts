import { expect, test } from 'vitest';
import { decodeContinueCode, encodeContinueCode, IMAGINARY_CHALLENGE_ID } from '../../src/server/challenges/continue-codes';
import { IMAGINARY_EXAMPLE_CODE, UPSTREAM_CONTINUE_CODES as upstream } from '../helpers';

test.each(['hacking', 'findIt', 'fixIt'] as const)('%s codes round-trip and are at least 60 characters of the alphabet', (kind) => {
  const ids = [1, 5, 41, 75, 106, 111];
  const code = encodeContinueCode(kind, ids)!;
  expect(code.length).toBeGreaterThanOrEqual(60);
  expect(code).toMatch(/^[a-zA-Z1-90]+$/);
  expect(decodeContinueCode(kind, code)).toEqual(ids);
});

test.each(['hacking', 'findIt', 'fixIt'] as const)(
  '%s: a code made with upstream scheme decodes to its ids, and ours equals it',
  (kind) => {
    const ids = [2, 3, 20, 63, 75];
    const theirs = upstream[kind].encode(ids);
    expect(decodeContinueCode(kind, theirs)).toEqual(ids);
    expect(encodeContinueCode(kind, ids)).toBe(theirs);
  },
);

test('the example code of the challenge catalogue decodes to the imaginary challenge 999', () => {
  const ids = decodeContinueCode('hacking', IMAGINARY_EXAMPLE_CODE);
  expect(ids).toContain(IMAGINARY_CHALLENGE_ID);
  expect(IMAGINARY_CHALLENGE_ID).toBe(999);
});

test('each kind has its own salt: a code of one kind is nothing to another', () => {
  const code = encodeContinueCode('hacking', [1, 2, 3])!;
  expect(decodeContinueCode('findIt', code)).toEqual([]);
  expect(decodeContinueCode('fixIt', code)).toEqual([]);
});

test('no progress gives no code', () => {
  expect(encodeContinueCode('hacking', [])).toBeUndefined();
});

test.each(['', 'abc-!', '../etc', 'aaaa', 'x'.repeat(60), '69OxrZ8aJEgxONZyWoz1Dw4BvXmRGkM6Ae9M7k2rK63YpqQLPjnlb5V5LvDJ'])(
  '%j is not a code',
  (code) => {
    expect(decodeContinueCode('hacking', code)).toEqual([]);
  },
);
