import { createDecipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decode as z85 } from '@alttiri/base85';
import { load } from 'js-yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { INCIDENT_KEY_FILE, keepass } from '../../scripts/ftp/keepass';
import { restoreOverwritableFiles } from '../../src/server/services/complaint-files';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { handledError, loginAt } from './accounts-helpers';

/** The /ftp folder, its files and the clues they hold, and the hidden rewards behind two of them. */

const EGG_URL = '/the/devs/are/so/funny/they/hid/an/easter/egg/within/the/easter/egg';
const PAYWALL_URL = '/this/page/is/hidden/behind/an/incredibly/high/paywall/that/could/only/be/unlocked/by/sending/1btc/to/us';
const NULL_BYTE_FILES = ['eastere.gg', 'package.json.bak', 'coupons_2013.md.bak', 'suspicious_errors.yml', 'encrypt.pyc'];
const shipped = (name: string) => readFileSync(path.join('private/ftp', name));

let s: TestServer;
const solved = (key: string) => s.shop.challenges.isSolved(key);
const fresh = async () => {
  await s?.close();
  s = await startShop();
  await restoreOverwritableFiles(s.shop);
};
const bytes = async (p: string) => {
  const res = await s.get(p);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
};

beforeAll(fresh);
afterAll(async () => s?.close());

describe('GET /ftp (the folder listing)', () => {
  test('robots.txt keeps crawlers out of /ftp (and so names it)', async () => {
    const res = await s.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('User-agent: *\nDisallow: /ftp');
  });

  test('lists every shipped file and the quarantine folder, with and without the trailing slash', async () => {
    for (const address of ['/ftp', '/ftp/']) {
      const res = await s.get(address);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain(`<title>listing directory ${address}</title>`);
      for (const name of [
        'quarantine',
        'acquisitions.md',
        'announcement_encrypted.md',
        'coupons_2013.md.bak',
        'eastere.gg',
        'encrypt.pyc',
        'incident-support.kdbx',
        'legal.md',
        'package-lock.json.bak',
        'package.json.bak',
        'suspicious_errors.yml',
      ]) {
        expect(html, name).toContain(`href="/ftp/${name}${name === 'quarantine' ? '/' : ''}"`);
      }
      // the folder first, then the files by name, each with its size
      expect(html.indexOf('>quarantine<')).toBeLessThan(html.indexOf('>acquisitions.md<'));
      expect(html.indexOf('>acquisitions.md<')).toBeLessThan(html.indexOf('>suspicious_errors.yml<'));
      expect(html).toContain(`>${shipped('coupons_2013.md.bak').length} B<`);
    }
    expect(solved('directoryListingChallenge')).toBe(false);
  });

  test('the quarantine folder lists and serves its Internet shortcuts, without the extension check', async () => {
    const html = await (await s.get('/ftp/quarantine/')).text();
    const names = ['juicy_malware_linux_amd_64', 'juicy_malware_linux_arm_64', 'juicy_malware_macos_64', 'juicy_malware_windows_64.exe'];
    for (const name of names) {
      expect(html).toContain(`href="/ftp/quarantine/${name}.url"`);
      const file = await bytes(`/ftp/quarantine/${name}.url`);
      expect(file.status).toBe(200);
      expect(file.body.toString()).toMatch(
        new RegExp(
          `^\\[InternetShortcut\\]\\r?\\nURL=https://github\\.com/juice-shop/juicy-malware/raw/master/${name.replace('.', '\\.')}\\r?\\n`,
        ),
      );
    }
    expect((await s.get('/ftp/quarantine/nothing.url')).status).toBe(404);
    expect((await handledError(s, '/ftp/quarantine/..%2F..%2Fpackage.json')).message).toBe('File names cannot contain forward slashes!');
  });
});

