import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { eventually, IMAGINARY_EXAMPLE_CODE as EXAMPLE_999, startShop, UPSTREAM_CONTINUE_CODES, type TestServer } from '../helpers';
import { solveByAttack, solvedKeys } from './game-actions';

const { hacking, findIt, fixIt } = UPSTREAM_CONTINUE_CODES;

const put = (s: TestServer, path: string) => s.json(path, { method: 'PUT' });
const challengeRows = async (s: TestServer) =>
  (await s.json('/api/Challenges')).body.data as Array<{ id: number; key: string; solved: boolean; codingChallengeStatus: number }>;

let a: TestServer;
let fresh: TestServer[] = [];
beforeAll(async () => {
  a = await startShop();
});
afterAll(async () => a.close());
afterEach(async () => {
  await Promise.all(fresh.map((s) => s.close()));
  fresh = [];
});
const newShop = async () => {
  const s = await startShop();
  fresh.push(s);
  return s;
};

test('a shop without progress has no continue code', async () => {
  const s = await newShop();
  for (const path of ['/rest/continue-code', '/rest/continue-code-findIt', '/rest/continue-code-fixIt']) {
    const r = await s.json(path);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});
  }
});

test('restart round trip: a new shop applying the code of the previous one has exactly its solved set', async () => {
  await solveByAttack(
    a,
    'scoreBoardChallenge',
    'privacyPolicyChallenge',
    'exposedMetricsChallenge',
    'errorHandlingChallenge',
    'localXssChallenge',
  );
  const before = await solvedKeys(a);
  expect(before).toEqual([
    'errorHandlingChallenge',
    'exposedMetricsChallenge',
    'localXssChallenge',
    'privacyPolicyChallenge',
    'scoreBoardChallenge',
  ]);

  const { body } = await a.json('/rest/continue-code');
  expect(body.continueCode).toMatch(/^[a-zA-Z0-9]{60,}$/);
  // the code is upstream's: decoded independently, it lists the ids of the solved challenges
  const solvedIds = (await challengeRows(a)).filter((c) => c.solved).map((c) => c.id);
  expect(hacking.decode(body.continueCode).map(Number)).toEqual(solvedIds);

  const b = await newShop();
  const notices: Array<{ key: string; isRestore: boolean }> = [];
  await b.socket((sock) => sock.on('challenge solved', (n) => notices.push(n)));
  expect(await solvedKeys(b)).toEqual([]);
  const r = await put(b, `/rest/continue-code/apply/${body.continueCode}`);
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ data: expect.stringContaining('5') });
  expect(await solvedKeys(b)).toEqual(before);
  // every restored challenge is announced, flagged as a restore so the client celebrates nothing
  await eventually(() => notices.length === 5);
  expect(notices.every((n) => n.isRestore === true)).toBe(true);
  expect(notices.map((n) => n.key).sort()).toEqual(before);
  // and the new shop hands out the same code again
  expect((await b.json('/rest/continue-code')).body.continueCode).toBe(body.continueCode);
});

test('a code saved by upstream (made independently with its scheme) restores here', async () => {
  const s = await newShop();
  const code = hacking.encode([75, 63]);
  const r = await put(s, `/rest/continue-code/apply/${code}`);
  expect(r.status).toBe(200);
  expect(await solvedKeys(s)).toEqual(['privacyPolicyChallenge', 'scoreBoardChallenge']);
});

test('codes are case-sensitive even though paths are not', async () => {
  const s = await newShop();
  const code = hacking.encode([75]);
  const r = await put(s, `/REST/Continue-Code/APPLY/${code}`);
  expect(r.status).toBe(200);
  expect(await solvedKeys(s)).toEqual(['scoreBoardChallenge']);
});

test.each([
  ['characters outside the alphabet', 'not-a-code!'],
  ['letters that decode to nothing', 'aaaaaaaa'],
  ['a find-it code on the hacking endpoint', findIt.encode([1, 2])],
  ['one changed letter', `${EXAMPLE_999.slice(0, -1)}J`],
])('an invalid code (%s) answers 404 and restores nothing', async (_, code) => {
  const s = await newShop();
  const res = await s.get(`/rest/continue-code/apply/${encodeURIComponent(code)}`, { method: 'PUT' });
  expect(res.status).toBe(404);
  expect(await res.text()).toMatch(/continue code/i);
  expect(await solvedKeys(s)).toEqual([]);
});

test('Imaginary Challenge: applying a forged code naming challenge 999 solves it', async () => {
  const s = await newShop();
  const solved = new Promise<{ key: string; isRestore: boolean }>((resolve) => {
    void s.socket((sock) => sock.on('challenge solved', (n) => n.key === 'continueCodeChallenge' && resolve(n)));
  });
  const res = await s.get(`/rest/continue-code/apply/${EXAMPLE_999}`, { method: 'PUT' });
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('');
  expect(s.shop.challenges.isSolved('continueCodeChallenge')).toBe(true);
  expect(await solved).toMatchObject({ key: 'continueCodeChallenge', isRestore: false });
});

