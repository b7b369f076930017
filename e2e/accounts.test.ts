import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { after, before, test } from 'node:test';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { challengeSolved, closeBrowser, open, SHOP, visitor } from './browser.ts';

after(closeBrowser);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function fillRegistration(page: Page, email: string, password: string, answer: string) {
  await open(page, '/register');
  await page.locator('#emailControl').fill(email);
  await page.locator('#passwordControl').fill(password);
  await page.locator('#repeatPasswordControl').fill(password);
  // the questions come from GET /api/SecurityQuestions
  await page.locator('select[name="securityQuestion"] option:not([disabled])').first().waitFor({ state: 'attached' });
  await page.locator('select[name="securityQuestion"]').selectOption({ index: 1 });
  await page.locator('#securityAnswerControl').fill(answer);
  await page.locator('#registerButton').click();
}

async function register(page: Page, email: string, password: string, answer: string) {
  await fillRegistration(page, email, password, answer);
  await page.waitForURL(/\/login$/);
  await page.getByText('Your account is ready. Please log in.').waitFor();
}

async function logIn(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await open(page, '/login');
  await page.locator('#email').fill(email);
  await page.getByLabel('Text field for the login password').fill(password);
  if (rememberMe) await page.locator('#rememberMe').check();
  await page.locator('#loginButton').click();
}

async function logOut(page: Page) {
  await page.locator('#navbarAccount').click();
  const saved = page.waitForResponse((r) => r.url().includes('/rest/saveLoginIp'));
  await page.locator('#navbarLogoutButton').click();
  await saved;
}