describe('GET /ftp/:file', () => {
  beforeEach(fresh);

  test('Confidential Document: opening acquisitions.md from the listing; other documents solve nothing', async () => {
    const legal = await bytes('/ftp/legal.md');
    expect(legal.status).toBe(200);
    expect(legal.type).toMatch(/^text\/markdown/);
    expect((await bytes('/ftp/announcement_encrypted.md')).status).toBe(200);
    expect(solved('directoryListingChallenge')).toBe(false);
    const doc = await bytes('/ftp/acquisitions.md');
    expect(doc.status).toBe(200);
    expect(doc.body.toString()).toContain('# Planned Acquisitions');
    expect(solved('directoryListingChallenge')).toBe(true);
  });

  test("other file types answer 403 with upstream's message (an error the error page reveals: Error Handling)", async () => {
    for (const name of [...NULL_BYTE_FILES, 'easter.egg', 'acquisitions.MD']) {
      const r = await handledError(s, `/ftp/${name}`);
      expect(r, name).toEqual({ status: 403, message: 'Only .md and .pdf files are allowed!' });
    }
    expect(solved('errorHandlingChallenge')).toBe(true);
    for (const key of [
      'easterEggLevelOneChallenge',
      'forgottenDevBackupChallenge',
      'forgottenBackupChallenge',
      'misplacedSignatureFileChallenge',
      'nullByteChallenge',
    ])
      expect(solved(key)).toBe(false);
  });

  test('names with a slash answer 403; unknown names, folders and names the file system refuses 404', async () => {
    for (const name of ['..%2Fpackage.json', '%2Fetc%2Fpasswd%2500.md', 'quarantine%2Fx.md']) {
      expect(await handledError(s, `/ftp/${name}`), name).toEqual({ status: 403, message: 'File names cannot contain forward slashes!' });
    }
    for (const name of [
      'nothing.md',
      '..%2500.md',
      '.%2500.md',
      'quarantine%2500.md',
      'legal.md%00.md',
      'order_0000-0000000000000000.pdf',
    ]) {
      const r = await s.get(`/ftp/${name}`);
      expect(r.status, name).toBe(404);
      expect(await r.text()).not.toContain('"dependencies"');
    }
  });

  test.each([
    ['eastere.gg', 'easterEggLevelOneChallenge'],
    ['package.json.bak', 'forgottenDevBackupChallenge'],
    ['coupons_2013.md.bak', 'forgottenBackupChallenge'],
    ['suspicious_errors.yml', 'misplacedSignatureFileChallenge'],
  ])('the poison null byte serves %s (%s), and the same request solves Poison Null Byte', async (name, key) => {
    const file = await bytes(`/ftp/${name}%2500.md`);
    expect(file.status).toBe(200);
    expect(file.body.equals(shipped(name))).toBe(true);
    expect(solved(key)).toBe(true);
    expect(solved('nullByteChallenge')).toBe(true);
  });

  test('Poison Null Byte by itself: encrypt.pyc through %2500.pdf', async () => {
    const file = await bytes('/ftp/encrypt.pyc%2500.pdf');
    expect(file.status).toBe(200);
    expect(file.body.equals(shipped('encrypt.pyc'))).toBe(true);
    expect(solved('nullByteChallenge')).toBe(true);
    expect(solved('easterEggLevelOneChallenge')).toBe(false);
  });

  test('order confirmations, the KeePass database and the lock backup (null byte) are served as they are', async () => {
    const kdbx = await bytes('/ftp/incident-support.kdbx');
    expect(kdbx.status).toBe(200);
    expect(kdbx.type).toBe('application/octet-stream');
    expect(kdbx.body.equals(shipped('incident-support.kdbx'))).toBe(true);
    const lock = await bytes('/ftp/package-lock.json.bak%2500.md');
    expect(lock.status).toBe(200);
    expect(lock.body.equals(shipped('package-lock.json.bak'))).toBe(true);
  });
});

