import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  COMPLAINT_UPLOADS_DIR,
  LEGAL_FILE,
  PROMOTION_RUNTIME_DIR,
  restoreOverwritableFiles,
} from '../../src/server/services/complaint-files';
import { healthAnswersDuring, startShop, type TestServer } from '../helpers';
import { bearer, post, tokenFor } from './accounts-helpers';
import { externalEntity, SMALL_PDF, upload, YAML_BOMB, zipOf } from './complaints-helpers';

/** Complaints, the file upload with its XXE, YAML bomb and zip slip challenges, the promotion page. */

// nearly every test solves a challenge or asserts that one is not solved, so each test gets a shop of its own
let s: TestServer;
let jim: string;
beforeEach(async () => {
  s = await startShop();
  await restoreOverwritableFiles(s.shop);
  jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
});
afterEach(async () => {
  await restoreOverwritableFiles(s.shop);
  await s.close();
});

const solved = (key: string) => s.shop.challenges.isSolved(key);
const VTT_PAYLOAD = '</script><script>alert(`xss`)</script>';
const SUBTITLES = path.join(PROMOTION_RUNTIME_DIR, 'owasp_promo.vtt');

describe('/api/Complaints', () => {
  test('a logged-in customer files a complaint and gets its id as the reference; the list holds it', async () => {
    const r = await s.json('/api/Complaints', post({ UserId: 2, message: 'My juice arrived warm.' }, bearer(jim)));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: 'success', data: { id: expect.any(Number), UserId: 2, message: 'My juice arrived warm.' } });
    const list = await s.json('/api/Complaints', { headers: bearer(jim) });
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).toContain(r.body.data.id);
    // the seeded complaint of bender is listed too
    expect(list.body.data.some((c: { UserId: number; message: string }) => c.UserId === 3 && c.message.includes('casino'))).toBe(true);
  });

  test('without a login nothing is listed or filed; single complaints are closed to everybody', async () => {
    expect((await s.json('/api/Complaints')).status).toBe(401);
    expect((await s.json('/api/Complaints', post({ UserId: 2, message: 'x' }))).status).toBe(401);
    expect((await s.json('/api/Complaints/1', { headers: bearer(jim) })).status).toBe(401);
  });

  test("a message of the wrong type is refused with the model's validation message", async () => {
    const r = await s.json('/api/Complaints', post({ UserId: 2, message: { $gt: '' } }, bearer(jim)));
    expect(r).toEqual({
      status: 400,
      body: {
        message: 'string violation: message cannot be an array or an object',
        errors: [{ field: 'message', message: 'message cannot be an array or an object' }],
      },
    });
  });
});

describe('POST /file-upload, honest uploads', () => {
  test('a small PDF is accepted with 204 and solves nothing', async () => {
    const r = await upload(s, 'invoice.pdf', SMALL_PDF, { type: 'application/pdf', token: jim });
    expect(r.status).toBe(204);
    for (const key of ['uploadSizeChallenge', 'uploadTypeChallenge', 'deprecatedInterfaceChallenge']) expect(solved(key), key).toBe(false);
  });

  test("a zip of the complaint's documents is unpacked under uploads/complaints/", async () => {
    const name = `letter-${Date.now()}.txt`;
    expect((await upload(s, 'documents.zip', zipOf({ [name]: 'Dear shop,' }), { token: jim })).status).toBe(204);
    expect(readFileSync(path.join(COMPLAINT_UPLOADS_DIR, name), 'utf8')).toBe('Dear shop,');
    rmSync(path.join(COMPLAINT_UPLOADS_DIR, name));
    expect(solved('fileWriteChallenge')).toBe(false);
  });

  test('bad requests: no multipart, no file, a broken body, a broken archive', async () => {
    expect(await s.json('/file-upload', post({ file: 'x' }))).toEqual({ status: 400, body: { error: 'File is not passed' } });
    expect((await upload(s, 'x.pdf', SMALL_PDF, { field: 'document' })).body).toEqual({ error: 'File is not passed' });
    const broken = await s.json('/file-upload', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nunfinished',
    });
    expect(broken.status).toBe(400);
    expect((await upload(s, 'broken.zip', 'not a zip at all')).status).toBe(400);
    expect(solved('errorHandlingChallenge')).toBe(false);
  });
});

/**
 * A one-entry archive as a ZipCrypto tool writes it: the entry flagged encrypted (bit 0 of the
 * general purpose flag, in the local and the central header), its stored data preceded by the
 * 12-byte encryption header. The content is not really enciphered: nothing may get that far.
 */
