import type { Context } from 'hono';
import { type } from '../../lib/ark';
import { HttpError } from './http-error';

/** Upstream's envelope of a successful /api answer. */
export const success = <T>(data: T) => ({ status: 'success' as const, data });
/** A successful answer in upstream's envelope. */
export const ok = <T>(c: Context, data: T, status: 200 | 201 = 200) => c.json(success(data), status);

/**
 * An /api/<Model> lookup that found nothing, answered as upstream's generated REST layer does.
 * Answered, not thrown: a missing row is no error, so it does not solve Error Handling.
 */
export const notFound = (c: Context) => c.json({ message: 'Not Found', errors: [] }, 404);

const malformedJson = () => new HttpError(400, 'Malformed JSON body', { status: 'error', message: 'The request body is not valid JSON.' });

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw malformedJson();
  }
}

/**
 * A JSON body for routes that read it field by field before (or instead of) a schema check, as
 * the login and registration flaws need: no body or anything but an object counts as an empty
 * one (upstream's body parser leaves `{}`); malformed JSON still answers 400.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw malformedJson();
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * A short fixed message answered as upstream's `res.status(n).send(text)`: the bare text, typed
 * as HTML by Express. Only for constant texts, never for anything a request sent.
 */
export const sendMessage = (c: Context, message: string, status: 400 | 401 | 403 | 404) =>
  c.body(message, status, { 'content-type': 'text/html; charset=utf-8' });

/** Validates a payload with its shared arktype schema; a mismatch is a 400 naming the problem. */
export function check<T extends type.Any>(schema: T, value: unknown): T['infer'] {
  const out = schema(value);
  if (out instanceof type.errors) throw new HttpError(400, out.summary, { status: 'error', message: out.summary });
  return out as T['infer'];
}

/** The row id a path names; 0 (which no row has) for anything but a positive integer, so the lookup finds nothing. */
export const rowId = (raw: string) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};