describe('the clues in the files', () => {
  beforeAll(fresh);

  test("Login Support Team: the KeePass file opens with the shop's product picture as key file and holds support's password", async () => {
    const kdbxweb = keepass();
    const file = (await bytes('/ftp/incident-support.kdbx')).body;
    const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    // what a player tries first: guessing a password, or another of the shop's pictures
    await expect(kdbxweb.Kdbx.load(data, new kdbxweb.KdbxCredentials(kdbxweb.ProtectedValue.fromString('support')))).rejects.toThrow();
    await expect(
      kdbxweb.Kdbx.load(
        data,
        new kdbxweb.KdbxCredentials(null, new Uint8Array(readFileSync('public/assets/public/images/products/undefined.jpg'))),
      ),
    ).rejects.toThrow();
    const keyFile = new Uint8Array(readFileSync(INCIDENT_KEY_FILE));
    const db = await kdbxweb.Kdbx.load(data, new kdbxweb.KdbxCredentials(null, keyFile));
    const entry = db.getDefaultGroup().entries.find((e) => e.fields.get('UserName') === 'support@juice-sh.op');
    const password = (entry!.fields.get('Password') as InstanceType<typeof kdbxweb.ProtectedValue>).getText();

    expect((await loginAt(s, 'support@juice-sh.op', 'wrong')).status).toBe(401);
    expect(solved('loginSupportChallenge')).toBe(false);
    const login = await loginAt(s, 'support@juice-sh.op', password);
    expect(login.status).toBe(200);
    expect(solved('loginSupportChallenge')).toBe(true);
  });

  test('Nested Easter Egg: the egg holds the hidden address as base64 of its ROT13; the address shows planet Orangeuze', async () => {
    const egg = (await bytes('/ftp/eastere.gg%2500.md')).body.toString();
    const encoded = /[A-Za-z0-9+/]{40,}={0,2}/.exec(egg)?.[0] ?? '';
    const rot13 = (t: string) =>
      t.replace(/[a-z]/gi, (ch) =>
        String.fromCharCode(((ch.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (ch === ch.toLowerCase() ? 97 : 65)),
      );
    const hidden = rot13(Buffer.from(encoded, 'base64').toString());
    expect(hidden).toBe(EGG_URL);
    expect(solved('easterEggLevelTwoChallenge')).toBe(false);
    const res = await s.get(hidden);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/<title>[^<]*Orangeuze[^<]*<\/title>/);
    expect(solved('easterEggLevelTwoChallenge')).toBe(true);
  });

  test('the encrypted announcement falls to a dictionary attack with the public key inside encrypt.pyc and names the token sale', async () => {
    const source = readFileSync('scripts/ftp/encrypt.py', 'utf8');
    const n = BigInt(/^N = (\d+)$/m.exec(source)![1]!);
    const e = BigInt(/^E = (\d+)$/m.exec(source)![1]!);
    // encrypt.pyc is that encryptor: its constants hold N as marshal writes a long (15-bit digits, little endian)
    const digits: number[] = [];
    for (let rest = n; rest > 0n; rest >>= 15n) digits.push(Number(rest & 0x7fffn));
    const marshalled = Buffer.alloc(5 + digits.length * 2);
    marshalled.writeUInt8(0x6c, 0); // 'l', the type of a long
    marshalled.writeInt32LE(digits.length, 1);
    for (const [i, d] of digits.entries()) marshalled.writeUInt16LE(d, 5 + i * 2);
    const pyc = (await bytes('/ftp/encrypt.pyc%2500.md')).body;
    expect(pyc.subarray(1).includes(marshalled.subarray(1))).toBe(true);

    const power = (base: bigint, exp: bigint) => {
      let result = 1n;
      for (let b = base % n, x = exp; x > 0n; x >>= 1n, b = (b * b) % n) if (x & 1n) result = (result * b) % n;
      return result;
    };
    const table = new Map<string, string>();
    for (let code = 9; code < 127; code++) table.set(power(BigInt(code), e).toString(), String.fromCharCode(code));
    const lines = (await bytes('/ftp/announcement_encrypted.md')).body.toString().trim().split('\n');
    const plain = lines.map((line) => table.get(line) ?? '?').join('');
    expect(plain).not.toContain('?');
    expect(plain).toContain('/#/tokensale-ico-ea');
  });

  test("the sales backup holds the 2013 coupons in the shop's coupon encoding", async () => {
    const codes = (await bytes('/ftp/coupons_2013.md.bak%2500.md')).body.toString().trim().split('\n');
    const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
    expect(codes.map((c) => new TextDecoder().decode(z85(c, 'z85')))).toEqual(months.map((m) => `${m}13-${m === 'DEC' ? 15 : 10}`));
    expect(codes.every((c) => c.length === 10)).toBe(true);
  });

  test('the developer backups: the manifest names the typosquatted epilogue-js, the lock backup locks the same packages', async () => {
    const manifest = JSON.parse((await bytes('/ftp/package.json.bak%2500.md')).body.toString());
    const lock = JSON.parse((await bytes('/ftp/package-lock.json.bak%2500.md')).body.toString());
    expect(manifest.dependencies['epilogue-js']).toBeDefined();
    expect(Object.keys(lock.dependencies).sort()).toEqual(
      [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)].sort(),
    );
    expect(lock).toMatchObject({ name: manifest.name, version: manifest.version, lockfileVersion: 1 });
  });

  test('the misplaced signature file is a Sigma rule', async () => {
    const rule = load((await bytes('/ftp/suspicious_errors.yml%2500.md')).body.toString()) as Record<string, any>;
    expect(rule).toMatchObject({ title: expect.any(String), logsource: expect.any(Object), level: expect.any(String) });
    expect(rule.detection.condition).toEqual(expect.any(String));
  });
});

