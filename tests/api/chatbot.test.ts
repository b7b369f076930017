import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startShop, type TestServer } from '../helpers';
import { bearer, decode, post, tokenFor } from './accounts-helpers';

/** The rule-based support chatbot: GET /rest/chatbot/status and POST /rest/chatbot/respond with upstream's shapes. */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const status = (headers: Record<string, string> = {}) => s.json('/rest/chatbot/status', { headers });
const respond = (token: string | undefined, body: unknown) => s.json('/rest/chatbot/respond', post(body, token ? bearer(token) : {}));

async function newCustomer() {
  const email = `chat-${Math.random().toString(36).slice(2)}@example.com`;
  await s.json('/api/Users', post({ email, password: 'chatty123', passwordRepeat: 'chatty123' }));
  return tokenFor(s, email, 'chatty123');
}

describe('GET /rest/chatbot/status', () => {
  test('a visitor without a login is asked to sign in', async () => {
    expect(await status()).toEqual({
      status: 200,
      body: { status: true, body: "Hi, I can't recognize you. Sign in to talk to Juicy the Smart Assistant" },
    });
  });

  test('a broken token is refused', async () => {
    expect(await status(bearer('not.a.token'))).toEqual({ status: 401, body: { error: 'Unauthenticated user' } });
  });

  test('a customer without a username is asked for a name; one with a username is greeted by it', async () => {
    expect(await status(bearer(await newCustomer()))).toEqual({
      status: 200,
      body: { action: 'namequery', body: "I'm sorry I didn't get your name. What shall I call you?" },
    });
    const bjoern = await tokenFor(s, 'bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=');
    expect(await status(bearer(bjoern))).toEqual({
      status: 200,
      body: { status: true, body: 'Hello bkimminich, good to see you! I am Juicy the Smart Assistant.' },
    });
  });
});

describe('POST /rest/chatbot/respond', () => {
  test('without a token it is a 400, with a broken one a 401', async () => {
    expect(await respond(undefined, { action: 'query', query: 'hi' })).toEqual({ status: 400, body: { error: 'Unauthenticated user' } });
    expect(await respond('not.a.token', { action: 'query', query: 'hi' })).toEqual({
      status: 401,
      body: { error: 'Unauthenticated user' },
    });
  });

  test('the bot learns the name it asks for: username saved, a new token showing it, a greeting by name', async () => {
    const token = await newCustomer();
    expect((await respond(token, { action: 'query', query: 'hello' })).body).toEqual({
      action: 'namequery',
      body: "I'm sorry I didn't get your name. What shall I call you?",
    });
    const named = await respond(token, { action: 'setname', query: 'Alice' });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ action: 'response', body: 'Hello Alice, good to see you! I am Juicy the Smart Assistant.' });
    expect(decode(named.body.token).data).toMatchObject({ username: 'Alice', email: decode(token).data.email });
    // the new token is a working login that the status greets by name
    expect((await status(bearer(named.body.token))).body).toEqual({
      status: true,
      body: 'Hello Alice, good to see you! I am Juicy the Smart Assistant.',
    });
    expect((await respond(named.body.token, { action: 'query' })).body).toEqual({
      action: 'response',
      body: 'Hello Alice, good to see you! I am Juicy the Smart Assistant.',
    });
    const whoami = await s.json('/rest/user/whoami?fields=username', { headers: bearer(named.body.token) });
    expect(whoami.body.user.username).toBe('Alice');
  });

  test('prices and stock come from the database, for the product the question names', async () => {
    const token = await tokenFor(s, 'bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=');
    expect((await respond(token, { action: 'query', query: 'How much is the apple juice?' })).body).toEqual({
      action: 'response',
      body: 'Apple Juice (1000ml) costs 1.99¤',
    });
    expect((await respond(token, { action: 'query', query: 'What does Apple Pomace cost?' })).body).toEqual({
      action: 'response',
      body: 'Apple Pomace costs 0.89¤',
    });
    const quantity = (
      s.shop.db
        .prepare("SELECT q.quantity FROM Quantities q JOIN Products p ON p.id = q.ProductId WHERE p.name = 'Banana Juice (1000ml)'")
        .get() as { quantity: number }
    ).quantity;
    expect((await respond(token, { action: 'query', query: 'Is banana juice in stock?' })).body).toEqual({
      action: 'response',
      body: `Banana Juice (1000ml): ${quantity} left in stock`,
    });
    expect((await respond(token, { action: 'query', query: 'what is the price of a unicorn' })).body).toEqual({
      action: 'response',
      body: "Sorry I couldn't find any products with that name",
    });
  });

  test('small talk comes from the training data; what it does not understand gets the default answer', async () => {
    const token = await tokenFor(s, 'bjoern.kimminich@gmail.com', 'bW9jLmxpYW1nQGhjaW5pbW1pay5ucmVvamI=');
    expect((await respond(token, { action: 'query', query: 'what are your opening hours?' })).body.body).toMatch(/never closes/);
    expect((await respond(token, { action: 'query', query: 'give me a coupon please' })).body.body).toMatch(/coupon/i);
    expect((await respond(token, { action: 'query', query: 'goodbye' })).body.body).toMatch(/bkimminich/);
    expect((await respond(token, { action: 'query', query: 'xyzzy plugh' })).body).toEqual({
      action: 'response',
      body: 'Hmm, I did not quite get that. Could you put it another way?',
    });
  });

  test('bad input gets a clear 400: unknown action, a query that is no text, malformed JSON', async () => {
    const token = await tokenFor(s, 'jim@juice-sh.op', 'ncc-1701');
    expect(await respond(token, { action: 'dance' })).toEqual({ status: 400, body: { error: "action must be 'query' or 'setname'" } });
    expect(await respond(token, { action: 'query', query: { $ne: 1 } })).toEqual({ status: 400, body: { error: 'query must be a text' } });
    expect((await respond(token, '{"action":')).status).toBe(400);
    expect((await respond(token, { action: 'setname', query: 'x'.repeat(1001) })).status).toBe(400);
  });
});
