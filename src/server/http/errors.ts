import type { Context } from 'hono';
import { escapeHtml } from '../security/html';
import type { Shop } from '../shop';

/** An error that carries the HTTP status it should answer with. */
export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly body?: unknown) {
    super(message);
  }
}


/**
 * The final error handler. Deliberately verbose (message and stack trace reach the client):
 * that is the flaw of the Error Handling challenge, which is solved when an error arrives here
 * while the response status is 200 or above 401, as upstream decides.
 */
export function errorResponse(shop: Shop, err: unknown, c: Context) {
  const error = err instanceof Error ? err : new Error(String(err));
  const status = error instanceof HttpError ? error.status : 500;
  // vuln-code-snippet start errorHandlingChallenge
  shop.challenges.solveIf('errorHandlingChallenge', () => status === 200 || status > 401);
  if (error instanceof HttpError && error.body !== undefined) return c.json(error.body as object, status as 400);
  const details: Record<string, unknown> = { message: error.message, stack: error.stack }; // vuln-code-snippet vuln-line errorHandlingChallenge
  for (const [k, v] of Object.entries(error)) if (k !== 'body') details[k] = v;
  // vuln-code-snippet end errorHandlingChallenge
  if ((c.req.header('accept') ?? '').includes('text/html')) {
    const appName = escapeHtml(shop.config.application.name);
    return c.html(
      `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${appName} (Express ^4.21)</title>` +
        '<style>body{font:14px/1.5 monospace;background:#263238;color:#eceff1;padding:2rem}h1{color:#aed581}pre{white-space:pre-wrap}</style></head>' +
        `<body><h1>${appName} (Express ^4.21)</h1><h2><em>${status}</em> ${escapeHtml(error.message)}</h2><pre>${escapeHtml(error.stack ?? '')}</pre></body></html>`,
      status as 500,
    );
  }
  return c.json({ error: details }, status as 500);
}
