import 'server-only';
import { unstable_getHeaders } from 'waku/router/server';
import { parse } from 'cookie-es';
import { dictionaryFor } from '../i18n/dictionaries';
import { localeOf, type Locale } from '../i18n';
import { translatorFor } from '../i18n/number-symbols';
import { requestShop } from '../../server/http/request-shop';
import { verifyToken } from '../../server/security/tokens';

/** Request-scoped facts for server components: cookies, locale, and the user's role from the token. */
function requestHeaders(): Record<string, string | undefined> {
  try {
    return unstable_getHeaders();
  } catch {
    return {}; // rendered at build time: no request
  }
}

export const requestCookies = (): Record<string, string | undefined> => parse(requestHeaders().cookie ?? '');

export function currentLocale(): Locale {
  return localeOf(requestCookies().language);
}

export function serverT() {
  const locale = currentLocale();
  return translatorFor(locale, dictionaryFor(locale));
}

/** The logged-in user of this request, from the verified token cookie; null for a visitor. */
export function currentUser(): { id: number; email: string; role: string | null } | null {
  const data = verifyToken(requestShop().privateDir, requestCookies().token)?.data;
  if (typeof data?.id !== 'number' || typeof data.email !== 'string') return null;
  return { id: data.id, email: data.email, role: typeof data.role === 'string' ? data.role : null };
}

export async function currentRole(): Promise<string | null> {
  const payload = verifyToken(requestShop().privateDir, requestCookies().token);
  return (payload?.data?.role as string | undefined) ?? null;
}

/** The request's headers (lower-case names), for decisions that depend on how the request came in. */
export const requestHeader = (name: string): string | undefined => requestHeaders()[name.toLowerCase()];

/** The host the shopper reached us on (for texts that name the site). */
export const requestHost = (): string => requestHeaders().host ?? 'localhost';
