import { expect } from 'vitest';
import type { TestServer } from '../helpers';

/** Requests of the accounts tests: JSON bodies, bearer tokens, logins. */

/** A JSON POST; a string body goes as it is (for malformed JSON). */
export const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The payload of a JWT, unverified. */
export const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

export const loginAt = (server: TestServer, email: string, password: string) => server.json('/rest/user/login', post({ email, password }));

export async function tokenFor(server: TestServer, email: string, password: string) {
  const r = await loginAt(server, email, password);
  expect(r.status).toBe(200);
  return r.body.authentication.token as string;
}

/**
 * Status and message of an answer from the final error handler. It is asked for JSON, which
 * upstream's handler gives as `{ error: { message, stack } }`; undefined for any other answer.
 */
export async function handledError(server: TestServer, path: string, init: RequestInit = {}) {
  const r = await server.json(path, { ...init, headers: { accept: 'application/json', ...(init.headers as Record<string, string>) } });
  return { status: r.status, message: r.body?.error?.message as string | undefined };
}

/** Status, content type and text of an answer upstream sends as a bare message (`res.status(n).send(text)`). */
export async function messageAnswer(server: TestServer, path: string, init?: RequestInit) {
  const res = await server.get(path, init);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}
