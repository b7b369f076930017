import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { whereMatches, WhereFailure } from '../../src/server/sandbox/where';
import { healthAnswersDuring, startShop, type TestServer } from '../helpers';
import { bearer, post, tokenFor } from './accounts-helpers';

/**
 * Containment of the planted evaluation flaws (NoSQL `$where`, B2B order lines): the well-known
 * sandbox escapes, each trying to run a command that creates a file. None may create it, the
 * shop must keep answering, and the challenge each flaw belongs to still solves by its real attack.
 */

let s: TestServer;
let jim: string;
beforeAll(async () => {
  s = await startShop();
  jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
});
afterAll(() => s.close());

const marker = (name: string) => path.join(tmpdir(), `containment-${process.pid}-${name}-${Math.random().toString(36).slice(2)}`);

/** Code that, run on Node's `process` (CommonJS or not), creates `file`. */
const touch = (file: string) => `.getBuiltinModule('child_process').execSync('touch ${file}')`;
/** The classic escape: from any object of the context to its Function constructor, and out. */
const constructorChain = (file: string) => `this.constructor.constructor('return process')()${touch(file)}`;
/** Every host function a stack trace can hand out, asked for its Function constructor. */
const stackEscape = (file: string) =>
  `Error.prepareStackTrace = (e, frames) => { for (const f of frames) for (const o of [f.getFunction(), f.getThis()]) { try { o.constructor.constructor('return process')()${touch(file)}; } catch {} } return ''; };`;

/** The escapes of the B2B order lines, by name: each creates the file it is given when it gets out. */
const ORDER_LINE_ESCAPES: Record<string, (file: string) => string> = {
  'constructor chain': (f) => constructorChain(f),
  'constructor chain from a function': (f) => `(() => {}).constructor('return process')()${touch(f)}`,
  'async function constructor': (f) => `(async function () {}).constructor('return process')().then((p) => p${touch(f)})`,
  'generator function constructor': (f) => `(function* () {}).constructor('return process')().next().value${touch(f)}`,
  'prepareStackTrace, thrown object with a getter on name': (f) => `${stackEscape(f)} throw { get name() { return new Error().stack; } };`,
  'prepareStackTrace, getter on message': (f) => `${stackEscape(f)} throw { get message() { return new Error().stack; } };`,
  'prepareStackTrace, getter on stack': (f) =>
    `${stackEscape(f)} const e = new Error('x'); Object.defineProperty(e, 'stack', { get() { return new Error().stack; } }); throw e;`,
  'Symbol.toPrimitive on a thrown object': (f) =>
    `throw { [Symbol.toPrimitive]() { ${constructorChain(f)}; return 'x'; }, toString() { ${constructorChain(f)}; return 'x'; } };`,
  'Proxy traps on a thrown object': (f) => `throw new Proxy({}, { get(target, key) { ${stackEscape(f)} return new Error().stack; } });`,
  'dynamic import': (f) => `import('child_process').then((cp) => cp.execSync('touch ${f}'))`,
  eval: (f) => `eval("${constructorChain(f)}")`,
  'process and require as globals': (f) => `process.mainModule.require('child_process').execSync('touch ${f}')`,
  'globalThis of the host through a sloppy function': (f) => `(function () { return this; })().process${touch(f)}`,
};

