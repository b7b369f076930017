import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, open, SHOP, visitor } from './browser.ts';

after(closeBrowser);

// ---- old hash addresses -------------------------------------------------------------------

/** Marks the loaded document, so a test can tell client navigation from a reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce === true);

test('a hash address set on a loaded page shows its screen, in the same document', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/');
  await markDocument(page);
  await page.evaluate(() => (location.hash = '#/login'));
  await page.waitForURL(`${SHOP}/login`);
  await page.locator('#login-form').waitFor();
  assert.equal(await sameDocument(page), true);

  // a plain link to an old address, clicked on the page it points into
  await open(page, '/');
  await markDocument(page);
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), {
      href: '/#/search?q=apple',
      id: 'old-address-link',
      textContent: 'old address',
    });
    document.querySelector('main')!.prepend(link);
  });
  await page.locator('#old-address-link').click();
  await page.waitForURL(`${SHOP}/search?q=apple`);
  await page.locator('#product-search-results').getByText('Apple Pomace').waitFor();
  assert.equal(await sameDocument(page), true);
  // the hash entry was replaced: back leaves the old address behind
  await page.goBack();
  await page.waitForURL(`${SHOP}/`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a hash address loaded in full lands on its path; an OAuth return is left to the login it carries', async () => {
  const { page, context } = await visitor();
  await page.goto(`${SHOP}/#/about`);
  await page.waitForURL(`${SHOP}/about`);
  await page.locator('#customer-feedback').waitFor();
  // not a route: the account menu takes the token (here a bogus one the provider refuses) and ends on /login
  await page.goto(`${SHOP}/#access_token=not-a-real-token&token_type=Bearer`);
  await page.waitForURL(`${SHOP}/login`);
  await context.close();
});

// ---- one accessible name per control --------------------------------------------------------

const FORM_CONTROLS =
  'input:not([type=hidden]), select, textarea, [role=textbox], [role=searchbox], [role=combobox], [role=checkbox], [role=switch], [role=spinbutton], [role=radio], [role=slider], [role=listbox]';
const CONTROL_ROLES = /^\s*- (textbox|searchbox|combobox|checkbox|switch|spinbutton|radio|slider|listbox)(?: "((?:[^"\\]|\\.)*)")?/;

/** The form controls a label query finds: a case-insensitive substring, as Playwright's and Testing Library's. */
const labelled = (page: Page, text: string, exact = false) => page.getByLabel(text, { exact }).and(page.locator(FORM_CONTROLS));

/** A screen's label expectations: how many controls "email", "password" and "search" find (0 when left out). */
type Names = {
  email?: number;
  password?: number;
  search?: number;
  /** Where the screen has several password fields by design: each full name finds exactly one. */
  exactly?: string[];
  /** Where a substring query must find the field alone, buttons included (the login screen). */
  onlyMatch?: string[];
};

