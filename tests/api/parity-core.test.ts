import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getRaw, startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, post, tokenFor } from './accounts-helpers';

/**
 * Answers that must match upstream's (v20): its final error handler's content negotiation and
 * page, unknown API paths, CORS, the guards in front of generated endpoints, missing rows.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

/** A GET with exactly the given headers (fetch always adds an Accept header; upstream's default case has none). */
async function rawGet(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await getRaw(server.url + path, headers);
  return { status: res.status, type: String(res.headers['content-type']), text: res.bytes.toString('utf8') };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonAccept = { headers: { accept: 'application/json' } };

describe('the final error handler negotiates HTML, JSON and text as upstream', () => {
  test('no Accept header: an HTML page titled with the error', async () => {
    const r = await rawGet(s, '/api/Nothing');
    expect(r.status).toBe(500);
    expect(r.type).toBe('text/html; charset=UTF-8');
    expect(titleOf(r.text)).toBe('Error: Unexpected path: /api/Nothing');
    expect(r.text).toContain('<h1>OWASP Juice Shop (Express ^4.21)</h1>');
    expect(r.text).toContain('<h2><em>500</em> Error: Unexpected path: /api/Nothing</h2>');
    expect(r.text).toMatch(/<ul id="stacktrace"><li> &nbsp; &nbsp;at /);
  });

  test("*/* and a browser's Accept header: HTML as well", async () => {
    for (const accept of ['*/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'text/*']) {
      const r = await rawGet(s, '/rest/nothing', { accept });
      expect(r.status).toBe(500);
      expect(titleOf(r.text)).toBe('Error: Unexpected path: /rest/nothing');
    }
  });

  test('JSON only when JSON is preferred: {error: {message, stack}}', async () => {
    for (const accept of ['application/json', 'application/json, text/plain, */*', 'text/html;q=0.5, application/json']) {
      const r = await rawGet(s, '/api/Nothing', { accept });
      expect(r.status).toBe(500);
      expect(r.type).toBe('application/json; charset=utf-8');
      const body = JSON.parse(r.text);
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error.message).toBe('Unexpected path: /api/Nothing');
      expect(body.error.stack).toMatch(/^Error: Unexpected path: \/api\/Nothing\n\s+at /);
    }
  });

  test('plain text (the stack) when text is preferred or nothing offered is acceptable', async () => {
    for (const accept of ['text/plain', 'image/png']) {
      const r = await rawGet(s, '/api/Nothing', { accept });
      expect(r.status).toBe(500);
      expect(r.type).toBe('text/plain; charset=UTF-8');
      expect(r.text).toMatch(/^Error: Unexpected path: \/api\/Nothing\n\s+at /);
    }
  });

  test('the page escapes what the error says', async () => {
    const r = await rawGet(s, '/api/Nothing?a=1&b="2"');
    expect(titleOf(r.text)).toBe('Error: Unexpected path: /api/Nothing?a=1&amp;b=%222%22');
  });

  test("SQLite errors read as upstream's driver words them: SQLITE_ERROR: ... (product search)", async () => {
    const broken = `/rest/products/search?q=${encodeURIComponent("apple'))")}`;
    const json = await s.json(broken, jsonAccept);
    expect(json.status).toBe(500);
    expect(json.body.error).toMatchObject({ message: `SQLITE_ERROR: near "'))%'": syntax error`, code: 'SQLITE_ERROR', errno: 1 });
    const page = await rawGet(s, broken);
    expect(page.status).toBe(500);
    expect(titleOf(page.text)).toBe('Error: SQLITE_ERROR: near &quot;&#39;))%&#39;&quot;: syntax error');
  });

  test('SQLite errors of the injectable login carry the prefix too', async () => {
    const r = await s.json('/rest/user/login', post({ email: "'", password: 'x' }, { accept: 'application/json' }));
    expect(r.status).toBe(500);
    expect(r.body.error.message).toMatch(/^SQLITE_ERROR: /);
  });
});

describe('unknown API paths answer as upstream: "Unexpected path" through the error handler, 500', () => {
  test('in any case and with any method, the query named too', async () => {
    for (const [method, path] of [
      ['GET', '/api/Nothing'],
      ['GET', '/API/Nothing'],
      ['POST', '/rest/nothing/here'],
      ['DELETE', '/rest/x?y=1'],
    ]) {
      const r = await s.json(path, { method, headers: { accept: 'application/json' } });
      expect(r.status).toBe(500);
      expect(r.body.error.message).toBe(`Unexpected path: ${path}`);
    }
  });

  test('it solves Error Handling', () =>
    withFreshShop(async (t) => {
      expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(false);
      await (await t.get('/rest/no-such-thing')).text();
      expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(true);
    }));

  test('the list endpoints upstream has no update or delete for are unknown paths as well', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const r = await s.json('/api/Challenges', { method, headers: { accept: 'application/json' } });
      expect(r.status).toBe(500);
      expect(r.body.error.message).toBe('Unexpected path: /api/Challenges');
    }
  });
});

