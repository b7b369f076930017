import { Hono } from 'hono';
import { HttpError } from '../http/http-error';
import { isRedirectAllowed, REDIRECT_ALLOWLIST } from '../security/redirects';
import type { Shop } from '../context';

/** The donation addresses the shop no longer advertises (still on the allow-list: Outdated Allowlist). */
const RETIRED_CRYPTO_ADDRESSES = REDIRECT_ALLOWLIST.filter((url) => /blockchain\.info|explorer\.dash\.org|etherscan\.io/.test(url));

/** A character that may stand in a Location header as it is; anything else is percent-encoded (UTF-8). */
const KEPT = /[!#-;=?-_a-z|~]/;

/**
 * The target as a Location header carries it: characters a URL may not hold (spaces, line breaks,
 * non-ASCII) percent-encoded, existing escapes kept, as Express encodes a redirect target.
 */
export function locationHeader(url: string) {
  let out = '';
  for (let i = 0; i < url.length; ) {
    const ch = String.fromCodePoint(url.codePointAt(i)!);
    i += ch.length;
    if (ch === '%' && /^[0-9a-f]{2}$/i.test(url.slice(i, i + 2))) out += ch;
    else if (ch !== '%' && KEPT.test(ch)) out += ch;
    else out += encodeURIComponent(/[\ud800-\udfff]/.test(ch) ? '\ufffd' : ch);
  }
  return out;
}

/** operations: the shop's redirect to allowed partner and donation pages. */
export function redirectRoutes(shop: Shop) {
  const r = new Hono();
  r.get('/redirect', (c) => {
    // without a target the allow-list check fails on it, as upstream's does: a TypeError that the
    // error handler shows (500), not a refusal
    const to = c.req.query('to') as string;
    if (!isRedirectAllowed(to)) throw new HttpError(406, `Unrecognized target URL for redirect: ${to}`);
    shop.challenges.solveIf('redirectCryptoCurrencyChallenge', () => RETIRED_CRYPTO_ADDRESSES.includes(to));
    // allowed only because an allowed address stands somewhere inside it, not at its start
    shop.challenges.solveIf('redirectChallenge', () => !REDIRECT_ALLOWLIST.some((allowed) => to.startsWith(allowed)));
    return c.redirect(locationHeader(to), 302);
  });
  return r;
}
