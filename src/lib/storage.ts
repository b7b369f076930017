/** Cookie names and lifetimes exactly as the spec names them (suites set them directly). */
export const COOKIES = {
  language: { name: 'language', maxAge: 365 * 24 * 3600 },
  welcomeBanner: { name: 'welcomebanner_status', maxAge: 365 * 24 * 3600 },
  cookieConsent: { name: 'cookieconsent_status', maxAge: 365 * 24 * 3600 },
  token: { name: 'token', maxAge: 8 * 3600 },
  /** the coding challenge dialog's diff view: LineByLine (default) or SideBySide */
  codeFixesFormat: { name: 'code-fixes-component-format', maxAge: 365 * 24 * 3600 },
} as const;

/**
 * The first cookie of that name, its value URI-decoded (kept as it is when that fails). Written
 * out rather than cookie-es's parse and serialize: this module is in every page's first load, and
 * the library's general parser and validating serializer cost it some 1.3 KB gzip for two calls
 * with names and values of our own.
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Sets a cookie for the whole site, its value URI-encoded (the same header cookie-es's serialize wrote). */
export function writeCookie(cookie: { name: string; maxAge: number }, value: string) {
  document.cookie = `${cookie.name}=${encodeURIComponent(value)}; Max-Age=${cookie.maxAge}; Path=/; SameSite=Lax`;
}

/** Local and session storage keys of the login, as the spec names them (suites read them directly). */
export const STORED = {
  token: 'token',
  rememberedEmail: 'email',
  totpTmpToken: 'totp_tmp_token',
  basketId: 'bid',
  itemTotal: 'itemTotal',
  /** when the data export last succeeded (a JSON date): within five minutes the export asks for a captcha */
  lastDataExport: 'lstdtxprt',
} as const;

/** Session storage keys that carry the checkout from step to step, as the spec names them. */
export const CHECKOUT_STORED = {
  addressId: 'addressId',
  deliveryMethodId: 'deliveryMethodId',
  paymentId: 'paymentId',
  couponDetails: 'couponDetails',
  couponDiscount: 'couponDiscount',
  /** the amount the wallet screen asked to top up, read by the payment screen */
  walletTotal: 'walletTotal',
} as const;

/** Placing an order forgets the choices of its steps, as upstream's order summary does (a pending wallet top-up is none of them). */
export function forgetOrderChoices() {
  const { walletTotal: _, ...choices } = CHECKOUT_STORED;
  for (const key of Object.values(choices)) sessionStorage.removeItem(key);
}

export const storedToken = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(STORED.token));

/** Continue-code cookies of the game (one year), as the spec names them. */
export const CONTINUE_CODE_COOKIES = {
  hacking: { name: 'continueCode', maxAge: 365 * 24 * 3600 },
  findIt: { name: 'continueCodeFindIt', maxAge: 365 * 24 * 3600 },
  fixIt: { name: 'continueCodeFixIt', maxAge: 365 * 24 * 3600 },
} as const;
