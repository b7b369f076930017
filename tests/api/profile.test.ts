import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startShop, type TestServer } from '../helpers';
import { formPost, pictureOf, postAlone, statusOf, profileHtml as profileHtmlOf, tokenFor, withToken } from './profile-helpers';

/** The server-rendered /profile and /dataerasure pages in normal use, with bad input and without login. */

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let s: TestServer;
let admin: string;
let jim: string;
beforeAll(async () => {
  s = await startShop();
  admin = await tokenFor(s, 'admin@juice-sh.op', 'admin123');
  jim = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
});
afterAll(async () => s.close());

const upload = (token: string, bytes: Uint8Array, name = 'me.png') => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return withToken(token, { method: 'POST', body });
};

/**
 * A fresh shop, with admin's and Jim's tokens, for a test that changes a profile or needs one
 * untouched: the shared shop's admin keeps his default picture and Jim his name and picture.
 */
async function withFreshShop(check: (t: TestServer, tokens: { admin: string; jim: string }) => Promise<void>) {
  const t = await startShop();
  try {
    await check(t, { admin: await tokenFor(t, 'admin@juice-sh.op', 'admin123'), jim: await tokenFor(t, 'jim@juice-sh.op', 'ncc-1701') });
  } finally {
    await t.close();
  }
}

describe('GET /profile', () => {
  test('shows the user in the shop frame: name, logo, theme, back link, email, username form, picture', async () => {
    const res = await s.get('/profile', withToken(admin));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe(
      "img-src 'self' assets/public/images/uploads/defaultAdmin.png; script-src 'self' 'unsafe-eval'",
    );
    const html = await res.text();
    expect(html).toContain('<title>User Profile | OWASP Juice Shop</title>');
    expect(html).toContain('src="/assets/public/images/JuiceShop_Logo.svg"');
    expect(html).toContain('--accent:#8bc34a');
    expect(html).toMatch(/<a class="back" href="\/"/);
    expect(html).toContain('<input id="email" type="email" name="email" value="admin@juice-sh.op" disabled>');
    expect(html).toMatch(/<label for="username">Username<\/label>\s*<input id="username"/);
    expect(html).toContain('<form action="/profile/image/url" method="post">');
    expect(html).toContain('enctype="multipart/form-data"');
    expect(pictureOf(html)).toBe('/assets/public/images/uploads/defaultAdmin.png');
    expect(html).toContain('No username set yet');
  });

  test("a new account's picture (a path, which no policy source can be) is left to 'self': the policy holds only valid sources", () =>
    withFreshShop(async (t) => {
      const registered = await t.json('/api/Users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'csp@juice-sh.op', password: 'csp123' }),
      });
      expect(registered.body.data.profileImage).toBe('/assets/public/images/uploads/default.svg');
      const token = await tokenFor(t, 'csp@juice-sh.op', 'csp123');
      const res = await t.get('/profile', withToken(token));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe("img-src 'self' ; script-src 'self' 'unsafe-eval'");
      expect(pictureOf(await res.text())).toBe('/assets/public/images/uploads/default.svg');
      // a linked picture's address stays in the policy, as do the seeded accounts' stored sources
      expect(await statusOf(t.get('/profile/image/url', formPost(token, { imageUrl: 'http://127.0.0.1:1/me.png' })))).toBe(302);
      const linked = await t.get('/profile', withToken(token));
      expect(linked.headers.get('content-security-policy')).toBe(
        "img-src 'self' http://127.0.0.1:1/me.png; script-src 'self' 'unsafe-eval'",
      );
      await linked.body?.cancel();
    }));

  test("speaks German with the language cookie, under upstream's key and under our former one", async () => {
    for (const language of ['de_DE', 'de']) {
      const res = await s.get('/profile', withToken(admin, { headers: { cookie: `token=${admin}; language=${language}` } }));
      const html = await res.text();
      expect(html, language).toContain('<html lang="de-DE" dir="ltr"');
      expect(html).toContain('Benutzerprofil');
      expect(html).toContain('Zurück zum Shop');
    }
  });

  test('an Arabic reader gets the page right to left', async () => {
    const res = await s.get('/profile', withToken(admin, { headers: { cookie: `token=${admin}; language=ar_SA` } }));
    expect(await res.text()).toContain('<html lang="ar-SA" dir="rtl"');
  });

  test('without a login: refused as upstream refuses (500 "Blocked illegal activity")', async () => {
    for (const [path, init] of [
      ['/profile', {}],
      ['/profile', { method: 'POST', body: new URLSearchParams({ username: 'x' }) }],
      ['/profile/image/url', { method: 'POST', body: new URLSearchParams({ imageUrl: 'http://127.0.0.1:1/a.png' }) }],
      ['/dataerasure', {}],
      ['/dataerasure', { method: 'POST', body: new URLSearchParams({ email: 'admin@juice-sh.op' }) }],
    ] as Array<[string, RequestInit]>) {
      const res = await s.get(path, { ...init, redirect: 'manual' });
      expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(500);
      expect(await res.text()).toContain('Blocked illegal activity by 127.0.0.1');
    }
    expect(await statusOf(s.get('/profile', { headers: { cookie: 'token=not.a.token' } }))).toBe(500);
  });
});

