import path from 'node:path';
import { expect } from 'vitest';
import type { TestServer } from '../helpers';
import { bearer, post } from './accounts-helpers';

/** Requests and readers of the orders tests. */

export type Login = { token: string; bid: number };

export async function loginFor(server: TestServer, email: string, password: string): Promise<Login> {
  const r = await server.json('/rest/user/login', post({ email, password }));
  expect(r.status).toBe(200);
  return r.body.authentication as Login;
}

/** The checkout call of the order summary: base64 coupon details and the chosen address, delivery and payment. */
export const checkout = (server: TestServer, who: Login, body: unknown, bid = who.bid) =>
  server.json(`/rest/basket/${bid}/checkout`, post(body, { ...bearer(who.token), accept: 'application/json' }));

/** What the order summary sends when no coupon was applied: btoa(sessionStorage.getItem('couponDetails')) of null. */
export const NO_COUPON = Buffer.from('null').toString('base64');

export const orderDetails = (details: { paymentId?: unknown; addressId?: unknown; deliveryMethodId?: unknown }) => ({
  couponData: NO_COUPON,
  orderDetails: details,
});

/** The keys of all solved challenges. */
export const solvedKeys = (server: TestServer) =>
  server.shop.challenges
    .all()
    .filter((c) => c.solved === 1)
    .map((c) => c.key);

/** The text of every page of a PDF, one line per text run, read with Mozilla's PDF.js. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;
  const task = getDocument({ data: bytes, standardFontDataUrl, verbosity: 0 });
  const doc = await task.promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
  }
  await task.destroy();
  return lines;
}

/** The checkout of the order summary in a language: the browser sends the shopper's `language` cookie along. */
export const checkoutIn = (
  server: TestServer,
  who: Login,
  language: string,
  body: unknown = orderDetails({ paymentId: 1, deliveryMethodId: 1 }),
) =>
  server.json(
    `/rest/basket/${who.bid}/checkout`,
    post(body, { ...bearer(who.token), accept: 'application/json', cookie: `language=${language}` }),
  );

/** Puts a product into the caller's basket. */
export async function addToBasket(server: TestServer, who: Login, ProductId: number, quantity: number) {
  const r = await server.json('/api/BasketItems', post({ ProductId, BasketId: who.bid, quantity }, bearer(who.token)));
  expect(r.status).toBe(200);
}

/** The text of an order's confirmation PDF (/ftp/order_<id>.pdf). */
export async function confirmationText(server: TestServer, orderId: string): Promise<string[]> {
  const pdf = await server.get(`/ftp/order_${orderId}.pdf`);
  expect(pdf.status).toBe(200);
  return pdfText(new Uint8Array(await pdf.arrayBuffer()));
}

/** The fonts an order's confirmation PDF names (`Times-Roman`, or an embedded subset's `ABCDEF+NotoSans-Regular`). */
export async function confirmationFonts(server: TestServer, orderId: string): Promise<string[]> {
  const bytes = Buffer.from(await (await server.get(`/ftp/order_${orderId}.pdf`)).arrayBuffer()).toString('latin1');
  return [...new Set([...bytes.matchAll(/\/BaseFont\s*\/([\w+.-]+)/g)].map((m) => m[1]))].sort();
}

/**
 * Text as compared with what PDF.js extracts: without white space (PDF.js splits a line into one
 * item per font and puts spaces where glyphs stand apart) and without the invisible mark the PDF
 * gives the dots of Arabic letters (U+034F).
 */
export const squeezed = (text: string) => text.replace(/(?:\s|\u034f|[\u2066-\u2069])+/gu, '');
