import { describe, expect, test } from 'vitest';
import { backupFileName, buildBackup, parseBackup } from '../../src/lib/score-board/backup';
import {
  DEFAULT_FILTER,
  filterChallenges,
  isDefaultFilter,
  parseFilter,
  serializeFilter,
  type FilterSetting,
} from '../../src/lib/score-board/filters';
import {
  challengeStatus,
  codingProgress,
  difficultySummaries,
  hackingProgress,
  sortChallenges,
  totalProgress,
  tutorialModeActive,
  withHints,
  type ChallengeData,
} from '../../src/lib/score-board/model';

let nextId = 1;
const challenge = (over: Partial<ChallengeData>): ChallengeData => ({
  id: nextId++,
  key: `c${nextId}`,
  name: `Challenge ${nextId}`,
  category: 'XSS',
  difficulty: 1,
  description: 'A <code>test</code> challenge',
  tags: [],
  solved: false,
  disabledEnv: null,
  mitigationUrl: null,
  tutorialOrder: null,
  hasCodingChallenge: false,
  codingChallengeStatus: 0,
  ...over,
});
const filter = (over: Partial<FilterSetting>): FilterSetting => ({ ...DEFAULT_FILTER, ...over });
const names = (list: ChallengeData[]) => list.map((c) => c.name);

describe('filter in the address', () => {
  test('an empty query is the default filter, which serialises to nothing', () => {
    expect(parseFilter('')).toEqual(DEFAULT_FILTER);
    expect(serializeFilter(DEFAULT_FILTER).toString()).toBe('');
    expect(isDefaultFilter(parseFilter(''))).toBe(true);
  });

  test('every parameter is read under the name the spec gives it', () => {
    const f = parseFilter(
      'searchQuery=xss&difficulties=1,3&status=partially-solved&tags=Danger%20Zone,Tutorial&categories=XSS,Injection&showDisabledChallenges=false',
    );
    expect(f).toEqual({
      searchQuery: 'xss',
      difficulties: [1, 3],
      status: 'partially-solved',
      tags: ['Danger Zone', 'Tutorial'],
      categories: ['XSS', 'Injection'],
      showDisabledChallenges: false,
    });
  });

  test('difficulties are parsed as integers and non-numbers are dropped', () => {
    expect(parseFilter('difficulties=2,abc,4.7,,6x,NaN').difficulties).toEqual([2, 4, 6]);
    expect(parseFilter('difficulties=abc').difficulties).toEqual([]);
  });

  test('an unknown status is ignored; showDisabledChallenges defaults to true and only "true" keeps it on', () => {
    expect(parseFilter('status=hacked').status).toBeNull();
    expect(parseFilter('').showDisabledChallenges).toBe(true);
    expect(parseFilter('showDisabledChallenges=true').showDisabledChallenges).toBe(true);
    expect(parseFilter('showDisabledChallenges=no').showDisabledChallenges).toBe(false);
  });

  test('serialising writes comma lists and showDisabledChallenges only when false, and reads back the same', () => {
    const f = filter({
      searchQuery: 'login',
      difficulties: [2, 5],
      status: 'solved',
      tags: ['Tutorial'],
      categories: ['Injection', 'XSS'],
    });
    expect(serializeFilter(f).toString()).toBe(
      'searchQuery=login&difficulties=2%2C5&status=solved&tags=Tutorial&categories=Injection%2CXSS',
    );
    expect(serializeFilter(filter({ showDisabledChallenges: false })).toString()).toBe('showDisabledChallenges=false');
    expect(parseFilter(serializeFilter(f))).toEqual(f);
  });
});

