import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const SHOP = process.env.SHOP_URL ?? 'http://localhost:3000';

let browser: Browser | undefined;

/** Debian's Chromium (or CHROMIUM_PATH's), headless, with the flags this closed network needs. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The suite's one browser. */
async function launch() {
  browser ??= await chromium.launch(CHROMIUM);
  return browser;
}

/** A fresh visitor; `returning` has the banners dismissed already, as suites set it. */
export async function visitor({
  returning = true,
  width = 1280,
  height = 900,
  cookies = [] as Array<{ name: string; value: string }>,
} = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await (await launch()).newContext({ viewport: { width, height } });
  const jar = [...cookies];
  if (returning) jar.push({ name: 'welcomebanner_status', value: 'dismiss' }, { name: 'cookieconsent_status', value: 'dismiss' });
  if (jar.length) await context.addCookies(jar.map((c) => ({ ...c, url: SHOP })));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Opens a page and waits until its client islands have hydrated (clicks before that are lost). */
export async function open(page: Page, path: string) {
  await page.goto(`${SHOP}${path}`);
  await page.waitForSelector('html[data-hydrated]');
}

/**
 * Resolves once the page's socket.io connection is accepted by the shop (its connect packet), so
 * that a solve from then on reaches the page. Call it before opening the page.
 */
export function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (ws.url().includes('/socket.io/')) ws.on('framereceived', ({ payload }) => String(payload).startsWith('40') && resolve());
    });
  });
}

/** The language menu's entry named exactly `name` (Deutsch, not Deutsch (Schweiz)), within `scope`. */
export const languageEntry = (page: Page, name: string, scope: Page | Locator = page) =>
  scope.getByRole('menuitem').filter({ has: page.getByText(name, { exact: true }) });

export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

export async function challengeSolved(key: string): Promise<boolean> {
  const res = await fetch(`${SHOP}/api/Challenges/?key=${key}`);
  return (await res.json()).data[0].solved;
}

/** Every answer of 400 or above the page receives from now on, as "status path" (console noise a user would see). */
export function failedResponses(page: Page) {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return failed;
}