function passwordProtected(name: string, content: string) {
  const fileName = Buffer.from(name);
  const data = Buffer.concat([Buffer.alloc(12, 0x5a), Buffer.from(content)]);
  const crc = crc32(Buffer.from(content));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x801, 6);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x801, 8);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

describe("uploads upstream's error handler answers (500), the shop going on", () => {
  test("a file over 200 kB: multer's MulterError 'File too large'", async () => {
    const tooLarge = await upload(s, 'huge.pdf', Buffer.alloc(200_001, 1));
    expect(tooLarge.status).toBe(500);
    expect(tooLarge.body.error).toMatchObject({ message: 'File too large', name: 'MulterError', code: 'LIMIT_FILE_SIZE', field: 'file' });
    // as upstream's page shows it, when no JSON is asked for
    const page = await s.get('/file-upload', {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('file', new File([new Uint8Array(200_001)], 'huge.pdf'));
        return form;
      })(),
    });
    expect(page.status).toBe(500);
    expect(await page.text()).toContain('MulterError: File too large');
    expect(solved('errorHandlingChallenge')).toBe(true);
    expect((await upload(s, 'invoice.pdf', SMALL_PDF, { type: 'application/pdf' })).status).toBe(204);
  });

  test("a password-protected zip: the unzipper's 'MISSING_PASSWORD', and nothing of it is written", async () => {
    const name = `secret-${Date.now()}.txt`;
    const r = await upload(s, 'protected.zip', passwordProtected(name, 'sealed'), { token: jim });
    expect(r.status).toBe(500);
    expect(r.body.error.message).toBe('MISSING_PASSWORD');
    expect(existsSync(path.join(COMPLAINT_UPLOADS_DIR, name))).toBe(false);
    expect(solved('errorHandlingChallenge')).toBe(true);
    // the same archive unencrypted is still unpacked
    expect((await upload(s, 'open.zip', zipOf({ [name]: 'open' }), { token: jim })).status).toBe(204);
    expect(readFileSync(path.join(COMPLAINT_UPLOADS_DIR, name), 'utf8')).toBe('open');
    rmSync(path.join(COMPLAINT_UPLOADS_DIR, name));
  });
});

describe('client-side limits only (Upload Size, Upload Type)', () => {
  test('a file over 100 kB solves Upload Size', async () => {
    expect((await upload(s, 'big.pdf', Buffer.alloc(100_001, 32), { token: jim })).status).toBe(204);
    expect(solved('uploadSizeChallenge')).toBe(true);
  });

  test('a file of another type solves Upload Type', async () => {
    expect((await upload(s, 'tool.exe', 'MZ', { token: jim })).status).toBe(204);
    expect(solved('uploadTypeChallenge')).toBe(true);
  });
});

describe('the deprecated B2B interface (XML, YAML)', () => {
  test('an honest XML complaint is parsed and refused with 410, echoing it; solves Deprecated Interface only', async () => {
    const r = await upload(s, 'complaint.xml', '<complaint><text>Too sour</text></complaint>', { token: jim });
    expect(r.status).toBe(410);
    expect(r.body.error.message).toBe(
      'B2B customer complaints via file upload have been deprecated for security reasons: <?xml version="1.0" encoding="utf-8"?><complaint><text>Too sour</text></complaint> (complaint.xml)',
    );
    expect(solved('deprecatedInterfaceChallenge')).toBe(true);
    expect(solved('xxeFileDisclosureChallenge')).toBe(false);
  });

  test('XXE Data Access: an external entity reads /etc/passwd into the echoed document', async () => {
    const r = await upload(s, 'xxe.xml', externalEntity('file:///etc/passwd'), { token: jim });
    expect(r.status).toBe(410);
    expect(r.body.error.message).toContain('root:x:0:0:');
    expect(r.body.error.message.length).toBeLessThan(500);
    expect(solved('xxeFileDisclosureChallenge')).toBe(true);
  });

  test('XXE DoS: an entity reading an endless device runs into the 2 s limit (503); the shop answers meanwhile', async () => {
    expect(solved('xxeDosChallenge')).toBe(false);
    const attack = upload(s, 'dos.xml', externalEntity('file:///dev/urandom'), { token: jim });
    await healthAnswersDuring(s, attack);
    const r = await attack;
    expect(r.status).toBe(503);
    expect(r.body.error.message).toBe('Sorry, we are temporarily not available! Please try again later.');
    expect(solved('xxeDosChallenge')).toBe(true);
  });

  test("an honest YAML complaint is echoed as JSON with 410; a broken one names the parser's problem", async () => {
    const r = await upload(s, 'complaint.yml', 'customer: jim\ncomplaint: [warm, sour]', { token: jim });
    expect(r.status).toBe(410);
    expect(r.body.error.message).toBe(
      'B2B customer complaints via file upload have been deprecated for security reasons: {"customer":"jim","complaint":["warm","sour"]} (complaint.yml)',
    );
    const broken = await upload(s, 'broken.yaml', 'a: [', { token: jim });
    expect(broken.status).toBe(410);
    expect(broken.body.error.message).toMatch(
      /^B2B customer complaints via file upload have been deprecated for security reasons: unexpected end of the stream/,
    );
    expect(solved('yamlBombChallenge')).toBe(false);
  });

  test('Memory Bomb: nested aliases blow up the expansion (503); the shop answers meanwhile', async () => {
    const attack = upload(s, 'bomb.yml', YAML_BOMB, { token: jim });
    await healthAnswersDuring(s, attack);
    const r = await attack;
    expect(r.status).toBe(503);
    expect(solved('yamlBombChallenge')).toBe(true);
  });
});

