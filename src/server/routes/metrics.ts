import { Hono } from 'hono';
import { METRICS_SCRAPERS } from '../challenges/metrics';
import type { Shop } from '../context';

/** game: Prometheus /metrics, open to anyone. */
export function metricsRoutes(shop: Shop) {
  const r = new Hono();
  // vuln-code-snippet start exposedMetricsChallenge
  r.get('/metrics', async (c) => { // vuln-code-snippet vuln-line exposedMetricsChallenge
    // vuln-code-snippet hide-start
    shop.challenges.solveIf('exposedMetricsChallenge', () => {
      const userAgent = c.req.header('user-agent') ?? '';
      return !METRICS_SCRAPERS.some((scraper) => userAgent.includes(scraper));
    });
    // vuln-code-snippet hide-end
    const { contentType, text } = await shop.metrics.render();
    return c.body(text, 200, { 'content-type': contentType });
  });
  // vuln-code-snippet end exposedMetricsChallenge
  return r;
}