describe('B2B order lines: the well-known escapes do not reach the host', () => {
  for (const [name, escapeCode] of Object.entries(ORDER_LINE_ESCAPES)) {
    test(name, async () => {
      const file = marker('b2b');
      const r = await s.json(
        '/b2b/v2/orders',
        post({ cid: 'escape', orderLinesData: escapeCode(file) }, { ...bearer(jim), accept: 'application/json' }),
      );
      // an error of the lines' own (500) or an ordinary order (200): never the shop's process
      expect([200, 500]).toContain(r.status);
      expect(existsSync(file)).toBe(false);
      expect((await s.json('/rest/admin/application-version')).status).toBe(200);
      rmSync(file, { force: true });
    });
  }

  test('off-heap memory is not there: typed arrays, shared memory, Intl and WebAssembly are undefined', async () => {
    for (const name of ['Uint8Array', 'ArrayBuffer', 'SharedArrayBuffer', 'Intl', 'WebAssembly', 'Atomics']) {
      const r = await s.json(
        '/b2b/v2/orders',
        post({ orderLinesData: `new ${name}.constructor(1)` }, { ...bearer(jim), accept: 'application/json' }),
      );
      expect(r.status, name).toBe(500);
      expect(r.body.error.message).toBe(`${name} is not defined`);
    }
  });

  test('one huge allocation ends the sandbox child, not the shop (503), and the next order is served', async () => {
    const r = await s.json(
      '/b2b/v2/orders',
      post({ orderLinesData: 'Array(5e7).fill(0)' }, { ...bearer(jim), accept: 'application/json' }),
    );
    expect(r.status).toBe(503);
    const next = await s.json(
      '/b2b/v2/orders',
      post({ cid: 'after', orderLinesData: '[]' }, { ...bearer(jim), accept: 'application/json' }),
    );
    expect(next.body.cid).toBe('after');
  });

  test("a thrown object whose name never finishes reading is stopped by the shop's own timer (503); the shop answers meanwhile", async () => {
    // a catastrophic regular expression: no loop for the iteration guard to count
    const lines = "throw { get name() { /((a+)+)b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'); return 'x'; } }";
    const attack = s.json('/b2b/v2/orders', post({ orderLinesData: lines }, { ...bearer(jim), accept: 'application/json' }));
    await healthAnswersDuring(s, attack);
    expect((await attack).status).toBe(503);
  });

  test('after every escape attempt, the real attacks still solve: the iteration cap (rceChallenge) and the time limit (rceOccupyChallenge)', async () => {
    const shop = await startShop();
    try {
      const token = await tokenFor(shop, 'jim@juice-sh.op', 'ncc-1701');
      const send = (orderLinesData: string) =>
        shop.json('/b2b/v2/orders', post({ orderLinesData }, { ...bearer(token), accept: 'application/json' }));
      for (const escapeCode of Object.values(ORDER_LINE_ESCAPES)) await send(escapeCode(marker('again')));
      expect((await send('(function dos() { while(true); })()')).body.error.message).toBe(
        'Infinite loop detected - reached max iterations',
      );
      expect(shop.shop.challenges.isSolved('rceChallenge')).toBe(true);
      expect((await send("/((a+)+)b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaa')")).status).toBe(503);
      expect(shop.shop.challenges.isSolved('rceOccupyChallenge')).toBe(true);
    } finally {
      await shop.close();
    }
  });
});

/** `$where` conditions as the order tracking builds them, with the id's quote closed by the payload. */
const WHERE_ESCAPES: Record<string, (file: string) => string> = {
  'constructor chain': (f) => `''||${constructorChain(f)}||''`,
  'constructor chain of a document': (f) => `''||obj.constructor.constructor('return process')()${touch(f)}||''`,
  'sleep, the one function the context is given': (f) => `''||sleep.constructor('return process')()${touch(f)}||''`,
  'async function constructor': (f) => `''||(async()=>{}).constructor('return process')()${touch(f)}||''`,
  'prepareStackTrace with a host frame': (f) => `''||(()=>{ ${stackEscape(f)} return new Error().stack; })()||''`,
  'thrown object with getters': (f) =>
    `''||(()=>{ ${stackEscape(f)} throw { get message() { return new Error().stack; }, get name() { return new Error().stack; } }; })()||''`,
  'Proxy thrown': (f) => `''||(()=>{ throw new Proxy({}, { get() { ${constructorChain(f)}; } }); })()||''`,
  'Symbol.toPrimitive returned': (f) => `({ [Symbol.toPrimitive]() { ${constructorChain(f)}; return 1; } })`,
  'dynamic import': (f) => `''||import('child_process').then((cp) => cp.execSync('touch ${f}'))||''`,
  'process as a global': (f) => `''||process${touch(f)}||''`,
};