describe('zip slip (Arbitrary File Write, Video XSS)', () => {
  beforeEach(async () => restoreOverwritableFiles(s.shop));

  test('an entry climbing out of uploads/complaints/ overwrites ftp/legal.md', async () => {
    expect(readFileSync(LEGAL_FILE, 'utf8')).toContain('# Legal Information');
    expect((await upload(s, 'legal.zip', zipOf({ '../../ftp/legal.md': 'Nothing is legal here.' }), { token: jim })).status).toBe(204);
    expect(readFileSync(LEGAL_FILE, 'utf8')).toBe('Nothing is legal here.');
    expect(solved('fileWriteChallenge')).toBe(true);
  });

  test("entries leaving the shop's folder are skipped", async () => {
    const outside = path.resolve('..', `zip-slip-${process.pid}.txt`);
    expect((await upload(s, 'far.zip', zipOf({ [`../../../${path.basename(outside)}`]: 'x' }), { token: jim })).status).toBe(204);
    expect(existsSync(outside)).toBe(false);
  });

  test('the promotion page plays the video with its subtitles inlined; watching it solves nothing', async () => {
    const page = await s.get('/promotion');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<source src="./video" type="video/mp4">');
    expect(html).toContain('<script id="subtitle" type="text/vtt" data-label="English" data-lang="en">WEBVTT');
    expect(solved('videoXssChallenge')).toBe(false);
    const video = await s.get('/video', { headers: { range: 'bytes=0-9' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect((await video.arrayBuffer()).byteLength).toBe(10);
  });

  test('Video XSS: overwritten subtitles break out of their script element on /promotion', async () => {
    const vtt = `WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n${VTT_PAYLOAD}\n`;
    const entry = '../../frontend/dist/frontend/assets/public/videos/owasp_promo.vtt';
    expect((await upload(s, 'promo.zip', zipOf({ [entry]: vtt }), { token: jim })).status).toBe(204);
    expect(readFileSync(SUBTITLES, 'utf8')).toBe(vtt);
    const html = await (await s.get('/promotion')).text();
    expect(html).toContain(`data-lang="en">WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n${VTT_PAYLOAD}`);
    expect(solved('videoXssChallenge')).toBe(true);
  });

  test('a restart puts the legal text and the subtitles back', async () => {
    await upload(
      s,
      'both.zip',
      zipOf({ '../../ftp/legal.md': 'gone', '../../frontend/dist/frontend/assets/public/videos/owasp_promo.vtt': VTT_PAYLOAD }),
      { token: jim },
    );
    await restoreOverwritableFiles(s.shop);
    expect(readFileSync(LEGAL_FILE, 'utf8')).toContain('# Legal Information');
    expect(readFileSync(SUBTITLES, 'utf8')).not.toContain(VTT_PAYLOAD);
  });
});

describe('safety mode', () => {
  let safe: TestServer;
  beforeAll(async () => {
    safe = await startShop({ configOverrides: { challenges: { safetyMode: 'enabled' } } });
  });
  afterAll(async () => safe.close());

  test('XML is not parsed at all and archives are not unpacked', async () => {
    const r = await upload(safe, 'xxe.xml', externalEntity('file:///etc/passwd'));
    expect(r.status).toBe(410);
    expect(r.body.error.message).toBe('B2B customer complaints via file upload have been deprecated for security reasons (xxe.xml)');
    const name = `safe-${Date.now()}.txt`;
    expect((await upload(safe, 'docs.zip', zipOf({ [name]: 'x' }))).status).toBe(204);
    expect(existsSync(path.join(COMPLAINT_UPLOADS_DIR, name))).toBe(false);
  });
});
