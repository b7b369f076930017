import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { closeBrowser, open, SHOP, visitor } from './browser.ts';

after(closeBrowser);

const CHRISTMAS_BOX = 'Christmas Super-Surprise-Box (2014 Edition)';
// upstream v20's catalogue: "apple" also matches Pineapple Juice
const APPLE_RESULTS = ['Apple Juice (1000ml)', 'Apple Pomace', 'Pineapple Juice (1000ml)'];

const isSearchCall = (q: string) => (r: Response) => {
  const url = new URL(r.url());
  return url.pathname === '/rest/products/search' && url.searchParams.get('q') === q;
};

/** Types into the navbar's search box and submits; resolves with the browser's call to the REST search. */
async function searchFor(page: Page, q: string) {
  await page.locator('#searchQuery').click();
  const input = page.locator('#searchQuery input');
  await input.fill(q);
  const answer = page.waitForResponse(isSearchCall(q));
  await input.press('Enter');
  return answer;
}

const cardNames = (page: Page) => page.locator('#product-search-results article > button > span').allInnerTexts();

/**
 * The section's DOM as a canonical string: attributes sorted, adjacent text joined, comments and
 * the `selected` attribute left out (server HTML and client DOM differ only in those).
 */
const canonicalSection = (page: Page) =>
  page
    .locator('main section')
    .first()
    .evaluate((root) => {
      const walk = (node: Node): string => {
        let out = '';
        let text = '';
        for (const child of node.childNodes) {
          if (child.nodeType === Node.TEXT_NODE) text += child.textContent;
          if (child.nodeType !== Node.ELEMENT_NODE) continue;
          out += text;
          text = '';
          const el = child as Element;
          // ids React's useId makes differ between the server and the browser render; what they link stays compared
          const value = (a: Attr) => (a.name === 'id' || a.name === 'for' ? a.value.replace(/^_r_\w+_$/i, '(react id)') : a.value);
          const attrs = [...el.attributes]
            .filter((a) => a.name !== 'selected')
            .map((a) => `${a.name}="${value(a)}"`)
            .sort()
            .join(' ');
          out += `<${el.localName} ${attrs}>${walk(el)}</${el.localName}>`;
        }
        return out + text;
      };
      return walk(root);
    });

/** RSC requests for the search route: a search on the loaded page must not need one. */
function watchSearchRscRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/RSC/R/search') && seen.push(r.url()));
  return seen;
}

test("typing '))-- into the search box calls /rest/products/search and shows the soft-deleted Christmas box", async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/search');
  const rsc = watchSearchRscRequests(page);
  const answer = await searchFor(page, "'))--");
  assert.equal(answer.status(), 200);
  assert.equal(answer.request().method(), 'GET');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === "'))--");
  await page.locator('#product-search-results article', { hasText: CHRISTMAS_BOX }).waitFor();
  assert.equal(await page.locator('#search-result-heading #searchValue').innerText(), "'))--");
  // the card behaves as a server-rendered one: its details open with the description
  await page.getByRole('button', { name: `Details of ${CHRISTMAS_BOX}` }).click();
  await page.getByRole('dialog').getByRole('heading', { name: CHRISTMAS_BOX }).waitFor();
  await page.keyboard.press('Escape');
  assert.deepEqual(rsc, []);
  assert.deepEqual(errors, []);
  await context.close();
});

test('searching "apple" in the browser shows exactly the REST answer; the first HTML of /search?q=apple already holds it', async () => {
  const html = await (await fetch(`${SHOP}/search?q=apple`)).text();
  const served = [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map(([card]) =>
    APPLE_RESULTS.find((name) => card.includes(`alt="${name}"`)),
  );
  assert.deepEqual(served, APPLE_RESULTS);

  const { page, context } = await visitor();
  await open(page, '/search');
  const answer = await searchFor(page, 'apple');
  const { data } = (await answer.json()) as { data: Array<{ name: string }> };
  assert.deepEqual(
    data.map((p) => p.name),
    APPLE_RESULTS,
  );
  await page.locator('#searchValue', { hasText: 'apple' }).waitFor();
  assert.deepEqual(await cardNames(page), APPLE_RESULTS);
  // back in the history: the address and the grid before the search
  await page.goBack();
  await page.waitForURL(`${SHOP}/search`);
  await page.getByRole('heading', { name: 'All Products' }).waitFor();
  assert.equal(await page.locator('#product-search-results article').count(), 12);
  await context.close();
});

test('a search started on the home page asks the REST endpoint too', async () => {
  const { page, context } = await visitor();
  await open(page, '/');
  await searchFor(page, 'apple');
  await page.waitForURL(`${SHOP}/search?q=apple`);
  await page.locator('#searchValue', { hasText: 'apple' }).waitFor();
  assert.deepEqual(await cardNames(page), APPLE_RESULTS);
  await context.close();
});

test('the grid rendered in the browser is the server-rendered one: cards, ribbons, paginator', async () => {
  const { page, context } = await visitor();
  await open(page, '/search?q=owasp');
  const serverRendered = await canonicalSection(page);
  assert.match(serverRendered, /Sold Out/);
  assert.match(serverRendered, /Only \d left/);
  assert.match(serverRendered, /aria-label="Next page"/);

  await open(page, '/search');
  await searchFor(page, 'owasp');
  await page.locator('#searchValue', { hasText: 'owasp' }).waitFor();
  assert.equal(await canonicalSection(page), serverRendered);
  await context.close();
});

test('a logged-in shopper gets Add to Basket on the cards the browser rendered', async () => {
  const email = `search-${Date.now()}@juice-sh.op`;
  const json = { 'content-type': 'application/json' };
  await fetch(`${SHOP}/api/Users`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'apple-juice', passwordRepeat: 'apple-juice' }),
  });
  const login = (await (
    await fetch(`${SHOP}/rest/user/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'apple-juice' }) })
  ).json()) as { authentication: { token: string; bid: number } };
  const { page, context } = await visitor();
  await page.addInitScript(({ token, bid }) => {
    localStorage.setItem('token', token);
    sessionStorage.setItem('bid', String(bid));
  }, login.authentication);
  await open(page, '/search');
  await searchFor(page, 'apple');
  await page.locator('#searchValue', { hasText: 'apple' }).waitFor();
  const buttons = page.locator('#product-search-results article').getByRole('button', { name: 'Add to Basket' });
  await buttons.nth(APPLE_RESULTS.length - 1).waitFor();
  assert.equal(await buttons.count(), APPLE_RESULTS.length);
  await context.close();
});

test('a search that breaks the SQL shows no results, server-rendered or in the browser; the endpoint answers 500', async () => {
  const broken = "apple'))";
  const page1 = await fetch(`${SHOP}/search?q=${encodeURIComponent(broken)}`);
  assert.equal(page1.status, 200);
  assert.match(await page1.text(), /No results found/);

  const { page, context, errors } = await visitor();
  await open(page, '/search');
  const answer = await searchFor(page, broken);
  assert.equal(answer.status(), 500);
  assert.match(((await answer.json()) as { error: { message: string } }).error.message, /syntax error/);
  await page.getByRole('heading', { name: 'No results found' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});
