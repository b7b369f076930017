import 'server-only';
import { unstable_getHeaders } from 'waku/router/server';
import { parse } from 'cookie-es';
import { dictionaries } from '../i18n/dictionaries';
import { DEFAULT_LOCALE, isLocale, translator, type Locale } from '../i18n';
import { getShop } from '../../server/runtime';
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
  const lang = requestCookies().language;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

export function serverT() {
  const locale = currentLocale();
  return translator(locale, dictionaries[locale]);
}

export async function currentRole(): Promise<string | null> {
  const payload = verifyToken(getShop().privateDir, requestCookies().token);
  return (payload?.data?.role as string | undefined) ?? null;
}

/** The host the shopper reached us on (for texts that name the site). */
export const requestHost = (): string => requestHeaders().host ?? 'localhost';
