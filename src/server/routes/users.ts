import { Hono } from 'hono';
import type { Shop } from '../shop';

/** accounts: users, registration, security questions and answers, feedback administration. */
export function userRoutes(shop: Shop) {
  const r = new Hono();
  void shop;
  return r;
}
