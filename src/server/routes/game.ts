import { Hono } from 'hono';
import type { Shop } from '../shop';

/** game: continue codes, repeat notification, country mapping, hint unlocking. */
export function gameRoutes(shop: Shop) {
  const r = new Hono();
  void shop;
  return r;
}
