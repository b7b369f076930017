import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { ctfFlag } from '../../src/server/challenges/service';
import { createShop, readCtfKey } from '../../src/server/shop';

const independentFlag = (key: string, name: string) =>
  createHmac('sha1', Buffer.from(key, 'utf8')).update(Buffer.from(name, 'utf8')).digest('hex');

afterEach(() => {
  delete process.env.CTF_KEY;
});

test.each([
  ['TRwzkRJnHOTckssAeyJbysWgP!Qc2T', 'Score Board'],
  ['TRwzkRJnHOTckssAeyJbysWgP!Qc2T', "Bjoern's Favorite Pet"],
  ['another key', 'Imaginary Challenge'],
  ['ключ', 'Ünïcödé'],
])('flag for key %j and challenge %j is the hex HMAC-SHA1 of the name', (key, name) => {
  const flag = ctfFlag(key, name);
  expect(flag).toMatch(/^[0-9a-f]{40}$/);
  expect(flag).toBe(independentFlag(key, name));
});

test('a known vector: HMAC-SHA1 with key "key" of the pangram (RFC 2104 style check)', () => {
  expect(ctfFlag('key', 'The quick brown fox jumps over the lazy dog')).toBe('de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9');
});

test('the key comes from CTF_KEY when set, else from the ctf.key file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ctfkey-'));
  writeFileSync(path.join(dir, 'ctf.key'), 'file key');
  expect(readCtfKey(dir)).toBe('file key');
  process.env.CTF_KEY = 'env key';
  expect(readCtfKey(dir)).toBe('env key');
});

test("the shop's service signs with the key it was given: CTF_KEY reaches every flag", () => {
  process.env.CTF_KEY = 'event key';
  const shop = createShop({ configOverrides: { challenges: { safetyMode: 'disabled' } } });
  try {
    expect(shop.challenges.flag('Score Board')).toBe(independentFlag('event key', 'Score Board'));
  } finally {
    shop.db.close();
  }
  delete process.env.CTF_KEY;
  const fileShop = createShop();
  try {
    expect(fileShop.challenges.flag('Score Board')).toBe(independentFlag('TRwzkRJnHOTckssAeyJbysWgP!Qc2T', 'Score Board'));
  } finally {
    fileShop.db.close();
  }
});
