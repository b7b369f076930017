import { Hono } from 'hono';
import type { Shop } from '../shop';

/** accounts: the server-rendered /profile and /dataerasure pages, profile images, the server-side solve hook. */
export function profileRoutes(shop: Shop) {
  const r = new Hono();
  void shop;
  return r;
}
