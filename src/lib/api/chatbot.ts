import { api } from './client';
import { sseData, type ChatStreamEvent } from '../sse';
import { storedToken } from '../storage';

/** GET /rest/chatbot/status and POST /rest/chatbot/respond, as upstream answers them. */
export type BotStatus = { status?: boolean; body: string; action?: BotAction };
export type BotAction = 'response' | 'namequery';
export type BotReply = { action: BotAction; body: string; token?: string };
/** What the next message is for: a question, or the name the bot asked for. */
export type BotMode = 'query' | 'setname';

export const modeAfter = (action: BotAction | undefined, current: BotMode): BotMode =>
  action === 'namequery' ? 'setname' : action === 'response' ? 'query' : current;

export const fetchBotStatus = () => api<BotStatus>('/rest/chatbot/status');
export const askBot = (action: BotMode, query: string) =>
  api<BotReply>('/rest/chatbot/respond', { method: 'POST', body: JSON.stringify({ action, query }) });

export const fetchAiAvailability = () => api<{ available: boolean }>('/rest/chat/availability').then((r) => r.available);

export type AiMessage = {
  role: 'user' | 'assistant';
  content: string;
  toolCalls?: Array<{ id: string; name: string; arguments: string }>;
  error?: boolean;
};

/** POST /rest/chat: the conversation so far, answered as a stream of events (read as they come). */
export async function* streamAiAnswer(messages: Array<Pick<AiMessage, 'role' | 'content'>>): AsyncGenerator<ChatStreamEvent> {
  const token = storedToken();
  const res = await fetch('/rest/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ messages }),
  });
  if (!res.ok || !res.body) {
    yield { error: `status ${res.status}` };
    return;
  }
  for await (const data of sseData(res.body)) {
    if (data === '[DONE]') return;
    try {
      yield JSON.parse(data) as ChatStreamEvent;
    } catch {
      /* not an event of ours */
    }
  }
}