async function describe(locator: Locator) {
  const all = await locator.all();
  return Promise.all(
    all.map((e) => e.evaluate((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${el.getAttribute('aria-label') ?? ''}]`)),
  );
}

async function checkNames(page: Page, screen: string, names: Names) {
  for (const word of ['email', 'password', 'search'] as const) {
    const found = labelled(page, word);
    assert.equal(await found.count(), names[word] ?? 0, `${screen}: controls labelled "${word}": ${(await describe(found)).join(', ')}`);
  }
  for (const name of names.exactly ?? []) assert.equal(await labelled(page, name, true).count(), 1, `${screen}: "${name}"`);
  for (const word of names.onlyMatch ?? [])
    assert.equal(
      await page.getByLabel(word).count(),
      1,
      `${screen}: everything labelled "${word}": ${(await describe(page.getByLabel(word))).join(', ')}`,
    );
  // every control the page offers has a name of its own
  const controls = (await page.locator('body').ariaSnapshot()).split('\n').flatMap((line) => {
    const m = CONTROL_ROLES.exec(line);
    return m ? [{ role: m[1], name: m[2] ?? '' }] : [];
  });
  if (names.exactly?.length) assert.ok(controls.length > 0, `${screen}: no controls seen`);
  for (const c of controls) assert.notEqual(c.name, '', `${screen}: a ${c.role} without a name`);
  const seen = controls.map((c) => c.name);
  assert.deepEqual(
    seen.filter((n, i) => seen.indexOf(n) !== i),
    [],
    `${screen}: names used twice`,
  );
}

async function logInAsAdmin(page: Page) {
  await open(page, '/login');
  await page.getByLabel('email').fill('admin@juice-sh.op');
  await page.getByLabel('password').fill('admin123');
  await page.locator('#loginButton').click();
  await page.waitForURL(/\/search$/);
}

test('no two controls share a label match for email, password or search, on every screen', async () => {
  const { page, context, errors } = await visitor();

  await open(page, '/login');
  await checkNames(page, '/login', {
    email: 1,
    password: 1,
    onlyMatch: ['email', 'password'],
    exactly: ['Text field for the login email', 'Text field for the login password', 'Remember me'],
  });
  // the visibility toggle is no second "password", shown or hidden
  await page.getByRole('button', { name: 'Show the password' }).click();
  await page.getByRole('button', { name: 'Hide the password' }).waitFor();
  assert.equal(await page.getByLabel('password').count(), 1);

  await open(page, '/register');
  await page.locator('select[name="securityQuestion"] option:not([disabled])').first().waitFor({ state: 'attached' });
  await checkNames(page, '/register', { email: 1, password: 3, exactly: ['Password', 'Repeat password', 'Show password advice'] });

  await open(page, '/forgot-password');
  await checkNames(page, '/forgot-password', {
    email: 1,
    password: 3,
    exactly: ['New password', 'Repeat new password', 'Show password advice'],
  });

  await open(page, '/2fa/enter');
  await checkNames(page, '/2fa/enter', { exactly: ['Field for the 6-digit code of your authenticator app'] });

  await open(page, '/about');
  await page.locator('#customer-feedback').waitFor();
  await checkNames(page, '/about', {});

  // the product screen: the navbar box is a field once open, beside the page size
  await open(page, '/search');
  await page.locator('#product-search-results').waitFor();
  await checkNames(page, '/search (search closed)', { exactly: ['Items per page'] });
  await page.getByRole('button', { name: 'Open search' }).click();
  await checkNames(page, '/search (search open)', { search: 1, exactly: ['Items per page'] });
  await labelled(page, 'search').fill('apple');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${SHOP}/search?q=apple`);
  await open(page, '/search?q=apple');
  await checkNames(page, '/search?q=apple', { search: 1 });
  assert.equal(await labelled(page, 'search').inputValue(), 'apple');

  await open(page, '/score-board');
  await page.waitForSelector('#score-board[data-live]');
  await checkNames(page, '/score-board', { search: 1, exactly: ['Search challenges'] });
  await page.locator('#score-board-settings').click();
  await page.getByRole('dialog').waitFor();
  await checkNames(page, '/score-board (settings)', { search: 1 });
  await page.keyboard.press('Escape');

  await logInAsAdmin(page);
  await open(page, '/privacy-security/change-password');
  await checkNames(page, '/privacy-security/change-password', {
    password: 3,
    exactly: ['Current password', 'New password', 'Repeat new password'],
  });

  await open(page, '/privacy-security/two-factor-authentication');
  await page.locator('#currentPasswordSetup').waitFor();
  await checkNames(page, '/privacy-security/two-factor-authentication', { password: 1, onlyMatch: ['password'] });

  await open(page, '/administration');
  await page.locator('#users mat-row').first().waitFor();
  await checkNames(page, '/administration', {});
  assert.deepEqual(errors, []);
  await context.close();
});

test('the welcome and cookie banners add no control that a label query mistakes', async () => {
  const { page, context } = await visitor({ returning: false });
  await open(page, '/');
  const welcome = page.getByRole('dialog');
  await welcome.waitFor();
  for (const word of ['email', 'password', 'search']) assert.equal(await labelled(page, word).count(), 0, word);
  await welcome.getByRole('button', { name: 'Close Welcome Banner' }).click();
  await page.getByRole('button', { name: 'dismiss cookie message' }).click();
  await checkNames(page, '/ (after the banners)', { exactly: ['Items per page'] });
  await context.close();
});
