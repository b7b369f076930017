import { expect } from 'vitest';
import type { TestServer } from '../helpers';
import { bearer, post } from './accounts-helpers';

/** Requests of the basket tests: a shopper's token and basket id, JSON bodies with the token. */

export type Shopper = { token: string; bid: number };

export async function loginShopper(s: TestServer, email: string, password: string): Promise<Shopper> {
  const r = await s.json('/rest/user/login', post({ email, password }));
  expect(r.status).toBe(200);
  return r.body.authentication;
}

/** A newly registered customer with an empty basket of their own. */
export async function newShopper(s: TestServer, name: string): Promise<Shopper> {
  const email = `${name}-${Math.random().toString(36).slice(2)}@juice-sh.op`;
  expect((await s.json('/api/Users', post({ email, password: 'basket-test', passwordRepeat: 'basket-test' }))).status).toBe(201);
  return loginShopper(s, email, 'basket-test');
}

/** A request with the shopper's bearer token; a string body goes as it is (for duplicate keys or malformed JSON). */
export const as = (shopper: Shopper, method = 'GET', body?: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...bearer(shopper.token) },
  body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
});

/** Products and quantities of a basket, read with the owner's token (reading another's would solve View Basket). */
export async function basketOf(s: TestServer, owner: Shopper) {
  const r = await s.json(`/rest/basket/${owner.bid}`, as(owner));
  expect(r.status).toBe(200);
  return (r.body.data.Products as Array<{ id: number; BasketItem: { id: number; quantity: number } }>).map((p) => [
    p.id,
    p.BasketItem.quantity,
  ]);
}

export const JIM = { email: 'jim@juice-sh.op', password: 'ncc-1701' };
