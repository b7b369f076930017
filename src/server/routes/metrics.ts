import { Hono } from 'hono';
import type { Shop } from '../shop';

/** game: Prometheus /metrics. */
export function metricsRoutes(shop: Shop) {
  const r = new Hono();
  void shop;
  return r;
}
