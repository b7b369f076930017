// e2e-preset: tutorial
// The Server Source Maps tutorial from its address to the solve: the player reads a server
// bundle's name off the stack trace of an error page (another tab, or curl) and asks for that
// bundle's map under /assets/server/, as the bubbles say.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, open, SHOP, visitor } from './browser.ts';
import { bubble, stepOf, expectFinished } from './instructor.ts';

after(closeBrowser);

const STEPS = [
  { text: /write a source map next to each bundle/, target: '#homeButton' },
  { text: /\/\/# sourceMappingURL=app-1a2b3c\.js\.map/, target: '#homeButton' },
  { text: /open \/api\/Users in a new tab/, target: '#homeButton' },
  { text: /names a file of the server under dist\/server\/assets\//, target: '#homeButton' },
  { text: /Open \/assets\/server\/ followed by that bundle's name and \.map/, target: '#homeButton' },
  { text: /Source maps of server code belong in the error tracker/, target: '#homeButton' },
];
const expectStep = stepOf(STEPS);

test('Server Source Maps: from the address to the server map, following the bubbles', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/hacking-instructor?challenge=Server%20Source%20Maps');
  for (const n of [1, 2, 3]) {
    await expectStep(page, n);
    await bubble(page).dblclick();
  }
  // the error page the bubble names, opened in another tab (a browser asks for HTML)
  const errorPage = await (await fetch(`${SHOP}/api/Users`, { headers: { accept: 'text/html' } })).text();
  assert.match(errorPage, /id="stacktrace"/);
  await expectStep(page, 4);
  const bundle = /dist\/server\/assets\/([\w.-]+\.js)\b/.exec(errorPage)?.[1];
  assert.ok(bundle, 'the stack trace names a server bundle');
  await bubble(page).dblclick();
  await expectStep(page, 5);
  // the solving step cannot be skipped
  await bubble(page).dblclick();
  await page.locator('#hacking-instructor', { hasText: /it cannot be skipped/ }).waitFor();
  const map = await fetch(`${SHOP}/assets/server/${bundle}.map`);
  assert.equal(map.status, 200);
  assert.ok(Array.isArray(((await map.json()) as { sources?: unknown }).sources));
  await expectFinished(page, expectStep, 6, { name: 'Server Source Maps', key: 'serverSourceMapChallenge' });
  assert.deepEqual(errors, []);
  await context.close();
});