describe('filtering', () => {
  const a = challenge({ name: 'Alpha', category: 'XSS', difficulty: 1, tags: ['Tutorial'], solved: true });
  const b = challenge({
    name: 'Bravo',
    category: 'Injection',
    difficulty: 3,
    tags: ['Requires Docker'],
    description: 'Find the <b>secret</b> table',
  });
  const c = challenge({
    name: 'Charlie',
    category: 'XSS',
    difficulty: 5,
    disabledEnv: 'Docker',
    hasCodingChallenge: true,
    solved: true,
    codingChallengeStatus: 1,
  });
  const all = [a, b, c];

  test('the default filter shows everything', () =>
    expect(names(filterChallenges(all, DEFAULT_FILTER, false))).toEqual(['Alpha', 'Bravo', 'Charlie']));
  test('by category', () => expect(names(filterChallenges(all, filter({ categories: ['XSS'] }), false))).toEqual(['Alpha', 'Charlie']));
  test('by difficulty', () => expect(names(filterChallenges(all, filter({ difficulties: [3, 5] }), false))).toEqual(['Bravo', 'Charlie']));
  test('by tag, where External Dependency also matches "Requires …" tags', () => {
    expect(names(filterChallenges(all, filter({ tags: ['Tutorial'] }), false))).toEqual(['Alpha']);
    expect(names(filterChallenges(all, filter({ tags: ['External Dependency'] }), false))).toEqual(['Bravo']);
  });
  test('by status, partially solved being a solved hack with an unfinished coding challenge', () => {
    expect(names(filterChallenges(all, filter({ status: 'solved' }), false))).toEqual(['Alpha']);
    expect(names(filterChallenges(all, filter({ status: 'partially-solved' }), false))).toEqual(['Charlie']);
    expect(names(filterChallenges(all, filter({ status: 'unsolved' }), false))).toEqual(['Bravo']);
  });
  test('disabled challenges can be hidden', () =>
    expect(names(filterChallenges(all, filter({ showDisabledChallenges: false }), false))).toEqual(['Alpha', 'Bravo']));
  test('the search looks at names and description text, case-insensitively', () => {
    expect(names(filterChallenges(all, filter({ searchQuery: 'CHAR' }), false))).toEqual(['Charlie']);
    // markup is not text: "secret table" matches across the <b> tag, "code" does not match <code>
    expect(names(filterChallenges(all, filter({ searchQuery: 'secret table' }), false))).toEqual(['Bravo']);
    expect(names(filterChallenges(all, filter({ searchQuery: 'code' }), false))).toEqual([]);
    expect(names(filterChallenges(all, filter({ searchQuery: 'secret' }), false))).toEqual(['Bravo']);
  });
});

describe('tutorial restriction', () => {
  const t1 = challenge({ name: 'T1', difficulty: 1, tutorialOrder: 1, solved: true });
  const t2 = challenge({ name: 'T2', difficulty: 2, tutorialOrder: 2 });
  const t3 = challenge({ name: 'T3', difficulty: 3, tutorialOrder: 3 });
  const free = challenge({ name: 'Free', difficulty: 1 });
  const all = [t1, t2, t3, free];

  test('while a tutorial is unsolved only tutorials up to the easiest unsolved tutorial difficulty show', () => {
    expect(tutorialModeActive(all, true)).toBe(true);
    expect(names(filterChallenges(all, DEFAULT_FILTER, true))).toEqual(['T1', 'T2']);
  });
  test('without the restriction, or once every tutorial is solved, everything shows', () => {
    expect(tutorialModeActive(all, false)).toBe(false);
    expect(names(filterChallenges(all, DEFAULT_FILTER, false))).toHaveLength(4);
    const done = all.map((c) => ({ ...c, solved: true }));
    expect(tutorialModeActive(done, true)).toBe(false);
    expect(filterChallenges(done, DEFAULT_FILTER, true)).toHaveLength(4);
  });
  test('a tutorial this environment switched off holds nobody back: it cannot be solved here', () => {
    const off = { ...t2, disabledEnv: 'Docker' };
    expect(names(filterChallenges([t1, off, t3, free], DEFAULT_FILTER, true))).toEqual(['T1', 'T2', 'T3']);
    const rest = [t1, off, { ...t3, solved: true }, free];
    expect(tutorialModeActive(rest, true)).toBe(false);
    expect(filterChallenges(rest, DEFAULT_FILTER, true)).toHaveLength(4);
  });
});

test('challenge status: unsolved, solved, or partially solved while the coding challenge is not at step 2', () => {
  expect(challengeStatus({ solved: false, hasCodingChallenge: true, codingChallengeStatus: 2 })).toBe('unsolved');
  expect(challengeStatus({ solved: true, hasCodingChallenge: false, codingChallengeStatus: 0 })).toBe('solved');
  expect(challengeStatus({ solved: true, hasCodingChallenge: true, codingChallengeStatus: 0 })).toBe('partially-solved');
  expect(challengeStatus({ solved: true, hasCodingChallenge: true, codingChallengeStatus: 1 })).toBe('partially-solved');
  expect(challengeStatus({ solved: true, hasCodingChallenge: true, codingChallengeStatus: 2 })).toBe('solved');
});

test('sorted by difficulty, then tutorial order (none last), then name', () => {
  const list = [
    challenge({ name: 'Zed', difficulty: 2 }),
    challenge({ name: 'Beta', difficulty: 1 }),
    challenge({ name: 'Alpha', difficulty: 1 }),
    challenge({ name: 'Tut B', difficulty: 1, tutorialOrder: 5 }),
    challenge({ name: 'Tut A', difficulty: 1, tutorialOrder: 7 }),
    challenge({ name: 'Easy', difficulty: 2, tutorialOrder: 1 }),
  ];
  expect(names(sortChallenges(list))).toEqual(['Tut B', 'Tut A', 'Alpha', 'Beta', 'Easy', 'Zed']);
});

