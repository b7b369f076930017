import { serialize } from 'cookie-es';
import { COOKIES, writeCookie } from './storage';

/**
 * The login's traces in the browser (token, basket id, remembered email, two-factor step), as the
 * spec names them. Apart from storage.ts so the shell's first load stays small: only screens that
 * log in or out need this.
 */

export function removeCookie(name: string) {
  document.cookie = serialize(name, '', { path: '/', maxAge: 0 });
}

/** Local and session storage keys of the accounts area, as the spec names them. */
export const STORED = {
  token: 'token',
  rememberedEmail: 'email',
  totpTmpToken: 'totp_tmp_token',
  basketId: 'bid',
  itemTotal: 'itemTotal',
} as const;

/** The token's payload (`data` is the user row). Decoded only, as upstream's client does: never trusted for anything but display and routing. */
export type TokenPayload = { data?: { id?: number; email?: string; role?: string; lastLoginIp?: string | null }; iat?: number; exp?: number };

export function decodeToken(token: string | null): TokenPayload | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(decodeURIComponent(Array.from(json, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''))) as TokenPayload;
  } catch {
    return null;
  }
}

/** A login (password, two-factor or OAuth): token in local storage and an 8-hour cookie, basket id in session storage. */
export function storeLogin(auth: { token: string; bid?: number | string | null }) {
  localStorage.setItem(STORED.token, auth.token);
  writeCookie(COOKIES.token, auth.token);
  if (auth.bid != null) sessionStorage.setItem(STORED.basketId, String(auth.bid));
}

/** Forgets the login everywhere it was kept (failed login, OAuth failure; logout also drops the item total). */
export function clearLogin() {
  localStorage.removeItem(STORED.token);
  removeCookie(COOKIES.token.name);
  sessionStorage.removeItem(STORED.basketId);
}
