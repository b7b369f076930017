import { decodeJwt } from 'jose';
import { afterEach, expect, test, vi } from 'vitest';
import { decodeToken, removeCookie } from '../../src/lib/login-storage';

afterEach(() => vi.unstubAllGlobals());

const b64u = (text: string) => Buffer.from(text).toString('base64url');
const jose = (token: string) => {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
};

// decodeToken replaced jose's decodeJwt on the client: it reads what jose read and refuses what jose threw on
test('decodeToken decodes as jose decodeJwt did, null where it threw', () => {
  const header = b64u('{"typ":"JWT","alg":"RS256"}');
  const payloads = [
    '{"status":"success","data":{"id":1,"email":"admin@juice-sh.op","role":"admin","lastLoginIp":"1.2.3.4"},"iat":1700000000}',
    '{"data":{"email":"jürgen@juice-sh.op 🍹"}}',
    '{}',
    '[1,2]',
    'null',
    '42',
    '"text"',
    'not json',
  ];
  const tokens = [
    ...payloads.map((p) => `${header}.${b64u(p)}.signature`),
    ...payloads.map((p) => `${header}.${b64u(p)}.`),
    `${header}.${Buffer.from('{"a":"??>>"}').toString('base64')}.s`,
    `${header}.${b64u('{"a":1}')}==.s`,
    `${header}.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.s`,
    `${header}.%%%.s`,
    `${header}..s`,
    `${header}.${b64u('{}')}`,
    `${header}.${b64u('{}')}.s.x.y`,
    'garbage',
    '',
  ];
  for (const token of tokens) expect(decodeToken(token), token).toEqual(jose(token));
  expect(decodeToken(null)).toBeNull();
});

test('removeCookie writes the header cookie-es serialize did', () => {
  const written: string[] = [];
  vi.stubGlobal('document', {
    set cookie(value: string) {
      written.push(value);
    },
  });
  removeCookie('token');
  expect(written).toEqual(['token=; Max-Age=0; Path=/']);
});
