import { STORED, storedToken } from '../storage';

/**
 * The typed REST client of client components. Every request carries the bearer token and the
 * user e-mail header when they are stored, as the spec requires.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const token = storedToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const email = typeof localStorage !== 'undefined' ? localStorage.getItem(STORED.rememberedEmail) : null;
  if (email) headers.set('X-User-Email', email);
  // a FormData body (an upload) gets its multipart type and boundary from fetch itself
  if (init.body && !(init.body instanceof FormData) && !headers.has('content-type')) headers.set('content-type', 'application/json');
  // what upstream's front end (Angular's HttpClient) asks for: errors then come back as JSON, not as the HTML error page
  if (!headers.has('accept')) headers.set('accept', 'application/json, text/plain, */*');
  const res = await fetch(path, { ...init, headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* a text answer */
  }
  if (!res.ok) {
    const b = body as { error?: { message?: string } | string; message?: string } | string;
    const message =
      typeof b === 'string' ? b : typeof b?.error === 'string' ? b.error : (b?.error?.message ?? b?.message ?? res.statusText);
    throw new ApiError(res.status, message, body);
  }
  return body as T;
}

export type Envelope<T> = { status: string; data: T };

/** A REST list's rows (`data` of its envelope; none when it has no `data`). */
export const fetchList = <T>(path: string) => api<Envelope<T[]>>(path).then((r) => r.data ?? []);
