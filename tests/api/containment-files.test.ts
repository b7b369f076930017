import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/server/http/body-limit';
import { removeStaleUploadFolders, UPLOADS_FULL_MESSAGE, UPLOADS_MAX_BYTES } from '../../src/server/profile/images';
import {
  COMPLAINT_UPLOADS_DIR,
  COMPLAINT_UPLOADS_MAX_BYTES,
  COMPLAINT_UPLOADS_MAX_DEPTH,
  COMPLAINT_UPLOADS_MAX_ENTRIES,
  LEGAL_FILE,
  restoreOverwritableFiles,
} from '../../src/server/services/complaint-files';
import { type TestServer, withFreshShop } from '../helpers';
import { bearer, post, tokenFor } from './accounts-helpers';
import { upload, zipArchive } from './complaints-helpers';
import { formPost, withToken } from './profile-helpers';

/**
 * Containment of the file flaws (issue "Containment"): the zip slip writes only its planted
 * targets, the upload folders are bounded, client-chosen file reads are bounded, and every body
 * is refused over its limit before it is parsed. Each test starts a shop of its own.
 */

/** A name no other run or test uses. */
const unique = (label: string) => `${label}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * A request on a connection of its own (the server may close it after refusing a body unread),
 * the body sent with its length or, `chunked`, in pieces without one. The answer counts once it
 * arrives: a write the server no longer reads then does not matter.
 */
function rawRequest(
  server: TestServer,
  pathname: string,
  body: Buffer,
  { method = 'POST', headers = {}, chunked = false }: { method?: string; headers?: Record<string, string>; chunked?: boolean } = {},
) {
  return new Promise<{ status: number; text: string; json: () => any; ms: number }>((resolve, reject) => {
    const started = performance.now();
    let answered = false;
    const req = request(
      server.url + pathname,
      { method, agent: false, headers: chunked ? headers : { ...headers, 'content-length': String(body.length) } },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text), ms: performance.now() - started });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (!chunked) {
      req.end(body);
      return;
    }
    for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
    req.end();
  });
}

/** Size of every regular file under a folder. */
function sizesUnder(dir: string): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) sizes.set(path.join(e.parentPath, e.name), statSync(path.join(e.parentPath, e.name)).size);
  return sizes;
}

describe('zip slip: only the planted targets are written outside uploads/complaints', () => {
  test('entries climbing into node_modules, private, src, other /ftp files or absolute paths are skipped; the upload is answered as before (204)', async () => {
    await withFreshShop(async (s) => {
      const tag = unique('zip-slip');
      const acquisitions = path.resolve('ftp', 'acquisitions.md');
      // the runtime /ftp copy as a started shop has it (a fresh checkout has none until then)
      await restoreOverwritableFiles(s.shop);
      const shipped = readFileSync(path.resolve('private', 'ftp', 'acquisitions.md'), 'utf8');
      const escaping: Array<[string, string]> = [
        [`../../node_modules/${tag}.js`, path.resolve('node_modules', `${tag}.js`)],
        [`../../node_modules/svg-captcha/${tag}.js`, path.resolve('node_modules', 'svg-captcha', `${tag}.js`)],
        [`../../private/${tag}`, path.resolve('private', tag)],
        [`../../src/${tag}`, path.resolve('src', tag)],
        [`../../src/server/${tag}.ts`, path.resolve('src', 'server', `${tag}.ts`)],
        [`../${tag}`, path.resolve('uploads', tag)],
        [`../../${tag}`, path.resolve(tag)],
        [`../../ftp/${tag}.md`, path.resolve('ftp', `${tag}.md`)],
        ['../../ftp/acquisitions.md', acquisitions],
        [`documents/../../../private/${tag}-nested`, path.resolve('private', `${tag}-nested`)],
        [path.resolve('private', `${tag}-absolute`), path.resolve('private', `${tag}-absolute`)],
        [path.join(os.tmpdir(), `${tag}-absolute`), path.join(os.tmpdir(), `${tag}-absolute`)],
        [`../../../../../../../../..${os.tmpdir()}/${tag}-far`, path.join(os.tmpdir(), `${tag}-far`)],
      ];
      const archive = zipArchive(escaping.map(([name]) => ({ name, data: 'overwritten by a complaint' })));
      expect((await upload(s, 'escape.zip', archive)).status).toBe(204);
      for (const [name, target] of escaping) {
        if (target === acquisitions) expect(readFileSync(target, 'utf8'), name).toBe(shipped);
        else expect(existsSync(target), name).toBe(false);
      }
      // the name, not a climb, reaches the legal file's check: nothing solved
      expect(s.shop.challenges.isSolved('fileWriteChallenge')).toBe(false);
    });
  });

  test('backslash names are plain file names on this system: written inside uploads/complaints, nowhere else', async () => {
    await withFreshShop(async (s) => {
      const tag = unique('backslash');
      const name = `..\\..\\private\\${tag}`;
      try {
        expect((await upload(s, 'windows.zip', zipArchive([{ name, data: 'x' }]))).status).toBe(204);
        expect(existsSync(path.resolve('private', tag))).toBe(false);
        expect(readFileSync(path.join(COMPLAINT_UPLOADS_DIR, name), 'utf8')).toBe('x');
      } finally {
        rmSync(path.join(COMPLAINT_UPLOADS_DIR, name), { force: true });
      }
    });
  });

  test('an entry flagged as a symbolic link is written as a plain file holding the link text; one that climbs out is skipped', async () => {
    await withFreshShop(async (s) => {
      const tag = unique('symlink');
      const SYMLINK = 0o120777;
      const archive = zipArchive([
        { name: `${tag}-link`, data: '../../private/ctf.key', unixMode: SYMLINK },
        { name: `../../${tag}-link`, data: '/etc/passwd', unixMode: SYMLINK },
      ]);
      const inside = path.join(COMPLAINT_UPLOADS_DIR, `${tag}-link`);
      try {
        expect((await upload(s, 'links.zip', archive)).status).toBe(204);
        const info = lstatSync(inside);
        expect([info.isFile(), info.isSymbolicLink()]).toEqual([true, false]);
        expect(readFileSync(inside, 'utf8')).toBe('../../private/ctf.key');
        expect(existsSync(path.resolve(`${tag}-link`))).toBe(false);
      } finally {
        rmSync(inside, { force: true });
      }
    });
  });

  test('the legal file is a runtime copy under ftp/ (restored from private/ftp at start), not private/ftp itself', () => {
    expect(LEGAL_FILE).toBe(path.resolve('ftp', 'legal.md'));
    expect(LEGAL_FILE.startsWith(path.resolve('private') + path.sep)).toBe(false);
  });
});

describe('uploads/complaints is bounded', () => {
  test(`archives expanding past ${COMPLAINT_UPLOADS_MAX_BYTES / 1024 / 1024} MB write no more than that; later entries are skipped`, async () => {
    await withFreshShop(async (s) => {
      const tag = unique('cap');
      const MB = Buffer.alloc(1024 * 1024);
      // five archives of five 1 MB entries (a few kB each, deflated): 25 MB unpacked
      const names = Array.from({ length: 5 }, (_, a) => Array.from({ length: 5 }, (_, i) => `${tag}-${a}-${i}.bin`));
      try {
        for (const archive of names) {
          const bytes = zipArchive(archive.map((name) => ({ name, data: MB, deflate: true })));
          expect(bytes.length).toBeLessThan(200_000);
          expect((await upload(s, 'bomb.zip', bytes)).status).toBe(204);
        }
        const mine = [...sizesUnder(COMPLAINT_UPLOADS_DIR)].filter(([file]) => path.basename(file).startsWith(tag));
        const written = mine.reduce((sum, [, size]) => sum + size, 0);
        expect(written).toBeLessThanOrEqual(COMPLAINT_UPLOADS_MAX_BYTES);
        expect(written).toBe(20 * MB.length);
        for (const name of names[4]!) expect(existsSync(path.join(COMPLAINT_UPLOADS_DIR, name)), name).toBe(false);
      } finally {
        for (const name of names.flat()) rmSync(path.join(COMPLAINT_UPLOADS_DIR, name), { force: true });
      }
    });
  });

  test(`no more than ${COMPLAINT_UPLOADS_MAX_ENTRIES} files and folders, nested at most ${COMPLAINT_UPLOADS_MAX_DEPTH} deep`, async () => {
    await withFreshShop(async (s) => {
      const tag = unique('many');
      const folder = path.join(COMPLAINT_UPLOADS_DIR, tag);
      try {
        const deep = `${tag}/${Array(COMPLAINT_UPLOADS_MAX_DEPTH).fill('d').join('/')}/too-deep.txt`;
        expect((await upload(s, 'deep.zip', zipArchive([{ name: deep, data: 'x' }]))).status).toBe(204);
        expect(existsSync(path.join(COMPLAINT_UPLOADS_DIR, deep))).toBe(false);
        for (let a = 0; a < 11; a++) {
          const archive = zipArchive(Array.from({ length: 100 }, (_, i) => ({ name: `${tag}/${a}-${i}.txt` })));
          expect((await upload(s, 'many.zip', archive)).status).toBe(204);
        }
        // the folder itself is one entry: 999 files fit beside it
        expect(readdirSync(folder)).toHaveLength(COMPLAINT_UPLOADS_MAX_ENTRIES - 1);
        expect(existsSync(path.join(folder, '10-0.txt'))).toBe(false);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
});

describe("users' pictures and the photo wall are bounded, and crashed runs leave no folders behind", () => {
  test(`past ${UPLOADS_MAX_BYTES / 1024 / 1024} MB of uploads a photo and a profile picture are refused with 413, saying why`, async () => {
    await withFreshShop(async (s) => {
      const token = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
      const photo = (size: number) => {
        const bytes = Buffer.alloc(size);
        bytes.set([0xff, 0xd8, 0xff, 0xe0]);
        return bytes;
      };
      const postPhoto = (bytes: Buffer) => {
        const body = new FormData();
        body.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'big.jpg');
        body.append('caption', 'a big one');
        return s.json('/rest/memories', { method: 'POST', body, headers: bearer(token) });
      };
      const fitting = Math.floor(UPLOADS_MAX_BYTES / 5_000_000);
      for (let i = 0; i < fitting; i++) expect((await postPhoto(photo(5_000_000))).status).toBe(200);
      // what room is left, but for 100 kB
      expect((await postPhoto(photo(UPLOADS_MAX_BYTES - fitting * 5_000_000 - 100_000))).status).toBe(200);
      expect(await postPhoto(photo(200_000))).toEqual({ status: 413, body: { status: 'error', error: UPLOADS_FULL_MESSAGE } });
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(Buffer.concat([png, Buffer.alloc(150_000)]))]), 'me.png');
      const picture = await s.get(
        '/profile/image/file',
        withToken(token, { method: 'POST', body, headers: { accept: 'application/json' } }),
      );
      expect(picture.status).toBe(413);
      expect(await picture.text()).toContain(UPLOADS_FULL_MESSAGE);
    });
  });

  test('uploads folders of shops that no longer run are removed; those of running ones stay', () => {
    const base = mkdtempSync(path.join(os.tmpdir(), 'containment-uploads-'));
    const before = process.env.SHOP_UPLOADS_DIR;
    try {
      const ended = spawnSync(process.execPath, ['-e', '']).pid!;
      for (const name of [
        `shop-uploads-${ended}`,
        `shop-uploads-${process.pid}`,
        `shop-uploads-${process.ppid}`,
        'shop-uploads-x',
        'something-else',
      ]) {
        mkdirSync(path.join(base, name, '1'), { recursive: true });
        writeFileSync(path.join(base, name, '1', 'a.png'), 'x');
      }
      process.env.SHOP_UPLOADS_DIR = base;
      removeStaleUploadFolders();
      expect(readdirSync(base).sort()).toEqual(
        [`shop-uploads-${process.pid}`, `shop-uploads-${process.ppid}`, 'shop-uploads-x', 'something-else'].sort(),
      );
    } finally {
      if (before === undefined) delete process.env.SHOP_UPLOADS_DIR;
      else process.env.SHOP_UPLOADS_DIR = before;
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('/dataerasure reads a bounded part of regular files only', () => {
  const erasure = async (s: TestServer, layout: string) => {
    const token = await tokenFor(s, 'admin@juice-sh.op', 'admin123');
    const started = performance.now();
    const res = await s.get('/dataerasure', formPost(token, { layout }));
    return { status: res.status, text: await res.text(), ms: performance.now() - started };
  };

  test('endless and special files (/proc, /dev, /sys, a FIFO) answer as a missing file does (500, as upstream), promptly, and solve nothing', async () => {
    await withFreshShop(async (s) => {
      const fifoDir = mkdtempSync(path.join(os.tmpdir(), 'containment-fifo-'));
      const fifo = path.join(fifoDir, 'pipe');
      execFileSync('mkfifo', [fifo]);
      try {
        const missing = await erasure(s, '../this/file/does/not/exist');
        expect(missing.status).toBe(500);
        expect(missing.text).toContain('no such file or directory');
        for (const layout of [
          '/proc/self/pagemap',
          '../../../../../../../../proc/self/pagemap',
          '/proc/self/environ',
          '/dev/zero',
          '/dev/urandom',
          '/dev/stdin',
          '/sys/kernel/mm/transparent_hugepage/enabled',
          '/sys/class',
          fifo,
        ]) {
          const r = await erasure(s, layout);
          expect([layout, r.status], r.text.slice(0, 200)).toEqual([layout, 500]);
          expect(r.text).toContain('no such file or directory');
          expect(r.ms, layout).toBeLessThan(2000);
        }
        expect(s.shop.challenges.isSolved('lfrChallenge')).toBe(false);
      } finally {
        rmSync(fifoDir, { recursive: true, force: true });
      }
    });
  });

  test('lfrChallenge still solves with layout=../package.json (its first 100 characters and "......")', async () => {
    await withFreshShop(async (s) => {
      const r = await erasure(s, '../package.json');
      expect(r.status).toBe(200);
      expect(r.text).toBe(`${readFileSync('package.json', 'utf8').slice(0, 100)}......`);
      expect(s.shop.challenges.isSolved('lfrChallenge')).toBe(true);
    });
  });

  test('a large regular file is read only in part: its beginning is shown as before', async () => {
    await withFreshShop(async (s) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'containment-large-'));
      const large = path.join(dir, 'large.txt');
      writeFileSync(large, `BEGIN ${'x'.repeat(5 * 1024 * 1024)}`);
      try {
        const r = await erasure(s, large);
        expect(r.status).toBe(200);
        expect(r.text).toBe(`BEGIN ${'x'.repeat(94)}......`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});

describe('request bodies are refused over 100 kB (413) before they are parsed', () => {
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const TWO_MB = 2 * 1024 * 1024;

  test('a 2 MB review (PUT /rest/products/1/reviews), with a declared length and chunked, is refused and not stored', async () => {
    await withFreshShop(async (s) => {
      const author = unique('big-review');
      const body = Buffer.from(JSON.stringify({ message: 'm'.repeat(TWO_MB), author }));
      for (const chunked of [false, true]) {
        const r = await rawRequest(s, '/rest/products/1/reviews', body, { method: 'PUT', headers: json, chunked });
        expect([chunked, r.status]).toEqual([chunked, 413]);
        expect(r.json().error).toMatchObject({ message: 'request entity too large', type: 'entity.too.large', limit: BODY_LIMIT_BYTES });
      }
      const reviews = await s.json('/rest/products/1/reviews');
      expect(reviews.status).toBe(200);
      expect(JSON.stringify(reviews.body)).not.toContain(author);
    });
  });

  test('a 2 MB registration (POST /api/Users) is refused, with a declared length and chunked; no user is created', async () => {
    await withFreshShop(async (s) => {
      const email = `${unique('big')}@juice-sh.op`;
      const body = Buffer.from(JSON.stringify({ email, password: 'x'.repeat(TWO_MB), passwordRepeat: 'x' }));
      for (const chunked of [false, true]) {
        const r = await rawRequest(s, '/api/Users', body, { headers: json, chunked });
        expect([chunked, r.status]).toEqual([chunked, 413]);
      }
      expect(s.shop.db.prepare('SELECT COUNT(*) AS n FROM Users WHERE email = ?').get(email)).toEqual({ n: 0 });
    });
  });

  test('the limit comes before parsing: 2 MB of broken JSON is a 413, not a 400; the same broken JSON, short, is a 400', async () => {
    await withFreshShop(async (s) => {
      const broken = (size: number) => Buffer.from(`{"message": "${'x'.repeat(size)}`);
      expect((await rawRequest(s, '/api/Users', broken(TWO_MB), { headers: json })).status).toBe(413);
      expect((await rawRequest(s, '/api/Users', broken(TWO_MB), { headers: json, chunked: true })).status).toBe(413);
      expect((await rawRequest(s, '/api/Users', broken(10), { headers: json })).status).toBe(400);
    });
  });

  test('forms, other content types and server function calls are bounded alike', async () => {
    await withFreshShop(async (s) => {
      const form = Buffer.from(`username=${'u'.repeat(TWO_MB)}`);
      expect((await rawRequest(s, '/profile', form, { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(
        413,
      );
      expect(
        (await rawRequest(s, '/api/Feedbacks', Buffer.alloc(TWO_MB, 'a'), { headers: { 'content-type': 'text/plain' }, chunked: true }))
          .status,
      ).toBe(413);
      expect(
        (await rawRequest(s, '/RSC/F/module/restockProduct.txt', Buffer.alloc(TWO_MB, 'a'), { headers: { 'content-type': 'text/plain' } }))
          .status,
      ).toBe(413);
    });
  });

  test('a body just under 100 kB works as before; one byte over the limit does not', async () => {
    await withFreshShop(async (s) => {
      const token = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
      const sized = (bytes: number) => {
        const shell = JSON.stringify({ UserId: 2, message: '' });
        return JSON.stringify({ UserId: 2, message: 'c'.repeat(bytes - shell.length) });
      };
      expect(Buffer.byteLength(sized(BODY_LIMIT_BYTES))).toBe(BODY_LIMIT_BYTES);
      const fits = await s.json('/api/Complaints', post(sized(BODY_LIMIT_BYTES), bearer(token)));
      expect(fits.status).toBe(201);
      expect(fits.body.data.message).toHaveLength(BODY_LIMIT_BYTES - JSON.stringify({ UserId: 2, message: '' }).length);
      const chunked = await rawRequest(s, '/api/Complaints', Buffer.from(sized(BODY_LIMIT_BYTES - 1)), {
        headers: { ...json, ...bearer(token) },
        chunked: true,
      });
      expect(chunked.status).toBe(201);
      expect(
        (await rawRequest(s, '/api/Complaints', Buffer.from(sized(BODY_LIMIT_BYTES + 1)), { headers: { ...json, ...bearer(token) } }))
          .status,
      ).toBe(413);
    });
  });

  test('file uploads keep their own limits: a 150 kB complaint file is still taken (Upload Size), a 300 kB one refused as before', async () => {
    await withFreshShop(async (s) => {
      expect((await upload(s, 'big.pdf', Buffer.alloc(150_000, 32))).status).toBe(204);
      expect(s.shop.challenges.isSolved('uploadSizeChallenge')).toBe(true);
      const tooLarge = await rawRequest(s, '/file-upload', Buffer.alloc(300_000), {
        headers: { 'content-type': 'multipart/form-data; boundary=x', accept: 'application/json' },
      });
      // multer's error, which upstream's error handler answers with 500
      expect(tooLarge.status).toBe(500);
      expect(tooLarge.json().error.message).toBe('File too large');
    });
  });

  test('a socket.io message over its limit (1 MB) closes only that connection; the shop keeps answering', async () => {
    await withFreshShop(async (s) => {
      const socket = await s.socket();
      const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
      socket.emit('notification received', 'f'.repeat(2 * 1024 * 1024));
      expect(['transport close', 'transport error']).toContain(await closed);
      expect((await s.json('/rest/admin/application-version')).status).toBe(200);
    });
  });
});