test('registration, login with remember me, the logged-in navbar and product cards, and logout', async () => {
  const { page, context, errors } = await visitor();
  const email = `reg-${unique()}@example.com`;
  await open(page, '/register');
  // the button waits for a valid form; the messages name what is missing
  assert.equal(await page.locator('#registerButton').isDisabled(), true);
  await page.locator('#emailControl').fill('not-an-email');
  await page.locator('#passwordControl').fill('abc');
  await page.locator('#passwordControl').blur();
  await page.getByText('This does not look like an email address.').waitFor();
  await page.getByText('The password needs 5 to 40 characters.').waitFor();
  await page.locator('#showPasswordAdvice').check();
  await page.getByText('has an uppercase letter').waitFor();
  assert.equal(await page.getByRole('meter').getAttribute('data-band'), 'low');

  await register(page, email, 'Secret#123', 'Berlin');
  await logIn(page, email, 'Secret#123', { rememberMe: true });
  await page.waitForURL(/\/search$/);
  assert.ok(await storedToken(page));
  assert.ok(await page.evaluate(() => sessionStorage.getItem('bid')));
  assert.ok((await context.cookies()).some((c) => c.name === 'token' && c.expires > Date.now() / 1000 + 7 * 3600));
  await page.getByRole('button', { name: 'Add to Basket' }).first().waitFor();
  await page.locator('#navbarAccount').click();
  await page.getByRole('menuitem', { name: `Go to your profile (${email})` }).waitFor();
  await page.getByRole('menuitem', { name: 'Privacy & Security' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).waitFor();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await logOut(page);
  await page.waitForURL(`${SHOP}/`);
  assert.equal(await storedToken(page), null);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('bid')), null);
  assert.ok(!(await context.cookies()).some((c) => c.name === 'token'));
  assert.equal(await page.getByRole('button', { name: 'Add to Basket' }).count(), 0);
  await page.locator('#navbarAccount').click();
  await page.locator('#navbarLoginButton').waitFor();

  // remember me kept the email for the next visit
  await open(page, '/login');
  assert.equal(await page.locator('#email').inputValue(), email);
  assert.equal(await page.locator('#rememberMe').isChecked(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('registering a taken email shows the first server error, capitalised', async () => {
  const { page, context } = await visitor();
  await fillRegistration(page, 'jim@juice-sh.op', '12345', 'x');
  await page.getByRole('alert').getByText('Email must be unique').waitFor();
  assert.match(page.url(), /\/register$/);
  await context.close();
});

test('a wrong password shows the server error above the form and leaves the visitor logged out', async () => {
  const { page, context } = await visitor();
  await logIn(page, 'admin@juice-sh.op', 'wrong');
  await page.getByRole('alert').getByText('Invalid email or password.').waitFor();
  assert.equal(await storedToken(page), null);
  await page.locator('#email').focus();
  assert.equal(await page.getByRole('alert').count(), 0);
  await context.close();
});

test('forgot password: the question appears for a known email and the answer resets the password', async () => {
  const { page, context } = await visitor();
  const email = `forgot-${unique()}@example.com`;
  await register(page, email, 'first-pass', 'Tabby');
  await open(page, '/forgot-password');
  assert.equal(await page.locator('#securityAnswer').isDisabled(), true);
  await page.locator('#email').fill(email);
  // looked up after a second without typing; the question becomes the answer's placeholder
  await page.waitForFunction(() => !(document.querySelector('#securityAnswer') as HTMLInputElement).disabled);
  assert.match((await page.locator('#securityAnswer').getAttribute('placeholder')) ?? '', /\?$/);
  await page.locator('#securityAnswer').fill('wrong answer');
  await page.locator('#newPassword').fill('second-pass');
  await page.locator('#newPasswordRepeat').fill('second-pass');
  await page.locator('#resetButton').click();
  await page.locator('.error').waitFor();
  assert.equal(await page.locator('#securityAnswer').inputValue(), '');
  await page.locator('#securityAnswer').fill('Tabby');
  await page.locator('#newPassword').fill('second-pass');
  await page.locator('#newPasswordRepeat').fill('second-pass');
  await page.locator('#resetButton').click();
  await page.locator('.confirmation', { hasText: 'Your password has been changed.' }).waitFor();
  await logIn(page, email, 'second-pass');
  await page.waitForURL(/\/search$/);
  await context.close();
});

test('change password needs the current one and then takes effect', async () => {
  const { page, context } = await visitor();
  const email = `change-${unique()}@example.com`;
  await register(page, email, 'old-secret', 'x');
  await open(page, '/privacy-security/change-password');
  await page.getByText('Please log in to view this page.').waitFor();
  await logIn(page, email, 'old-secret');
  await page.waitForURL(/\/search$/);
  await open(page, '/privacy-security/change-password');
  await page.locator('#change-password-heading').waitFor();
  await page.locator('#currentPassword').fill('not-it');
  await page.locator('#newPassword').fill('new-secret');
  await page.locator('#newPasswordRepeat').fill('new-secreX');
  await page.getByText('The two passwords differ.').waitFor();
  assert.equal(await page.locator('#changeButton').isDisabled(), true);
  await page.locator('#newPasswordRepeat').fill('new-secret');
  await page.locator('#changeButton').click();
  await page.locator('.error').waitFor();
  await page.locator('#currentPassword').fill('old-secret');
  await page.locator('#changeButton').click();
  await page.locator('.confirmation', { hasText: 'Your password has been changed.' }).waitFor();
  await page.locator('#navbarAccount').click();
  await page.locator('#navbarLogoutButton').click();
  await logIn(page, email, 'new-secret');
  await page.waitForURL(/\/search$/);
  await context.close();
});

test('two-factor setup with a QR code, then a login that asks for the current code', async () => {
  const { page, context } = await visitor();
  const email = `totp-${unique()}@example.com`;
  await register(page, email, 'totp-pass', 'x');
  await logIn(page, email, 'totp-pass');
  await page.waitForURL(/\/search$/);
  await open(page, '/privacy-security/two-factor-authentication');
  await page.locator('[id="2fa-setup-instructions"]').waitFor();
  await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
  assert.equal(await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).getAttribute('width'), '300');
  const secret = (await page.locator('#initialToken').getAttribute('data-test-totp-secret'))!;
  await page.locator('#currentPasswordSetup').fill('totp-pass');
  await page.locator('#initialToken').fill(await generate({ secret }));
  await page.locator('#setupTwoFactorAuth').click();
  await page.locator('[id="2fa-setup-successfully"]').waitFor();

  await logOut(page);
  await logIn(page, email, 'totp-pass');
  await page.waitForURL(/\/2fa\/enter$/);
  assert.ok(await page.evaluate(() => localStorage.getItem('totp_tmp_token')));
  await page.locator('#totpToken').fill('000000');
  await page.locator('#totpSubmitButton').click();
  await page.getByText('That code is not valid.').waitFor();
  await page.locator('#totpToken').fill(await generate({ secret }));
  await page.locator('#totpSubmitButton').click();
  await page.waitForURL(/\/search$/);
  assert.ok(await storedToken(page));

  // and it can be turned off again with the password
  await open(page, '/privacy-security/two-factor-authentication');
  await page.locator('#currentPasswordDisable').fill('totp-pass');
  await page.locator('#disableTwoFactorAuth').click();
  await page.locator('#two-factor-auth-setup').waitFor();
  await context.close();
});

// A stand-in for the identity provider: authorize sends the browser back with an access token in
// the fragment, userinfo names the email that token belongs to.
const IDP_PORT = 3391;
const idpTokens = new Map<string, string>();
let idp: Server;
before(async () => {
  idp = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${IDP_PORT}`);
    res.setHeader('access-control-allow-origin', '*');
    if (url.pathname === '/authorize') {
      const token = [...idpTokens.keys()].at(-1) ?? '';
      res
        .writeHead(302, { location: `${url.searchParams.get('redirect_uri')}#access_token=${token}&token_type=Bearer&expires_in=3599` })
        .end();
    } else if (url.pathname === '/userinfo' && idpTokens.has(url.searchParams.get('access_token') ?? '')) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ email: idpTokens.get(url.searchParams.get('access_token')!) }));
    } else {
      res.writeHead(401).end();
    }
  });
  // a port held by someone else fails the file at once rather than leaving it waiting
  await new Promise<void>((resolve, reject) => idp.once('error', reject).listen(IDP_PORT, resolve));
});
after(() => idp.close());

