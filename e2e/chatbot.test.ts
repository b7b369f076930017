import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { closeBrowser, open, SHOP, visitor } from './browser.ts';

after(closeBrowser);

const json = { 'content-type': 'application/json' };

/** A fresh customer (no username yet), logged in through the API. */
async function newCustomerToken() {
  const email = `chat-${Date.now()}@example.com`;
  await fetch(`${SHOP}/api/Users`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'chatty123', passwordRepeat: 'chatty123' }),
  });
  const res = await fetch(`${SHOP}/rest/user/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'chatty123' }),
  });
  assert.equal(res.status, 200);
  return ((await res.json()) as { authentication: { token: string } }).authentication.token;
}

test('the support bot asks for the name, greets the customer by it and answers a price from the shop', async () => {
  const token = await newCustomerToken();
  const { page, context, errors } = await visitor({ width: 390, height: 844 });
  await open(page, '/about');
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    document.cookie = `token=${t}; path=/`;
  }, token);
  await open(page, '/chatbot');

  const bot = page.locator('#chat-window .chat-message[data-author="bot"]');
  await bot.filter({ hasText: "I'm sorry I didn't get your name. What shall I call you?" }).waitFor();
  await page.locator('#message-input').fill('Rosalind');
  await page.getByRole('button', { name: 'Send' }).first().click();
  await bot.filter({ hasText: 'Hello Rosalind, good to see you! I am Juicy the Smart Assistant.' }).waitFor();
  await page.locator('#chat-window .chat-message[data-author="user"]', { hasText: 'Rosalind' }).waitFor();
  // the answer's token (showing the new name) replaced the stored login, cookie included
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  assert.notEqual(stored, token);
  assert.equal(JSON.parse(Buffer.from(stored!.split('.')[1]!, 'base64url').toString()).data.username, 'Rosalind');
  assert.ok((await context.cookies()).some((c) => c.name === 'token' && c.value === stored));

  await page.locator('#message-input').fill('How much is the apple juice?');
  await page.locator('#message-input').press('Enter');
  await bot.filter({ hasText: 'Apple Juice (1000ml) costs 1.99¤' }).waitFor();

  // nothing serves the configured LLM here: the AI assistant says so
  await page.getByRole('tab', { name: 'AI assistant' }).click();
  await page.locator('#ai-unavailable', { hasText: 'The AI assistant is not available in this environment' }).waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('without a login the chatbot screen is forbidden', async () => {
  const { page, context } = await visitor();
  await open(page, '/chatbot');
  await page.getByText('Please log in to view this page.').waitFor();
  assert.equal(await page.locator('#message-input').count(), 0);
  await context.close();
});