describe('progress', () => {
  const list = [
    challenge({ difficulty: 1, solved: true }),
    challenge({ difficulty: 1 }),
    challenge({ difficulty: 2, hasCodingChallenge: true, solved: true, codingChallengeStatus: 1 }),
    challenge({ difficulty: 2, hasCodingChallenge: true }),
    challenge({ difficulty: 6, hasCodingChallenge: true, solved: true, codingChallengeStatus: 2 }),
  ];

  test('per difficulty a coding challenge weighs 3 and a solve counts 1 plus its coding status', () => {
    expect(difficultySummaries(list)).toEqual([
      { difficulty: 1, solved: 1, available: 2 },
      { difficulty: 2, solved: 2, available: 6 },
      { difficulty: 3, solved: 0, available: 0 },
      { difficulty: 4, solved: 0, available: 0 },
      { difficulty: 5, solved: 0, available: 0 },
      { difficulty: 6, solved: 3, available: 3 },
    ]);
  });

  test('percentages are whole numbers', () => {
    expect(hackingProgress(list)).toEqual({ solved: 3, total: 5, percent: 60 });
    expect(codingProgress(list)).toEqual({ solved: 3, total: 6, percent: 50 });
    expect(totalProgress(list)).toEqual({ solved: 6, total: 11, percent: 55 });
    expect(hackingProgress([])).toEqual({ solved: 0, total: 0, percent: 0 });
    expect(hackingProgress([challenge({ solved: true }), challenge({}), challenge({})]).percent).toBe(33);
  });
});

test('hints join their challenge in order: unlocked texts, counts and the next one to unlock', () => {
  const c = challenge({});
  const other = challenge({});
  const [e] = withHints(
    [c],
    [
      { id: 11, ChallengeId: c.id, order: 2, text: 'second', unlocked: false },
      { id: 10, ChallengeId: c.id, order: 1, text: 'first', unlocked: true },
      { id: 12, ChallengeId: c.id, order: 3, text: 'third', unlocked: false },
      { id: 13, ChallengeId: other.id, order: 1, text: 'not mine', unlocked: true },
    ],
  );
  expect(e).toMatchObject({ hintsAvailable: 3, hintsUnlocked: 1, hintText: ['first'], nextHint: 11 });
  expect(withHints([other], [])[0]).toMatchObject({ hintsAvailable: 0, hintsUnlocked: 0, hintText: [], nextHint: null });
});

describe('backup', () => {
  test('file name is owasp_juice_shop plus the date', () => {
    expect(backupFileName(new Date('2026-03-09T23:10:00Z'))).toBe('owasp_juice_shop-2026-03-09.json');
  });

  test('a saved backup is version 1 with banners, language and the three codes, and reads back', () => {
    const backup = buildBackup({
      welcomeBannerStatus: 'dismiss',
      language: 'de',
      continueCode: 'abc',
      continueCodeFixIt: '',
      continueCodeFindIt: 'def',
    });
    expect(backup).toEqual({
      version: 1,
      banners: { welcomeBannerStatus: 'dismiss', cookieConsentStatus: undefined },
      language: 'de',
      continueCode: 'abc',
      continueCodeFindIt: 'def',
      continueCodeFixIt: undefined,
    });
    const read = parseBackup(JSON.stringify(backup));
    expect(read.ok && read.backup).toMatchObject({
      version: 1,
      language: 'de',
      continueCode: 'abc',
      continueCodeFindIt: 'def',
      banners: { welcomeBannerStatus: 'dismiss' },
    });
  });

  test('another version is refused with that version named', () => {
    expect(parseBackup('{"version":2,"continueCode":"x"}')).toEqual({ ok: false, error: 'version', version: 2 });
    expect(parseBackup('{"continueCode":"x"}')).toEqual({ ok: false, error: 'version', version: undefined });
    expect(parseBackup('[]')).toMatchObject({ ok: false, error: 'version' });
  });

  test('unreadable files and wrong field types fail with a reason', () => {
    const notJson = parseBackup('not json');
    expect(notJson.ok === false && notJson.error).toBe('failed');
    expect(notJson.ok === false && notJson.error === 'failed' && notJson.reason.length).toBeGreaterThan(0);
    const wrong = parseBackup('{"version":1,"continueCode":42}');
    expect(wrong).toMatchObject({ ok: false, error: 'failed' });
    expect(wrong.ok === false && wrong.error === 'failed' && wrong.reason).toMatch(/continueCode/);
  });
});
