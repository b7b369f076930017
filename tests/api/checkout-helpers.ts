import type { TestServer } from '../helpers';
import { bearer, tokenFor } from './accounts-helpers';

/** Requests of the checkout tests: a logged-in user's JSON calls. */

export type Caller = (path: string, method?: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** Calls as the user logged in with `email` and `password` (a JSON body when one is given). */
export async function callerFor(server: TestServer, email: string, password: string): Promise<Caller> {
  const token = await tokenFor(server, email, password);
  return (path, method = 'GET', body) =>
    server.json(path, {
      method,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** Calls without any token. */
export const anonymous =
  (server: TestServer): Caller =>
  (path, method = 'GET', body) =>
    server.json(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

export const JIM = ['jim@juice-sh.op', 'ncc-1701'] as const;
export const BENDER = ['bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!'] as const;
