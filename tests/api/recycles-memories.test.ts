import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signToken } from '../../src/server/security/tokens';
import { startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, tokenFor } from './accounts-helpers';
import { anonymous, callerFor, JIM, type Caller } from './checkout-helpers';

/** Recycling requests (/api/Recycles), the photo wall (/rest/memories), its pictures and Missing Encoding. */

/** A real 1x1 PNG and the first bytes of a JPEG: what the photo wall takes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const CAT = 'ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg';
const UPLOADS = '/assets/public/images/uploads';

let s: TestServer;
let jim: Caller;
let jimToken: string;
beforeAll(async () => {
  s = await startShop();
  jim = await callerFor(s, ...JIM);
  jimToken = await tokenFor(s, ...JIM);
});
afterAll(async () => s.close());

describe('/api/Recycles', () => {
  const jimsAddress = async () => ((await jim('/api/Addresss')).body.data as Array<{ id: number }>)[0]!.id;

  test('listing all recycles is refused as upstream answers it; PUT and DELETE are closed', async () => {
    expect(await anonymous(s)('/api/Recycles')).toEqual({
      status: 200,
      body: { status: 'success', data: { err: 'Sorry, this endpoint is not supported.' } },
    });
    expect((await jim('/api/Recycles/1', 'PUT', { quantity: 999 })).status).toBe(401);
    expect((await jim('/api/Recycles/1', 'DELETE')).status).toBe(401);
  });

  test('a seeded recycle is read by id as a list, by anyone (as upstream); an unknown or malformed id gives an empty one', async () => {
    const r = await jim('/api/Recycles/1');
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({
      id: 1,
      UserId: 2,
      AddressId: 4,
      quantity: 800,
      isPickup: true,
      date: '2270-01-17T00:00:00.000Z',
    });
    expect((await jim('/api/Recycles/9999')).body).toEqual({ status: 'success', data: [] });
    expect((await jim('/api/Recycles/1;DROP')).body).toEqual({ status: 'success', data: [] });
    const open = await s.get('/api/Recycles/1');
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toMatch(/application\/json/);
    expect((await open.json()).data[0]).toMatchObject({ id: 1, UserId: 2, AddressId: 4 });
  });

  test("upstream's recycle test: a token of nobody in particular may POST (201) and anyone GET by id (200); listing all, PUT and DELETE stay closed", () =>
    withFreshShop(async (t) => {
      // what upstream's test signs: a valid token that names no user
      const headers = { ...bearer(signToken(t.shop.privateDir, {})), 'content-type': 'application/json' };
      const created = await t.get('/api/Recycles', {
        method: 'POST',
        headers,
        body: JSON.stringify({ quantity: 200, AddressId: '1', isPickup: true, date: '2017-05-31' }),
      });
      expect(created.status).toBe(201);
      expect(created.headers.get('content-type')).toMatch(/application\/json/);
      const { data } = await created.json();
      expect(data).toMatchObject({ id: expect.any(Number), createdAt: expect.any(String), updatedAt: expect.any(String) });
      expect(data).toMatchObject({ UserId: null, AddressId: 1, quantity: 200, isPickup: true, date: '2017-05-31T00:00:00.000Z' });
      // an address that does not exist is refused, owner or not
      expect(
        (await t.json('/api/Recycles', { method: 'POST', headers, body: JSON.stringify({ quantity: 50, AddressId: 9999 }) })).status,
      ).toBe(400);

      const all = await t.json('/api/Recycles');
      expect(all).toEqual({ status: 200, body: { status: 'success', data: { err: 'Sorry, this endpoint is not supported.' } } });
      const one = await t.json('/api/Recycles/1');
      expect(one.status).toBe(200);
      for (const item of one.body.data) {
        expect(item).toMatchObject({
          id: expect.any(Number),
          UserId: expect.any(Number),
          AddressId: expect.any(Number),
          quantity: expect.any(Number),
          isPickup: expect.any(Boolean),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        });
        expect(item.date).toBeDefined();
      }
      expect((await t.json(`/api/Recycles/${data.id}`)).body.data).toEqual([expect.objectContaining({ id: data.id, quantity: 200 })]);
      expect((await t.json('/api/Recycles/1', { method: 'PUT', headers, body: JSON.stringify({ quantity: 100000 }) })).status).toBe(401);
      expect((await t.json('/api/Recycles/1', { method: 'DELETE', headers })).status).toBe(401);
      expect((await t.json('/api/Recycles/1')).body.data[0].quantity).toBe(800);
    }));

  test('a box request: quantity and own address, stored for the caller (a UserId in the body does not change that)', async () => {
    const AddressId = await jimsAddress();
    const r = await jim('/api/Recycles', 'POST', { UserId: 1, AddressId, quantity: 50 });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ UserId: 2, AddressId, quantity: 50, isPickup: false, date: null });
    expect((await jim(`/api/Recycles/${r.body.data.id}`)).body.data[0]).toMatchObject({ quantity: 50, UserId: 2 });
  });

  test("a pickup above 100 litres keeps its date; the front end's isPickUp spelling counts too", async () => {
    const AddressId = await jimsAddress();
    const r = await jim('/api/Recycles', 'POST', { AddressId, quantity: 300, isPickUp: true, date: '2031-05-04' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ isPickup: true, date: '2031-05-04T00:00:00.000Z', pickupDate: '2031-05-04T00:00:00.000Z' });
  });

  test('bad requests are 400s with a message and store nothing', async () => {
    const AddressId = await jimsAddress();
    const count = () => (s.shop.db.prepare('SELECT COUNT(*) AS n FROM Recycles').get() as { n: number }).n;
    const before = count();
    for (const body of [
      { AddressId, quantity: 9 },
      { AddressId, quantity: 1001 },
      { AddressId, quantity: 'lots' },
      { AddressId },
      { quantity: 50 },
      { AddressId, quantity: 50, isPickup: true },
      { AddressId, quantity: 200, isPickup: true, date: 'someday' },
      { AddressId: 1, quantity: 50 }, // the admin's address
    ]) {
      const r = await jim('/api/Recycles', 'POST', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
    expect(
      (
        await s.json('/api/Recycles', {
          method: 'POST',
          headers: { ...bearer(jimToken), 'content-type': 'application/json' },
          body: '{"quantity":',
        })
      ).status,
    ).toBe(400);
    expect((await anonymous(s)('/api/Recycles', 'POST', { AddressId, quantity: 50 })).status).toBe(401);
    expect(count()).toBe(before);
  });
});

const upload = (
  token: string | null,
  file: { bytes: Uint8Array; name: string; type?: string } | null,
  caption?: string,
  server: TestServer = s,
) => {
  const body = new FormData();
  if (file) body.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  if (caption !== undefined) body.append('caption', caption);
  return server.json('/rest/memories', { method: 'POST', body, headers: token ? bearer(token) : {} });
};
const memories = async () =>
  (await s.json('/rest/memories')).body.data as Array<{
    id: number;
    caption: string;
    imagePath: string;
    UserId: number;
    User: Record<string, unknown>;
  }>;

describe('/rest/memories', () => {
  test('lists the seeded memories with their users (never password hashes): the cat first, the geo-stalking photos by john and emma', async () => {
    const list = await memories();
    expect(list[0]).toMatchObject({
      caption: '😼 #zatschi #whoneedsfourlegs',
      imagePath: `assets/public/images/uploads/${CAT}`,
      User: { email: 'bjoern@owasp.org' },
    });
    const byImage = (name: string) => list.find((m) => m.imagePath.endsWith(`/${name}`));
    expect(byImage('favorite-hiking-place.png')?.User).toMatchObject({ username: 'j0hNny', email: 'john@juice-sh.op' });
    expect(byImage('IMG_4253.jpg')?.User).toMatchObject({ username: 'E=ma²', email: 'emma@juice-sh.op' });
    expect(byImage('magn(et)ificent!-1571814229653.jpg')?.User).toMatchObject({ username: 'bkimminich' });
    for (const m of list) {
      expect(m.User).not.toHaveProperty('password');
      expect(m.User).not.toHaveProperty('totpSecret');
    }
  });

  test('a PNG upload joins the wall for everybody, named after the file, and its picture is served', async () => {
    const r = await upload(jimToken, { bytes: PNG, name: 'My Holiday #1.png' }, 'Sunny days');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ UserId: 2, caption: 'Sunny days' });
    expect(r.body.data.imagePath).toMatch(/^assets\/public\/images\/uploads\/my-holiday-1\.png-\d+\.png$/);
    const seen = (await memories()).find((m) => m.id === r.body.data.id);
    expect(seen).toMatchObject({ caption: 'Sunny days', User: { email: 'jim@juice-sh.op' } });
    const picture = await s.get(`/${r.body.data.imagePath}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG);
  });

  test('a JPEG is taken by its first bytes, whatever it is called; two uploads of one name both survive', async () => {
    const first = await upload(jimToken, { bytes: JPEG, name: 'same.bin', type: 'application/octet-stream' }, 'one');
    const second = await upload(jimToken, { bytes: JPEG, name: 'same.bin', type: 'application/octet-stream' }, 'two');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data.imagePath).toMatch(/\.jpg$/);
    expect(second.body.data.imagePath).not.toBe(first.body.data.imagePath);
    for (const m of [first, second]) expect((await s.get(`/${m.body.data.imagePath}`)).status).toBe(200);
  });

  test("anything but a PNG or JPEG fails as upstream's multer fails on it: 'Invalid mime type' through the error handler (500); nothing is stored", () =>
    withFreshShop(async (t) => {
      const token = await tokenFor(t, ...JIM);
      const wall = async () => (await t.json('/rest/memories')).body.data.length as number;
      const before = await wall();
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
      // upstream's case: a Word document named "Valid Image"
      const docx = Buffer.from('PK\x03\x04 word/document.xml', 'latin1');
      for (const [bytes, name] of [
        [svg, 'picture.png'],
        [gif, 'picture.png'],
        [Buffer.from('%PDF-1.4 fake'), 'picture.png'],
        [docx, 'Valid Image'],
      ] as const) {
        const r = await upload(token, { bytes, name, type: 'image/png' }, 'Valid Image', t);
        expect(r.status, name).toBe(500);
        expect(String(r.body)).toContain('Error: Invalid mime type');
      }
      // the same without a login: the picture is checked first, as upstream's
      expect((await upload(null, { bytes: svg, name: 'a.png' }, 'x', t)).status).toBe(500);
      expect(await wall()).toBe(before);
      expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(true);
      expect((await upload(token, { bytes: PNG, name: 'fine.png' }, 'still working', t)).status).toBe(200);
    }));

  test('the malformed multipart body of CVE-2022-24434 answers upstream\'s 500 "Malformed part header", and the shop goes on', () =>
    withFreshShop(async (t) => {
      const boundary = '----WebKitFormBoundaryoo6vortfDzBsDiro';
      const res = await t.get('/rest/memories', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: `--${boundary}\r\n Content-Disposition: form-data; name="bildbeschreibung"\r\n\r\n\r\n--${boundary}--`,
      });
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('Error: Malformed part header');
      expect((await t.json('/rest/memories')).status).toBe(200);
      expect((await t.json('/rest/admin/application-version')).status).toBe(200);
    }));

  test('no login, no file, no caption or a broken form: refused with a message', async () => {
    expect((await upload(null, { bytes: PNG, name: 'a.png' }, 'anonymous')).status).toBe(401);
    expect(await upload(jimToken, null, 'no file')).toEqual({ status: 400, body: { status: 'error', error: 'File is not passed' } });
    expect((await upload(jimToken, { bytes: PNG, name: 'a.png' })).status).toBe(400);
    expect((await upload(jimToken, { bytes: PNG, name: 'a.png' }, '   ')).body.error).toBe('Caption is required');
    const broken = await s.json('/rest/memories', {
      method: 'POST',
      headers: { ...bearer(jimToken), 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot finished',
    });
    expect(broken.status).toBe(400);
  });

  test('an oversized upload is refused before it is read', async () => {
    const big = Buffer.alloc(5_200_000);
    PNG.copy(big);
    const r = await upload(jimToken, { bytes: big, name: 'huge.png' }, 'too big');
    expect(r.status).toBe(413);
    expect(r.body.error).toMatch(/too large/i);
  });

  test('a file name that climbs out of the uploads folder is stored flat', async () => {
    const r = await upload(jimToken, { bytes: PNG, name: '../../../etc/passwd.png' }, 'flat');
    expect(r.status).toBe(200);
    expect(r.body.data.imagePath).toMatch(/^assets\/public\/images\/uploads\/etcpasswd\.png-\d+\.png$/);
    expect((await s.get(`${UPLOADS}/..%2F..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});

describe('Missing Encoding', () => {
  test('the cat picture linked with a raw # (cut at the first #) does not solve it', async () => {
    const r = await s.get(`${UPLOADS}/${encodeURI(CAT)}`); // encodeURI leaves '#': fetch drops the rest as a fragment
    expect(r.status).toBe(404);
    expect(s.shop.challenges.isSolved('missingEncodingChallenge')).toBe(false);
    await s.get(`${UPLOADS}/default.svg`);
    expect(s.shop.challenges.isSolved('missingEncodingChallenge')).toBe(false);
  });

  test('the picture requested with the # percent-encoded solves it', async () => {
    // a shop of its own: the shared one stays unsolved for the test of the raw #
    const t = await startShop();
    try {
      await t.get(`${UPLOADS}/${encodeURIComponent(CAT)}`);
      expect(t.shop.challenges.isSolved('missingEncodingChallenge')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