describe('POST /profile', () => {
  test('sets the username, renews the token cookie and shows the new name', () =>
    withFreshShop(async (t, { jim }) => {
      const res = await t.get('/profile', formPost(jim, { username: 'Captain Jim' }));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/profile');
      await res.body?.cancel();
      const renewed = /token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      expect(renewed).toBeTruthy();
      expect(JSON.parse(Buffer.from(renewed!.split('.')[1], 'base64url').toString()).data.username).toBe('Captain Jim');
      const html = await profileHtmlOf(t, renewed!);
      expect(html).toContain('<p class="username" id="shownUsername">Captain Jim</p>');
      expect(html).toContain('value="Captain Jim"');
    }));

  test('bad input is a 4xx and changes nothing', () =>
    withFreshShop(async (t, { jim }) => {
      // a name set first, which the bad input must leave as it is
      expect(await statusOf(t.get('/profile', formPost(jim, { username: 'Captain Jim' })))).toBe(302);
      expect(await statusOf(t.get('/profile', formPost(jim, {})))).toBe(400);
      expect(await statusOf(t.get('/profile', formPost(jim, { username: 'x'.repeat(1001) })))).toBe(400);
      const json = (body: string) => withToken(jim, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(await statusOf(t.get('/profile', json('[1,2]')))).toBe(400);
      expect(await statusOf(t.get('/profile', json('{"username":')))).toBe(400);
      expect(await statusOf(t.get('/profile', json('{"username":42}')))).toBe(400);
      expect(await statusOf(postAlone(t, '/profile', formPost(jim, { username: 'y'.repeat(70_000) })))).toBe(413);
      expect(await profileHtmlOf(t, jim)).toContain('Captain Jim');
    }));
});

describe('profile pictures', () => {
  /** Admin (user 1) uploads the PNG: stored as 1.png. */
  async function adminUploadsPng(t: TestServer, admin: string) {
    const res = await t.get('/profile/image/file', upload(admin, PNG));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/profile');
    await res.body?.cancel();
  }

  test('a PNG upload is stored under the uploads folder, shown and served', () =>
    withFreshShop(async (t, { admin }) => {
      await adminUploadsPng(t, admin);
      const html = await profileHtmlOf(t, admin);
      expect(pictureOf(html)).toBe('/assets/public/images/uploads/1.png');
      const picture = await t.get('/assets/public/images/uploads/1.png');
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
    }));

  test('uploads that are not images, unknown bytes, oversized files or no file at all are refused', () =>
    withFreshShop(async (t, { jim }) => {
      const pdf = await t.get('/profile/image/file', upload(jim, Buffer.from('%PDF-1.4\n...'), 'cv.pdf'));
      expect(pdf.status).toBe(415);
      expect(pdf.headers.get('content-type')).toMatch(/^text\/html/);
      const pdfPage = await pdf.text();
      expect(pdfPage).toContain('OWASP Juice Shop (Express');
      expect(pdfPage).toContain('Error: Profile image upload does not accept this file type: application/pdf');
      const big = Buffer.concat([PNG, Buffer.alloc(250_000)]);
      expect(await statusOf(postAlone(t, '/profile/image/file', upload(jim, big)))).toBe(413);
      const none = await t.json('/profile/image/file', withToken(jim, { method: 'POST', body: new FormData() }));
      expect(none).toEqual({ status: 400, body: { error: 'File is not passed' } });
      expect(pictureOf(await profileHtmlOf(t, jim))).toBe('/assets/public/images/uploads/default.svg');
    }));

  test('unrecognisable bytes go through the error handler as upstream\'s (500 "Error: Illegal file type"); the shop keeps serving', () =>
    withFreshShop(async (t, { jim }) => {
      const res = await t.get('/profile/image/file', upload(jim, Buffer.from('not an image, just plain text content'), 'random.bin'));
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await res.text();
      expect(page).toContain('OWASP Juice Shop (Express');
      expect(page).toContain('Error: Illegal file type');
      expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(true);
      expect(pictureOf(await profileHtmlOf(t, jim))).toBe('/assets/public/images/uploads/default.svg');
      expect(await statusOf(t.get('/profile/image/file', upload(jim, PNG)))).toBe(302);
      expect(pictureOf(await profileHtmlOf(t, jim))).toBe('/assets/public/images/uploads/2.png');
    }));

  test('a picture linked by URL is fetched by the server, stored and served', () =>
    withFreshShop(async (t, { admin, jim }) => {
      // the link points at admin's uploaded picture
      await adminUploadsPng(t, admin);
      expect(await statusOf(t.get('/profile/image/url', formPost(jim, { imageUrl: `${t.url}/assets/public/images/uploads/1.png` })))).toBe(
        302,
      );
      expect(pictureOf(await profileHtmlOf(t, jim))).toBe('/assets/public/images/uploads/2.png');
      const served = await t.get('/assets/public/images/uploads/2.png');
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    }));

  test('an unreachable link is kept as the link itself, and odd links do not hurt the server', () =>
    withFreshShop(async (t, { jim }) => {
      const unreachable = 'http://127.0.0.1:1/nothing-here.png';
      expect(await statusOf(t.get('/profile/image/url', formPost(jim, { imageUrl: unreachable })))).toBe(302);
      const html = await profileHtmlOf(t, jim);
      expect(pictureOf(html)).toBe(unreachable);
      for (const imageUrl of [
        'not a url',
        'file:///etc/passwd',
        'javascript:alert(1)',
        `${t.url}/profile/image/url`,
        'http://[::1',
        'a\r\nX-Injected: 1',
      ]) {
        expect(await statusOf(t.get('/profile/image/url', formPost(jim, { imageUrl }))), imageUrl).toBe(302);
        const res = await t.get('/profile', withToken(jim));
        expect(res.status, imageUrl).toBe(200);
        expect(res.headers.get('x-injected')).toBeNull();
        await res.body?.cancel();
      }
      expect(await statusOf(t.get('/profile/image/url', formPost(jim, {})))).toBe(400);
      expect(await statusOf(t.get('/profile/image/url', formPost(jim, { imageUrl: 'x'.repeat(3000) })))).toBe(400);
    }));

  test('names that are no picture of this shop are left to the public files', async () => {
    expect(await statusOf(s.get('/assets/public/images/uploads/999.png'))).toBe(404);
    expect(await statusOf(s.get('/assets/public/images/uploads/..%2F..%2Fpackage.json'))).toBe(404);
  });
});

describe('/dataerasure', () => {
  test('GET shows the form with the email and the security question of the user', async () => {
    const res = await s.get('/dataerasure', withToken(admin));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Request data erasure | OWASP Juice Shop</title>');
    expect(html).toContain('<form action="/dataerasure" method="post">');
    expect(html).toContain('placeholder="admin@juice-sh.op"');
    expect(html).toContain('Your security question: What was your mother&#39;s surname before she married?');
    expect(html).toMatch(/<label for="securityAnswer">[^<]+<\/label>\s*<input id="securityAnswer"/);
  });

  test('GET for an account without a security answer fails as upstream\'s (500 "Error: No answer found!"), in the shop\'s frame, solving nothing', () =>
    withFreshShop(async (t) => {
      const google = await tokenFor(t, 'bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=');
      const res = await t.get('/dataerasure', withToken(google));
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('Error: No answer found!');
      expect(html).toContain('Your account has no security question');
      expect(html).not.toContain('<form');
      expect(t.shop.challenges.isSolved('errorHandlingChallenge')).toBe(false);
    }));

  test('POST with a wrong email or answer shows the form again (400) and records nothing', async () => {
    const count = () => (s.shop.db.prepare('SELECT COUNT(*) AS n FROM PrivacyRequests').get() as { n: number }).n;
    const before = count();
    const wrongAnswer = await s.get('/dataerasure', formPost(jim, { email: 'jim@juice-sh.op', securityAnswer: 'Bob' }));
    expect(wrongAnswer.status).toBe(400);
    expect(await wrongAnswer.text()).toContain('does not match your account');
    expect(await statusOf(s.get('/dataerasure', formPost(jim, { email: 'admin@juice-sh.op', securityAnswer: 'Samuel' })))).toBe(400);
    expect(await statusOf(s.get('/dataerasure', formPost(jim, {})))).toBe(400);
    expect(count()).toBe(before);
  });

  test('POST with the right email and answer records the request, logs out and confirms', async () => {
    const bender = await tokenFor(s, 'bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!');
    const res = await s.get('/dataerasure', formPost(bender, { email: 'Bender@juice-sh.op', securityAnswer: "Stop'n'Drop" }));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/token=;.*Max-Age=0/);
    const html = await res.text();
    expect(html).toContain('Erasure requested');
    expect(html).toContain("localStorage.removeItem('token')");
    expect(s.shop.db.prepare('SELECT UserId, deletionRequested FROM PrivacyRequests WHERE UserId = 3').get()).toEqual({
      UserId: 3,
      deletionRequested: 1,
    });
  });

  test("upstream's POST with only an email (an account without answer) confirms (200, HTML) and deletes nobody", () =>
    withFreshShop(async (t) => {
      const google = await tokenFor(t, 'bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=');
      const body = new FormData();
      body.append('email', 'bjoern.kimminich@gmail.com');
      const res = await t.get('/dataerasure', withToken(google, { method: 'POST', body }));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(await res.text()).toContain('Erasure requested');
      await tokenFor(t, 'bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=');
    }));

  test("POST with an empty layout renders the confirmation as upstream's does (200), recorded and logged out", () =>
    withFreshShop(async (t, { jim }) => {
      const json = withToken(jim, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ layout: null }),
      });
      const res = await t.get('/dataerasure', json);
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/token=;.*Max-Age=0/);
      expect(await res.text()).toContain('Erasure requested');
      const form = await t.get('/dataerasure', formPost(jim, { layout: '' }));
      expect(form.status).toBe(200);
      await form.body?.cancel();
      expect(t.shop.db.prepare('SELECT COUNT(*) AS n FROM PrivacyRequests WHERE UserId = 2').get()).toEqual({ n: 2 });
      expect(t.shop.challenges.isSolved('lfrChallenge')).toBe(false);
    }));

  test('POST with a layout naming no file goes through the error handler as upstream\'s: 500 "no such file or directory"', () =>
    withFreshShop(async (t, { jim }) => {
      const json = withToken(jim, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ layout: '../this/file/does/not/exist' }),
      });
      const res = await t.get('/dataerasure', json);
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('no such file or directory');
      expect(t.shop.challenges.isSolved('lfrChallenge')).toBe(false);
      expect(await statusOf(t.get('/rest/admin/application-version'))).toBe(200);
    }));
});

test('the shop keeps answering after all of the above', async () => {
  expect(await statusOf(s.get('/rest/admin/application-version'))).toBe(200);
});