describe('Premium Paywall', () => {
  beforeAll(fresh);

  test('/encryptionkeys lists premium.key beside jwt.pub, and serves it', async () => {
    const html = await (await s.get('/encryptionkeys/')).text();
    expect(html).toContain('href="/encryptionkeys/jwt.pub"');
    expect(html).toContain('href="/encryptionkeys/premium.key"');
    expect(await (await s.get('/encryptionkeys/premium.key')).text()).toBe('1337133713371337.EA99A61D92D2955B1E9285B55BF2AD42');
  });

  test('the key decrypts the comment in the challenge description to the premium address, which serves the wallpaper', async () => {
    const { body } = await s.json('/api/Challenges');
    const description: string = body.data.find((c: { key: string }) => c.key === 'premiumPaywallChallenge').description;
    const ciphertext = /<!--(.+?)-->/.exec(description)![1]!;
    const [iv, key] = (await (await s.get('/encryptionkeys/premium.key')).text()).split('.');
    const padded = (hex: string, size: number) => Buffer.concat([Buffer.from(hex!, 'hex'), Buffer.alloc(size)]).subarray(0, size);
    const decipher = createDecipheriv('aes-256-cbc', padded(key!, 32), padded(iv!, 16));
    // the ciphertext is upstream's: its text ends with a line break
    const hidden = (decipher.update(ciphertext, 'base64', 'utf8') + decipher.final('utf8')).trimEnd();
    expect(hidden).toBe(PAYWALL_URL);

    expect(solved('premiumPaywallChallenge')).toBe(false);
    const wallpaper = await bytes(hidden);
    expect(wallpaper.status).toBe(200);
    expect(wallpaper.type).toBe('image/svg+xml');
    expect(wallpaper.body.toString()).toContain('viewBox="0 0 1920 1080"');
    expect(solved('premiumPaywallChallenge')).toBe(true);
  });
});

describe('repeated slashes are merged before any route, as upstream merges them', () => {
  const get = async (t: TestServer, p: string) => {
    const res = await t.get(p, { headers: { accept: 'application/json' } });
    const text = await res.text();
    return { status: res.status, text };
  };

  test("a path that tricks the route definitions meets the same type check: 403 (upstream's ftp test)", () =>
    withFreshShop(async (t) => {
      for (const p of ['/ftp///eastere.gg', '/ftp//eastere.gg', '//ftp//eastere.gg', '/ftp/eastere.gg?.md']) {
        const r = await get(t, p);
        expect(r.status, p).toBe(403);
        expect(JSON.parse(r.text).error.message, p).toBe('Only .md and .pdf files are allowed!');
      }
      for (const key of ['easterEggLevelOneChallenge', 'forgottenDevBackupChallenge', 'nullByteChallenge'])
        expect(t.shop.challenges.isSolved(key), key).toBe(false);
      // allowed files, the listings and the quarantine folder are reached the same way
      expect((await get(t, '/ftp///legal.md')).text).toContain('# Legal Information');
      expect((await t.get('/ftp//')).status).toBe(200);
      expect(await (await t.get('/ftp//quarantine//')).text()).toContain('juicy_malware_linux_amd_64.url');
      expect((await t.get('/ftp//quarantine///juicy_malware_linux_amd_64.url')).status).toBe(200);
      expect((await t.get('/ftp//nothing//here.md')).status).toBe(404);
    }));

  test('the poison null byte still works through merged slashes', () =>
    withFreshShop(async (t) => {
      const r = await get(t, '/ftp///eastere.gg%2500.md');
      expect(r.status).toBe(200);
      expect(r.text).toContain('Congratulations, you found the easter egg!');
      expect(t.shop.challenges.isSolved('easterEggLevelOneChallenge')).toBe(true);
    }));
});
