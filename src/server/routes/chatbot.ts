import { Hono, type Context } from 'hono';
import { type } from '../../lib/ark';
import type { BotAnswer } from '../../lib/chatbot';
import { chatTurn, LlmUnreachable, type ChatMessage } from '../chatbot/llm';
import { check, readJson, readJsonObject } from '../http/respond';
import { MAX_USERNAME_LENGTH } from '../profile/views';
import { storedUsername } from '../profile/username';
import { authenticatedSession } from '../security/auth';
import { decodeToken, requestToken, signToken } from '../security/tokens';
import { findUser, userJson } from '../services/users';
import type { Shop } from '../context';

/** A conversation as the chat screen sends it; bounded so one request can not make the model read a novel. */
const chatRequest = type({
  messages: type({ role: "'user' | 'assistant'", content: 'string <= 4000' }).array().atMostLength(50),
});

/**
 * interaction: the support chatbot (rule-based, GET /rest/chatbot/status and POST
 * /rest/chatbot/respond, upstream's shapes and texts) and the AI chat (POST /rest/chat, streamed
 * from an OpenAI-compatible LLM when one is configured and reachable).
 */
export function chatbotRoutes(shop: Shop) {
  const r = new Hono();
  const botName = shop.config.application.chatBot.name;
  const notReady = `${botName} isn't ready at the moment, please wait while I set things up`;
  const nameQuery: BotAnswer = { action: 'namequery', body: "I'm sorry I didn't get your name. What shall I call you?" };
  const unauthenticated = { error: 'Unauthenticated user' };
  const usernameOf = (session: NonNullable<ReturnType<typeof authenticatedSession>>) =>
    typeof session.data?.username === 'string' ? session.data.username : '';

  // probed now so the score board knows at once whether the LLM challenges can be played here
  void shop.llmAvailability.get().check();

  r.get('/rest/chatbot/status', (c) => {
    const bot = shop.supportBot.get();
    if (!bot) return c.json({ status: false, body: notReady });
    if (!requestToken(c)) return c.json({ status: true, body: `Hi, I can't recognize you. Sign in to talk to ${botName}` });
    const session = authenticatedSession(shop, c);
    if (!session) return c.json(unauthenticated, 401);
    const username = usernameOf(session);
    if (!username) return c.json(nameQuery);
    return c.json({ status: true, body: bot.greet(username) });
  });

  r.post('/rest/chatbot/respond', async (c) => {
    const bot = shop.supportBot.get();
    if (!bot) return c.json({ action: 'response', body: notReady });
    if (!requestToken(c)) return c.json(unauthenticated, 400);
    const session = authenticatedSession(shop, c);
    if (!session || typeof session.data?.id !== 'number') return c.json(unauthenticated, 401);
    const { action, query } = await readJsonObject(c);
    if (query !== undefined && typeof query !== 'string') return c.json({ error: 'query must be a text' }, 400);
    if (action === 'query') {
      const username = usernameOf(session);
      if (!username) return c.json(nameQuery);
      if (!query) return c.json({ action: 'response', body: bot.greet(username) });
      return c.json(bot.respond(query, username));
    }
    if (action === 'setname') return setName(c, session.data.id, query);
    return c.json({ error: "action must be 'query' or 'setname'" }, 400);
  });

  /** The customer tells the bot their name: it becomes their username, and a token showing it replaces theirs. */
  async function setName(c: Context, userId: number, query: string | undefined) {
    const user = findUser(shop, userId);
    if (!user) return c.json({ status: 'error', error: 'Unknown user' }, 401);
    const name = query?.trim() ?? '';
    if (!name) return c.json(nameQuery);
    if (name.length > MAX_USERNAME_LENGTH) return c.json({ error: `A name has at most ${MAX_USERNAME_LENGTH} characters` }, 400);
    // through the same "setter" as the profile page, so its sanitising (and its flaws) apply alike
    const username = storedUsername(shop, name);
    shop.tables.users.setUsername(user.id, username);
    const updated = userJson({ ...findUser(shop, user.id)! });
    const sessions = shop.authenticatedUsers;
    const token = signToken(shop.privateDir, { status: 'success', data: updated });
    sessions.put(token, { ...decodeToken(token), bid: sessions.get(requestToken(c))?.bid });
    return c.json({ action: 'response', body: shop.supportBot.get()!.greet(username), token });
  }

  r.get('/rest/chat/availability', async (c) => c.json({ available: await shop.llmAvailability.get().check() }));

  r.post('/rest/chat', async (c) => {
    const { messages } = check(chatRequest, await readJson(c));
    const availability = shop.llmAvailability.get();
    const encoder = new TextEncoder();
    let gone = false;
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (event: object | string) => {
          if (!gone) controller.enqueue(encoder.encode(`data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`));
        };
        try {
          // an endpoint marked unreachable is asked again: it may have come up since the last probe
          if (!(await availability.recheck())) throw new LlmUnreachable('LLM API is not reachable');
          // upstream's model library refuses a conversation without a message, in the stream
          if (messages.length === 0) throw new Error('messages must not be empty');
          await chatTurn(shop, c, messages as ChatMessage[], send);
        } catch (e) {
          if (e instanceof LlmUnreachable) availability.lost();
          send({ error: e instanceof LlmUnreachable ? 'LLM API is not reachable' : `LLM error: ${(e as Error).message}` });
        }
        send('[DONE]');
        if (!gone) controller.close();
      },
      cancel() {
        // the customer left: the turn finishes (its tool calls count) but nothing more is written
        gone = true;
      },
    });
    // identity: the compression middleware would otherwise wait for the whole stream
    return c.body(body, 200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache, no-transform',
      'content-encoding': 'identity',
    });
  });

  return r;
}
