/**
 * The `data:` payloads of a server-sent event stream, one per event, as they arrive. Used on
 * both ends of the AI chat: the server reads its LLM's stream with it, the chat screen reads
 * the shop's. Comments, `event:`/`id:` fields and the blank keep-alive lines are skipped.
 */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (let newline = buffer.search(/\r?\n/); newline >= 0; newline = buffer.search(/\r?\n/)) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer[newline] === '\r' ? 2 : 1));
        if (line === '') {
          if (data.length) yield data.join('\n');
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(5).replace(/^ /, ''));
        }
      }
      if (done) break;
    }
    if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
    if (data.length) yield data.join('\n');
  } finally {
    reader.releaseLock();
  }
}

/** One event of the shop's /rest/chat stream (OpenAI's chunk shape, as upstream sends it). */
export type ChatStreamEvent = {
  choices?: Array<{
    delta?: { content?: string; tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }> };
    finish_reason?: string;
  }>;
  error?: string;
};
