import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { logDay } from '../../src/server/http/access-log';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { handledError, loginAt } from './accounts-helpers';

const todaysLog = () => `access.log.${logDay(new Date())}`;
/** One line of the Apache combined format: address, user, date, request, status, size, referrer, agent. */
const COMBINED =
  /^\S+ - \S+ \[\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000\] "[A-Z]+ \S+ HTTP\/[\d.]+" \d{3} (\d+|-) "[^"]*" "[^"]*"$/;

async function download(s: TestServer, file: string) {
  const res = await s.get(`/support/logs/${file}`);
  return { status: res.status, text: await res.text() };
}

describe('/support/logs: the access logs the server writes (Access Log)', () => {
  let s: TestServer;
  beforeAll(async () => (s = await startShop()));
  afterAll(() => s.close());

  test("the listing names the day's log file; opening the listing alone solves nothing", async () => {
    const res = await s.get('/support/logs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('listing directory /support/logs');
    expect(html).toContain(`href="/support/logs/${todaysLog()}"`);
    expect(s.shop.challenges.isSolved('accessLogDisclosureChallenge')).toBe(false);
  });

  test("every request lands in the day's log in the combined format; downloading it solves Access Log", () =>
    withFreshShop(async (t) => {
      const marker = randomUUID();
      expect(
        (
          await t.get(`/rest/admin/application-version?probe=${marker}`, {
            headers: { 'user-agent': `log-test ${marker}`, referer: 'http://example.test/from' },
          })
        ).status,
      ).toBe(200);
      // written in the background: read again until the line is there
      let line: string | undefined;
      for (const deadline = Date.now() + 5000; !line && Date.now() < deadline; ) {
        const { status, text } = await download(t, todaysLog());
        expect(status).toBe(200);
        line = text.split('\n').find((l) => l.includes(marker));
      }
      expect(line).toBeDefined();
      expect(line).toMatch(COMBINED);
      expect(line).toContain(`"GET /rest/admin/application-version?probe=${marker} HTTP/1.1" 200`);
      expect(line).toContain(`"http://example.test/from" "log-test ${marker}"`);
      expect(t.shop.challenges.isSolved('accessLogDisclosureChallenge')).toBe(true);
    }));

  test("file names with a slash are refused with upstream's 403; unknown names and the parent folder are not found", async () => {
    expect(await handledError(s, '/support/logs/..%2Fpackage.json')).toEqual({
      status: 403,
      message: 'File names cannot contain forward slashes!',
    });
    expect((await download(s, 'no-such.log')).status).toBe(404);
    expect((await download(s, '..')).status).toBe(404);
    expect((await download(s, '%2e%2e')).status).toBe(404);
  });
});

describe("Leaked Access Logs: the leaked password stands in the day's log", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startShop()));
  afterAll(() => s.close());

  test('a player reads the change-password request in the log and sprays the password onto J12934', async () => {
    const { status, text } = await download(s, todaysLog());
    expect(status).toBe(200);
    const leak = text.split('\n').find((l) => l.includes('/rest/user/change-password?'));
    expect(leak).toMatch(COMBINED);
    const query = /"GET \/rest\/user\/change-password\?(\S+) HTTP/.exec(leak!)![1]!;
    const password = new URLSearchParams(query).get('new')!;

    // the same password on other accounts (spraying) gets nowhere and solves nothing
    for (const email of ['admin@juice-sh.op', 'jim@juice-sh.op']) expect((await loginAt(s, email, password)).status).toBe(401);
    expect(s.shop.challenges.isSolved('dlpPasswordSprayingChallenge')).toBe(false);

    expect((await loginAt(s, 'J12934@juice-sh.op', password)).status).toBe(200);
    expect(s.shop.challenges.isSolved('dlpPasswordSprayingChallenge')).toBe(true);
  });
});
