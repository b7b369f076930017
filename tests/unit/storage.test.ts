import { parse, serialize } from 'cookie-es';
import { afterEach, expect, test, vi } from 'vitest';
import { COOKIES, readCookie, writeCookie } from '../../src/lib/storage';

/** A document whose `cookie` reads as the given header and records what is written to it. */
function fakeDocument(header: string) {
  const written: string[] = [];
  vi.stubGlobal('document', {
    get cookie() {
      return header;
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
  return written;
}

afterEach(() => vi.unstubAllGlobals());

// the helpers replaced cookie-es in the shell's first load: they read and write what it did
test('readCookie reads a cookie as cookie-es parse does', () => {
  const headers = [
    'language=de_DE; welcomebanner_status=dismiss',
    ' token=eyJ0eXAiOiJKV1Qi.eyJkYXRhIjp7fX0.sig ;cookieconsent_status=dismiss',
    'language=en; language=fr',
    'flag; continueCode=abc%20d%2Fe; bad=%E0%A4%A',
    'a=; b==c; =x; c="quoted"',
    '',
  ];
  for (const header of headers) {
    const parsed = parse(header);
    fakeDocument(header);
    for (const name of [
      'language',
      'welcomebanner_status',
      'cookieconsent_status',
      'token',
      'continueCode',
      'bad',
      'a',
      'b',
      'c',
      'flag',
      'missing',
    ]) {
      expect(readCookie(name), `${name} in "${header}"`).toBe(parsed[name]);
    }
  }
});

test('readCookie outside a browser is undefined', () => {
  expect(readCookie('language')).toBeUndefined();
});

test('writeCookie writes the header cookie-es serialize did', () => {
  const written = fakeDocument('');
  const cases = [
    [COOKIES.language, 'de_DE'],
    [COOKIES.welcomeBanner, 'dismiss'],
    [COOKIES.token, 'eyJ0eXAiOiJKV1Qi.eyJkYXRhIjp7fX0.sig'],
    [COOKIES.codeFixesFormat, 'SideBySide'],
    [COOKIES.cookieConsent, 'a value; with=odd ü chars'],
  ] as const;
  for (const [cookie, value] of cases) writeCookie(cookie, value);
  expect(written).toEqual(
    cases.map(([cookie, value]) => serialize(cookie.name, value, { path: '/', maxAge: cookie.maxAge, sameSite: 'lax' })),
  );
});