describe('NoSQL $where: the well-known escapes do not reach the host', () => {
  const documents = JSON.stringify([{ orderId: 'a' }, { orderId: 'b' }]);
  for (const [name, escapeCode] of Object.entries(WHERE_ESCAPES)) {
    test(`${name} (the evaluator itself, without the route's length limit)`, async () => {
      const file = marker('where');
      const outcome = await whereMatches(documents, `this.orderId === ${escapeCode(file)}`, 3000, 2000).catch((e: unknown) => e);
      if (!(outcome instanceof WhereFailure)) expect(outcome).toEqual({ hits: expect.any(Array), ms: expect.any(Number) });
      expect(existsSync(file)).toBe(false);
      rmSync(file, { force: true });
    });
  }

  test('a document holds no object of the host: its constructor builds no function from a string', async () => {
    const failure = await whereMatches(documents, `this.constructor.constructor('return 1')() === 1`, 3000, 2000).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WhereFailure);
    expect((failure as WhereFailure).message).toBe('Code generation from strings disallowed for this context');
  });

  test('track-order: the constructor chain answers 400 Wrong Param, with nothing of the process', async () => {
    const r = await s.json(`/rest/track-order/${encodeURIComponent(`'||constructor.constructor("return process")()//`)}`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'Wrong Param' });
  });

  test('track-order: one huge allocation ends the evaluator child, not the shop; tracking works again right after', async () => {
    const r = await s.json(`/rest/track-order/${encodeURIComponent(`'||Array(5e7).fill(0)&&0||'`)}`);
    expect(r.status).toBe(400);
    const next = await s.json('/rest/track-order/5267-f9cd5882f54c75a3');
    expect(next.body).toEqual({ status: 'success', data: [{ orderId: '5267-f9cd5882f54c75a3' }] });
  });

  test('track-order: typed arrays are not there (no memory outside the heap limit)', async () => {
    const r = await s.json(`/rest/track-order/${encodeURIComponent(`'||new Uint8Array(1e9)||'`)}`);
    expect(r.status).toBe(400);
  });

  test('track-order: a thrown object whose message never finishes reading is cut off (400) while the shop answers', async () => {
    const attack = s.json(`/rest/track-order/${encodeURIComponent(`'||(()=>{throw{get message(){for(;;);}}})()||'`)}`);
    await healthAnswersDuring(s, attack);
    expect((await attack).status).toBe(400);
  });

  test('reviews: a thrown object whose name never finishes reading is cut off (400) while the shop answers', async () => {
    // within the route's 40 characters; its toString is never called: the name is read inside the context
    const attack = s.json(`/rest/products/${encodeURIComponent('(()=>{throw{get name(){for(;;);}}})()')}/reviews`);
    await healthAnswersDuring(s, attack);
    expect((await attack).status).toBe(400);
  });

  test('reviews: a thrown object whose toString loops answers 400 at once: nothing calls it', async () => {
    const r = await s.json(`/rest/products/${encodeURIComponent('(()=>{throw{toString(){for(;;);}}})()')}/reviews`);
    expect(r.status).toBe(400);
    expect((await s.json('/rest/admin/application-version')).status).toBe(200);
  });

  test('after every escape attempt, the real attacks still solve: NoSQL Exfiltration and NoSQL DoS', async () => {
    const shop = await startShop();
    try {
      for (const payload of [
        `'||constructor.constructor("return process")()//`,
        `'||Array(5e7).fill(0)&&0||'`,
        `'||new Uint8Array(1e9)||'`,
      ]) {
        await shop.json(`/rest/track-order/${encodeURIComponent(payload)}`);
      }
      const all = await shop.json(`/rest/track-order/${encodeURIComponent(`'||true||'`)}`);
      expect(all.body.data.length).toBeGreaterThan(1);
      expect(shop.shop.challenges.isSolved('noSqlOrdersChallenge')).toBe(true);
      await shop.json(`/rest/products/${encodeURIComponent('sleep(2000)')}/reviews`);
      expect(shop.shop.challenges.isSolved('noSqlCommandChallenge')).toBe(true);
    } finally {
      await shop.close();
    }
  });
});
