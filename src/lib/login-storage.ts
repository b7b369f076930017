import { COOKIES, STORED, writeCookie } from './storage';

/**
 * Keeping and forgetting a login in the browser (token, cookie, basket id under the keys of
 * `STORED`) and reading its token. Apart from storage.ts so the shell's first load stays small:
 * only screens that log in or out need this.
 */

export function removeCookie(name: string) {
  document.cookie = `${name}=; Max-Age=0; Path=/`;
}

/** The token's payload (`data` is the user row). Decoded only, as upstream's client does: never trusted for anything but display and routing. */
export type TokenPayload = {
  data?: { id?: number; email?: string; role?: string; lastLoginIp?: string | null };
  iat?: number;
  exp?: number;
};

/**
 * What jose's decodeJwt returned (null where it threw), written out: its module graph (errors,
 * buffer utilities) cost each screen that reads a login some 1 KB gzip for this one call.
 */
export function decodeToken(token: string | null): TokenPayload | null {
  const payload = token?.split('.');
  // compact JWS only: three parts with a base64url payload
  if (payload?.length !== 3 || !payload[1] || /[+/]/.test(payload[1])) return null;
  try {
    const binary = atob(payload[1].replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return claims !== null && typeof claims === 'object' && !Array.isArray(claims) ? (claims as TokenPayload) : null;
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