test('third-party login: out to the identity provider and back, registered and logged in', async (t) => {
  // private/config/e2e.yml authorises the e2e runner's default address and points at the provider below
  const { config } = await (await fetch(`${SHOP}/rest/admin/application-configuration`)).json();
  if (!config.application.googleOauth.authorizedRedirects.some((r: { uri: string }) => r.uri === new URL(SHOP).origin))
    return t.skip(`${SHOP} is not an authorised redirect here`);
  const { page, context, errors } = await visitor();
  const email = `oauth-${unique()}@example.com`;
  idpTokens.set(`tok-${unique()}`, email);
  await open(page, '/login');
  await page.locator('#loginButtonGoogle').click();
  await page.waitForURL(`${SHOP}/`);
  await page.waitForFunction(() => localStorage.getItem('token'));
  await page.locator('#navbarAccount').click();
  await page.getByRole('menuitem', { name: `Go to your profile (${email})` }).waitFor();
  // the account exists with upstream's derived password: base64 of the reversed email
  const password = Buffer.from([...email].reverse().join('')).toString('base64');
  const res = await fetch(`${SHOP}/rest/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a rejected access token ends on the login page, logged out', async () => {
  const { page, context } = await visitor();
  await open(page, '/#access_token=nobody-knows-this');
  await page.waitForURL(/\/login$/);
  assert.equal(await storedToken(page), null);
  await context.close();
});

test('the administration page: users and feedback for an admin, forbidden for a customer', async () => {
  const { page, context } = await visitor();
  const email = `customer-${unique()}@example.com`;
  await register(page, email, 'customer', 'x');
  await logIn(page, email, 'customer');
  await page.waitForURL(/\/search$/);
  await open(page, '/administration');
  await page.getByText('You are not allowed to access this page!').waitFor();
  assert.match(page.url(), /\/administration$/);
  assert.equal(await challengeSolved('adminSectionChallenge'), false);
  await logOut(page);

  await logIn(page, 'admin@juice-sh.op', 'admin123');
  await page.waitForURL(/\/search$/);
  await open(page, '/administration');
  const users = page.locator('#users mat-row');
  await users.first().waitFor();
  assert.equal(await users.count(), 10);
  await page
    .locator('#users')
    .getByText(/1 – 10 of \d+/)
    .waitFor();
  // admin logged in a moment ago: an active session, shown green with a marker
  const adminRow = page.locator('#users mat-row', { hasText: 'admin@juice-sh.op' });
  assert.equal(await adminRow.getAttribute('data-active'), 'true');
  await adminRow.getByRole('img', { name: 'Logged in during the last 6 hours' }).waitFor();
  await adminRow.getByRole('button', { name: 'Show details of user #1', exact: true }).click();
  await page.getByRole('dialog').getByText('User #1').waitFor();
  await page.getByRole('dialog').getByText('admin', { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  const feedback = page.locator('#feedback mat-row');
  await feedback.first().waitFor();
  const before = await page
    .locator('#feedback')
    .getByText(/of \d+$/)
    .innerText();
  const firstId = await feedback.first().getAttribute('data-feedback-id');
  await feedback
    .first()
    .getByRole('button', { name: `Show feedback #${firstId}` })
    .click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await feedback
    .first()
    .getByRole('button', { name: `Delete feedback #${firstId}` })
    .click();
  await page.waitForFunction((id) => !document.querySelector(`#feedback mat-row[data-feedback-id="${id}"]`), firstId);
  const afterText = await page
    .locator('#feedback')
    .getByText(/of \d+$/)
    .innerText();
  assert.equal(Number(afterText.match(/of (\d+)/)![1]), Number(before.match(/of (\d+)/)![1]) - 1);
  assert.equal(await challengeSolved('adminSectionChallenge'), true);
  await context.close();
});

test('the last login IP is the one saved at the previous logout', async () => {
  const { page, context } = await visitor();
  const email = `ip-${unique()}@example.com`;
  await register(page, email, 'ip-pass', 'x');
  await logIn(page, email, 'ip-pass');
  await page.waitForURL(/\/search$/);
  await logOut(page);
  await logIn(page, email, 'ip-pass');
  await page.waitForURL(/\/search$/);
  await open(page, '/privacy-security/last-login-ip');
  const ip = await page.locator('#last-login-ip small').innerText();
  assert.match(ip, /^(::1|(::ffff:)?127\.0\.0\.1)$/);
  await context.close();
});

test('the last login IP is shown as markup, as upstream does (the HTTP-Header XSS sink), unless safety mode strips it', async () => {
  const { page, context } = await visitor();
  const email = `header-${unique()}@example.com`;
  await register(page, email, 'hdr-pass', 'x');
  const login = async () =>
    (
      await (
        await fetch(`${SHOP}/rest/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'hdr-pass' }),
        })
      ).json()
    ).authentication.token;
  const saved = await fetch(`${SHOP}/rest/saveLoginIp`, {
    headers: { authorization: `Bearer ${await login()}`, 'true-client-ip': '<b id="ip-probe">10.9.8.7</b>' },
  });
  assert.equal(saved.status, 200);
  const challenge = (await (await fetch(`${SHOP}/api/Challenges/?key=httpHeaderXssChallenge`)).json()).data[0];
  await logIn(page, email, 'hdr-pass');
  await page.waitForURL(/\/search$/);
  await open(page, '/privacy-security/last-login-ip');
  await page.locator('#last-login-ip').getByText('10.9.8.7').waitFor();
  // with the challenge on, the header's markup is live on the page; safety mode stores plain text instead
  assert.equal(await page.locator('#last-login-ip #ip-probe').count(), challenge.disabledEnv ? 0 : 1);
  await context.close();
});

test('the login page ships a test account in its script, and those credentials work (Exposed Credentials)', async () => {
  const { page, context } = await visitor();
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.text().catch(() => '')));
  // the login screen's own script holds them: loaded before the page reports hydrated
  await open(page, '/login');
  const leaked = (await Promise.all(scripts)).find((js) => js.includes('IamUsedForTesting'));
  assert.match(leaked ?? '', /["'`]testing["'`]/); // the account's name, on the shop's own domain
  // the leftover quick fill, switched on from the console, fills them in, on the configured domain
  await page.evaluate(() => localStorage.setItem('autofillTestAccount', 'true'));
  await open(page, '/login');
  await page.waitForFunction(() => (document.querySelector('#password') as HTMLInputElement).value !== '');
  assert.equal(await page.locator('#email').inputValue(), 'testing@juice-sh.op');
  await page.locator('#loginButton').click();
  await page.waitForURL(/\/search$/);
  assert.equal(await challengeSolved('exposedCredentialsChallenge'), true);
  await context.close();
});