test('Imaginary Challenge: any code forged with the salt works, 999 among real ids too', async () => {
  const s = await newShop();
  const r = await put(s, `/rest/continue-code/apply/${hacking.encode([75, 999])}`);
  expect(r.status).toBe(200);
  expect(s.shop.challenges.isSolved('continueCodeChallenge')).toBe(true);
  // once solved, a code with 999 is an ordinary restore of its real ids
  const again = await put(s, `/rest/continue-code/apply/${hacking.encode([75, 999])}`);
  expect(again.status).toBe(200);
  expect(await solvedKeys(s)).toEqual(['continueCodeChallenge', 'scoreBoardChallenge']);
});

test('Imaginary Challenge stays unsolved by codes of real challenges only', async () => {
  const s = await newShop();
  await put(s, `/rest/continue-code/apply/${hacking.encode([1, 2, 3])}`);
  expect(s.shop.challenges.isSolved('continueCodeChallenge')).toBe(false);
});

test('find-it and fix-it progress: applied codes set codingChallengeStatus, their GET hands the codes back', async () => {
  const s = await newShop();
  const found = await put(s, `/rest/continue-code-findIt/apply/${findIt.encode([20, 75])}`);
  expect(found.status).toBe(200);
  expect(found.body).toEqual({ data: expect.any(String) });
  let rows = await challengeRows(s);
  expect(rows.filter((c) => c.codingChallengeStatus === 1).map((c) => c.id)).toEqual([20, 75]);
  expect(rows.every((c) => !c.solved)).toBe(true);

  const fixed = await put(s, `/rest/continue-code-fixIt/apply/${fixIt.encode([75])}`);
  expect(fixed.status).toBe(200);
  rows = await challengeRows(s);
  expect(rows.find((c) => c.id === 75)!.codingChallengeStatus).toBe(2);
  expect(rows.find((c) => c.id === 20)!.codingChallengeStatus).toBe(1);

  // a later find-it restore never takes a fix back
  await put(s, `/rest/continue-code-findIt/apply/${findIt.encode([75])}`);
  expect((await challengeRows(s)).find((c) => c.id === 75)!.codingChallengeStatus).toBe(2);

  const findItCode = (await s.json('/rest/continue-code-findIt')).body.continueCode;
  const fixItCode = (await s.json('/rest/continue-code-fixIt')).body.continueCode;
  expect(findIt.decode(findItCode).map(Number)).toEqual([20, 75]);
  expect(fixIt.decode(fixItCode).map(Number)).toEqual([75]);

  // and they restore the same statuses on a new shop
  const t = await newShop();
  await put(t, `/rest/continue-code-findIt/apply/${findItCode}`);
  await put(t, `/rest/continue-code-fixIt/apply/${fixItCode}`);
  expect((await challengeRows(t)).map((c) => c.codingChallengeStatus)).toEqual(
    (await challengeRows(s)).map((c) => c.codingChallengeStatus),
  );
});

test('find-it and fix-it endpoints refuse codes of another kind with 404', async () => {
  const s = await newShop();
  expect((await put(s, `/rest/continue-code-findIt/apply/${hacking.encode([75])}`)).status).toBe(404);
  expect((await put(s, `/rest/continue-code-fixIt/apply/${findIt.encode([75])}`)).status).toBe(404);
  expect((await put(s, '/rest/continue-code-fixIt/apply/%%%')).status).toBe(404);
  expect((await challengeRows(s)).every((c) => c.codingChallengeStatus === 0)).toBe(true);
});

test('restoring from a backup uses the same endpoints: all three codes of a shop restore everything', async () => {
  const s = await newShop();
  await solveByAttack(s, 'scoreBoardChallenge', 'errorHandlingChallenge');
  await put(s, `/rest/continue-code-findIt/apply/${findIt.encode([27])}`);
  const backup = {
    continueCode: (await s.json('/rest/continue-code')).body.continueCode,
    continueCodeFindIt: (await s.json('/rest/continue-code-findIt')).body.continueCode,
    continueCodeFixIt: (await s.json('/rest/continue-code-fixIt')).body.continueCode,
  };
  expect(backup.continueCodeFixIt).toBeUndefined();
  const t = await newShop();
  expect((await put(t, `/rest/continue-code/apply/${backup.continueCode}`)).status).toBe(200);
  expect((await put(t, `/rest/continue-code-findIt/apply/${backup.continueCodeFindIt}`)).status).toBe(200);
  expect(await solvedKeys(t)).toEqual(['errorHandlingChallenge', 'scoreBoardChallenge']);
  expect((await challengeRows(t)).find((c) => c.id === 27)!.codingChallengeStatus).toBe(1);
});
