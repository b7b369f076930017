import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the fake LLM received it. */
export type LlmRequest = {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }>;
  tools: Array<{ function: { name: string } }>;
};

/** One streamed answer: plain text in a few chunks, or tool calls (arguments cut in pieces, as real endpoints stream them). */
export type Reply = { text: string } | { toolCalls: Array<{ name: string; arguments: object }> };

export type FakeLlm = { url: string; requests: LlmRequest[]; close: () => Promise<void> };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'cmpl-1', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** A local port free right now (for an LLM that is to come up later at a known address). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * An OpenAI-compatible endpoint on a free local port (or the given one): GET /v1/models and
 * streamed POST /v1/chat/completions, answering each request with what `script` decides from the
 * conversation so far.
 */
export async function startFakeLlm(script: (request: LlmRequest) => Reply, port = 0): Promise<FakeLlm> {
  const requests: LlmRequest[] = [];
  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/v1/models') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const request = JSON.parse(await readBody(req)) as LlmRequest;
    requests.push(request);
    const reply = script(request);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(chunk({ role: 'assistant', content: '' }));
    if ('text' in reply) {
      for (const word of reply.text.match(/\S+\s*/g) ?? []) res.write(chunk({ content: word }));
      res.write(chunk({}, 'stop'));
    } else {
      reply.toolCalls.forEach((call, index) => {
        const args = JSON.stringify(call.arguments);
        const half = Math.ceil(args.length / 2);
        res.write(
          chunk({
            tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: args.slice(0, half) } }],
          }),
        );
        res.write(chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }));
      });
      res.write(chunk({}, 'tool_calls'));
    }
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The events of a /rest/chat answer (`data:` payloads, JSON parsed; the closing `[DONE]` as is). */
export async function chatEvents(res: Response): Promise<unknown[]> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => block.slice(6))
    .map((data) => (data === '[DONE]' ? data : JSON.parse(data)));
}
