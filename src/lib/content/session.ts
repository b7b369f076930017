import { unstable_getHeaders } from 'waku/router/server';
import { parse } from 'cookie-es';
import { dictionaries } from '../i18n/dictionaries';
import { DEFAULT_LOCALE, isLocale, translator, type Locale } from '../i18n';
import { getShop } from '../../server/runtime';
import { verifyToken } from '../../server/security/tokens';

/** Request-scoped facts for server components: cookies, locale, and the user's role from the token. */
export function requestCookies(): Record<string, string | undefined> {
  try {
    return parse(unstable_getHeaders().cookie ?? '');
  } catch {
    return {}; // rendered at build time: no request
  }
}

export function currentLocale(): Locale {
  const lang = requestCookies().language;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

export function serverT() {
  const locale = currentLocale();
  return translator(locale, dictionaries[locale]);
}

export async function currentRole(): Promise<string | null> {
  const payload = await verifyToken(getShop().privateDir, requestCookies().token);
  return (payload?.data?.role as string | undefined) ?? null;
}

/** The host the shopper reached us on (for texts that name the site). */
export function requestHost(): string {
  try {
    return unstable_getHeaders().host ?? 'localhost';
  } catch {
    return 'localhost';
  }
}
