import { Hono } from 'hono';
import type { Shop } from '../shop';

/** accounts: login, whoami, passwords, reset, login IP, authentication details, two-factor. */
export function authRoutes(shop: Shop) {
  const r = new Hono();
  void shop;
  return r;
}
