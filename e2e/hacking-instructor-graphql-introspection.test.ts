// e2e-preset: tutorial
// The Graph Introspection tutorial from its address to the solve: the player introspects the
// content graph from the DevTools console (a fetch sent by the open page), spots the one field
// without a description, learns its type from GraphQL's error and asks for it.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, open, visitor } from './browser.ts';
import { bubble, stepOf, expectFinished } from './instructor.ts';

after(closeBrowser);

const STEPS = [
  { text: /content graph: a GraphQL endpoint at \/graphql/, target: '#homeButton' },
  { text: /Open the developer tools \(F12\) and their Console tab/, target: '#homeButton' },
  { text: /copy this line into the console and press Enter/, target: '#homeButton' },
  { text: /Every one but a single field is documented/, target: '#homeButton' },
  { text: /the error message names its type/, target: '#homeButton' },
  { text: /ask for the undocumented field with a few of its subfields/, target: '#homeButton' },
  { text: /data no screen of the shop shows/, target: '#homeButton' },
];
const expectStep = stepOf(STEPS);

/** What the player types into the DevTools console: a GET of the graph from the open page. */
const consoleQuery = (page: Page, query: string) =>
  page.evaluate(async (q) => (await fetch(`/graphql?query=${encodeURIComponent(q)}`)).json(), query) as Promise<{
    data?: Record<string, unknown>;
    errors?: Array<{ message: string }>;
  }>;

test('Graph Introspection: from the address to the undocumented field, following the bubbles', async () => {
  const { page, context, errors } = await visitor();
  await open(page, '/hacking-instructor?challenge=Graph%20Introspection');
  await expectStep(page, 1);
  await bubble(page).dblclick();
  await expectStep(page, 2);
  await bubble(page).dblclick();
  await expectStep(page, 3);
  // the line the bubble gives, copied into the console as it stands: its answer moves the tutorial on
  const line = await bubble(page).locator('code').innerText();
  assert.equal(line, "fetch('/graphql?query={__schema{queryType{fields{name,description}}}}').then(r => r.json()).then(console.log)");
  await page.evaluate(line);
  await expectStep(page, 4);
  const schema = await consoleQuery(page, '{__schema{queryType{fields{name,description}}}}');
  const fields = ((schema.data ?? {}).__schema as { queryType: { fields: Array<{ name: string; description: string | null }> } }).queryType
    .fields;
  const undocumented = fields.filter((f) => !f.description).map((f) => f.name);
  assert.deepEqual(undocumented, ['restockPlan']);
  await bubble(page).dblclick();
  await expectStep(page, 5);
  // the field alone: GraphQL's error names its type; __type lists that type's fields
  const alone = await consoleQuery(page, `{${undocumented[0]}}`);
  const type = /of type "\[?(\w+)/.exec(alone.errors?.[0]?.message ?? '')?.[1];
  assert.equal(type, 'RestockItem');
  const described = await consoleQuery(page, `{__type(name:"${type}"){fields{name}}}`);
  const subfields = ((described.data ?? {}).__type as { fields: Array<{ name: string }> }).fields.map((f) => f.name);
  assert.ok(subfields.includes('supplier'));
  await bubble(page).dblclick();
  await expectStep(page, 6);
  // the solving step cannot be skipped
  await bubble(page).dblclick();
  await page.locator('#hacking-instructor', { hasText: /it cannot be skipped/ }).waitFor();
  assert.equal(await page.locator('#hacking-instructor[data-step="6"]').count(), 1);
  const plan = await consoleQuery(page, `{${undocumented[0]}{${subfields.slice(0, 2).join(',')}}}`);
  assert.ok(Array.isArray(plan.data?.[undocumented[0]!]));
  await expectFinished(page, expectStep, 7, { name: 'Graph Introspection', key: 'graphqlIntrospectionChallenge' });
  assert.deepEqual(errors, []);
  await context.close();
});
