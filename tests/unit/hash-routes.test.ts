import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { HASH_ROUTE_SCRIPT, hashRoutePath, unlistedRoutePath } from '../../src/lib/hash-routes';

test('old hash addresses name their path; anchors and the OAuth return stay fragments', () => {
  expect(hashRoutePath('#/login')).toBe('/login');
  expect(hashRoutePath('#/search?q=apple')).toBe('/search?q=apple');
  expect(hashRoutePath('#/')).toBe('/');
  expect(hashRoutePath('#access_token=abc&token_type=Bearer')).toBeNull();
  expect(hashRoutePath('#main')).toBeNull();
  expect(hashRoutePath('')).toBeNull();
});

/** Runs the inline <head> script in a bare page: what it replaces the address with, and its hashchange listener. */
function loadPage(hash: string) {
  const page = {
    hash,
    replaced: [] as string[],
    assigned: [] as string[],
    hydrated: false,
    onHashChange: undefined as undefined | (() => void),
  };
  runInNewContext(HASH_ROUTE_SCRIPT, {
    location: {
      get hash() {
        return page.hash;
      },
      replace: (to: string) => page.replaced.push(to),
      assign: (to: string) => page.assigned.push(to),
    },
    document: { documentElement: { hasAttribute: (name: string) => name === 'data-hydrated' && page.hydrated } },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'hashchange') page.onHashChange = listener;
    },
  });
  const changeHash = (to: string) => {
    page.hash = to;
    page.onHashChange?.();
  };
  return { page, changeHash };
}

test('the inline script replaces a loaded hash address by its path, and leaves an OAuth return alone', () => {
  expect(loadPage('#/search?q=apple').page.replaced).toEqual(['/search?q=apple']);
  expect(loadPage('#access_token=abc').page.replaced).toEqual([]);
  expect(loadPage('').page.replaced).toEqual([]);
});

test('a hash change before hydration reloads with the path; after it, the client router has it', () => {
  const { page, changeHash } = loadPage('');
  changeHash('#/login');
  expect(page.replaced).toEqual(['/login']);
  changeHash('#access_token=abc');
  expect(page.replaced).toEqual(['/login']);
  page.hydrated = true;
  changeHash('#/about');
  expect(page.replaced).toEqual(['/login']);
});

test('the unlisted token sale: its route is computed, never spelled, and its hash address loads it as a page of its own', () => {
  const route = ['tokensale', 'ico', 'ea'].join('-');
  expect(HASH_ROUTE_SCRIPT).not.toContain(route);
  expect(unlistedRoutePath(`#/${route}`)).toBe(`/${route}`);
  expect(unlistedRoutePath(`#/${route}?x=1`)).toBe(`/${route}?x=1`);
  expect(unlistedRoutePath('#/search')).toBeNull();
  const { page } = loadPage(`#/${route}`);
  expect(page.assigned).toEqual([`/${route}`]);
  expect(page.replaced).toEqual([]);
});