test('Access-Control-Allow-Origin: * on every answer, not only the API', async () => {
  for (const [path, init] of [
    ['/api/Products/1', {}],
    ['/rest/admin/application-version', {}],
    ['/api/Nothing', {}],
    ['/metrics', {}],
    ['/encryptionkeys', {}],
    ['/no/such/page', {}],
    ['/graphql?query=%7Bversion%7D', {}],
  ] as Array<[string, RequestInit]>) {
    const res = await s.get(path, init);
    await res.arrayBuffer();
    expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
  }
  const preflight = await s.get('/rest/user/login', {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
});

describe('guards upstream puts in front of its generated endpoints', () => {
  const unauthorized = async (method: string, path: string, init: RequestInit = {}) => {
    const r = await s.json(path, { ...init, method });
    expect(r.status, `${method} ${path}`).toBe(401);
  };

  test("a refused token reads as express-jwt's UnauthorizedError: an HTML page by default, JSON when asked", async () => {
    const page = await rawGet(s, '/api/Users');
    expect(page.status).toBe(401);
    expect(titleOf(page.text)).toBe('UnauthorizedError: No Authorization header was found');
    const r = await s.json('/api/Users', jsonAccept);
    expect(r.status).toBe(401);
    expect(r.body.error).toMatchObject({
      message: 'No Authorization header was found',
      name: 'UnauthorizedError',
      code: 'credentials_required',
    });
    const del = await s.json('/api/Products/1', { method: 'DELETE', ...jsonAccept });
    expect(del.status).toBe(401);
    expect(del.body.error.name).toBe('UnauthorizedError');
  });

  test('Challenges: nobody creates one or touches one by id (401)', async () => {
    await unauthorized('POST', '/api/Challenges', post({ key: 'x', name: 'x', difficulty: 1 }));
    for (const method of ['GET', 'PUT', 'DELETE'])
      await unauthorized(method, '/api/Challenges/1', method === 'PUT' ? post({ solved: true }) : {});
    expect(s.shop.challenges.get('passwordHashLeakChallenge')?.solved).toBe(0);
    expect((await s.json('/api/Challenges')).body.data).toHaveLength(s.shop.challenges.all().length);
  });

  test('SecurityQuestions: only the list is open (401 for everything else)', async () => {
    await unauthorized('POST', '/api/SecurityQuestions', post({ question: 'Your favourite exploit?' }));
    for (const method of ['GET', 'PUT', 'DELETE'])
      await unauthorized(method, '/api/SecurityQuestions/1', method === 'PUT' ? post({ question: 'changed' }) : {});
    expect((await s.json('/api/SecurityQuestions')).body.data).toHaveLength(14);
    expect((await s.json('/api/SecurityQuestions')).body.data[0].question).not.toBe('changed');
  });

  test('Hints: no new ones, none read or deleted by id (401); unlocking stays open', async () => {
    await unauthorized('POST', '/api/Hints', post({ ChallengeId: 1, text: 'x' }));
    await unauthorized('GET', '/api/Hints/1');
    await unauthorized('DELETE', '/api/Hints/1');
    expect((await s.json('/api/Hints/1', { ...post({ unlocked: true }), method: 'PUT' })).status).toBe(200);
  });

  test('Quantitys: nobody creates or deletes stock (401)', async () => {
    await unauthorized('POST', '/api/Quantitys', post({ ProductId: 1, quantity: 5 }));
    await unauthorized('DELETE', '/api/Quantitys/1');
    expect((await s.json('/api/Quantitys')).body.data.find((q: { id: number }) => q.id === 1)).toBeDefined();
  });

  test('Quantitys by id: 403 "Malicious activity detected" for anyone but an accountant', async () => {
    const jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    for (const headers of [{}, bearer(jim), bearer('not.a.token')]) {
      for (const method of ['GET', 'PUT']) {
        const r = await s.json('/api/Quantitys/1', { ...(method === 'PUT' ? post({ quantity: 0 }, headers) : { headers }), method });
        expect(r.status).toBe(403);
        expect(r.body).toEqual({ error: 'Malicious activity detected' });
      }
    }
  });

  test("Quantitys by id: an accountant is refused by upstream's IP allow-list (403 IpDeniedError) and nothing changes", () =>
    withFreshShop(async (t) => {
      const accountant = await tokenFor(t, 'accountant@juice-sh.op', 'i am an awesome accountant');
      const before = (await t.json('/api/Quantitys')).body.data.find((q: { id: number }) => q.id === 1).quantity;
      const json = await t.json('/api/Quantitys/1', {
        ...post({ quantity: before + 100 }, { ...bearer(accountant), accept: 'application/json' }),
        method: 'PUT',
      });
      expect(json.status).toBe(403);
      expect(json.body.error).toMatchObject({
        name: 'IpDeniedError',
        message: 'Access denied to IP address: 127.0.0.1',
        status: 403,
        statusCode: 403,
        extra: { ip: '127.0.0.1' },
      });
      expect(json.body.error.stack).toMatch(/^IpDeniedError: Access denied to IP address: 127\.0\.0\.1\n/);
      const page = await rawGet(t, '/api/Quantitys/1', bearer(accountant));
      expect(page.status).toBe(403);
      expect(titleOf(page.text)).toBe('IpDeniedError: Access denied to IP address: 127.0.0.1');
      expect((await t.json('/api/Quantitys')).body.data.find((q: { id: number }) => q.id === 1).quantity).toBe(before);
      // an error above 401 reached the error handler, as upstream
      expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(true);
    }));

  test('none of the 401 and 403 refusals solves Error Handling', () =>
    withFreshShop(async (t) => {
      for (const [method, path] of [
        ['POST', '/api/Challenges'],
        ['GET', '/api/Challenges/1'],
        ['DELETE', '/api/SecurityQuestions/1'],
        ['POST', '/api/Quantitys'],
        ['GET', '/api/Quantitys/1'],
      ]) {
        await (await t.get(path, { method })).text();
      }
      expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(false);
    }));
});

describe("a missing row is answered 404, as upstream's generated endpoints do, and solves nothing", () => {
  test('GET /api/Products/9999, a deleted or malformed id; PUT of a missing product or hint', () =>
    withFreshShop(async (t) => {
      for (const [method, path, init] of [
        ['GET', '/api/Products/9999', {}],
        ['GET', '/api/Products/11', {}], // Rippertuer is deleted
        ['GET', '/api/Products/abc', {}],
        ['PUT', '/api/Products/9999', post({ description: 'x' })],
        ['PUT', '/api/Hints/99999', post({ unlocked: true })],
      ] as Array<[string, string, RequestInit]>) {
        const r = await t.json(path, { ...init, method });
        expect(r.status, `${method} ${path}`).toBe(404);
        expect(r.body).toEqual({ message: 'Not Found', errors: [] });
      }
      expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(false);
    }));
});

describe('REST and the content graph read feedback, hints and challenges alike', () => {
  const graph = async (query: string) => (await s.json(`/graphql?query=${encodeURIComponent(query)}`)).body.data;

  test('feedback', async () => {
    const rest = (await s.json('/api/Feedbacks')).body.data as Array<{
      id: number;
      UserId: number | null;
      comment: string;
      rating: number;
    }>;
    expect(rest.length).toBeGreaterThan(0);
    expect(Object.keys(rest[0]!).sort()).toEqual(['UserId', 'comment', 'createdAt', 'id', 'rating', 'updatedAt']);
    const { feedbacks } = await graph('{ feedbacks { id comment rating userId } }');
    expect(feedbacks).toEqual(rest.map((f) => ({ id: f.id, comment: f.comment, rating: f.rating, userId: f.UserId })));
  });

  test('hints, unlocked ones included', async () => {
    await s.json('/api/Hints/2', { ...post({ unlocked: true }), method: 'PUT' });
    const rest = (await s.json('/api/Hints')).body.data as Array<{
      id: number;
      ChallengeId: number;
      order: number;
      text: string;
      unlocked: boolean;
    }>;
    expect(rest.find((h) => h.id === 2)?.unlocked).toBe(true);
    const { hints } = await graph('{ hints { id ChallengeId order text unlocked } }');
    expect(hints).toEqual(rest.map(({ id, ChallengeId, order, text, unlocked }) => ({ id, ChallengeId, order, text, unlocked })));
  });

  test('challenges, as a list, filtered and one by key', async () => {
    const rest = (await s.json('/api/Challenges')).body.data as Array<{
      id: number;
      key: string;
      solved: boolean;
      hasCodingChallenge: boolean;
      updatedAt: string;
    }>;
    const { challenges } = await graph('{ challenges { id key solved hasCodingChallenge updatedAt } }');
    expect(challenges).toEqual(
      rest.map(({ id, key, solved, hasCodingChallenge, updatedAt }) => ({ id, key, solved, hasCodingChallenge, updatedAt })),
    );
    const filtered = (await s.json('/api/Challenges?key=dbSchemaChallenge')).body.data;
    const { challenge } = await graph('{ challenge(key: "dbSchemaChallenge") { id name tags } }');
    expect(challenge).toEqual({ id: filtered[0].id, name: filtered[0].name, tags: filtered[0].tags ? filtered[0].tags.split(',') : [] });
  });
});
