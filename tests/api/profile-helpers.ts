import { expect } from 'vitest';
import type { TestServer } from '../helpers';

/** Requests of the profile tests: the browser's way (token cookie, forms, no redirect following). */

export { tokenFor } from './accounts-helpers';

export const withToken = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  redirect: 'manual',
  headers: { cookie: `token=${token}`, ...(init.headers as Record<string, string>) },
});

export const formPost = (token: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  withToken(token, { method: 'POST', body: new URLSearchParams(fields), headers });

export const pictureOf = (html: string) => /<img class="picture" src="([^"]*)"/.exec(html)?.[1];

export async function profileHtml(server: TestServer, token: string) {
  const res = await server.get('/profile', withToken(token));
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * A POST on a connection of its own, for bodies the server refuses before reading them: it then
 * closes the connection, which would break the next request fetch sends over a shared one.
 */
export async function postAlone(server: TestServer, path: string, init: RequestInit): Promise<Response> {
  const request = new Request(server.url + path, init);
  const body = Buffer.from(await request.arrayBuffer());
  const { request: send } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = send(
      server.url + path,
      { method: 'POST', agent: false, headers: { ...Object.fromEntries(request.headers), 'content-length': String(body.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode })));
      },
    );
    req.on('error', (error) => reject(error));
    req.end(body);
  });
}

/** The status of a response, after reading its body (an unread body keeps the connection busy and slows the shop's close). */
export async function statusOf(response: Promise<Response>) {
  const res = await response;
  await res.arrayBuffer();
  return res.status;
}
