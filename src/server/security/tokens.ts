import { createHmac, createPrivateKey, createPublicKey, sign, timingSafeEqual, verify, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/**
 * The shop's tokens: JWS compact serialisation (header.payload.signature, base64url), RS256 with
 * upstream's published 1024-bit key pair, so tokens and cheat sheets carry over between upstream
 * and us. node:crypto signs with that key; JWT libraries such as jose refuse RSA keys under 2048 bits.
 */

export type TokenPayload = {
  [claim: string]: unknown;
  iat?: number;
  exp?: number;
  data?: Record<string, unknown> & { id?: number; email?: string; role?: string };
  bid?: number;
};

/** A token that passed verification, with the algorithm its header named (the JWT challenges look at it). */
export type VerifiedToken = { payload: TokenPayload; alg: string };

/** Upstream's tokens live six hours. */
const TOKEN_LIFETIME_SECONDS = 6 * 60 * 60;

type TokenKeys = { dir: string; publicPem: string; privatePem: string; publicKey: KeyObject; privateKey: KeyObject };
let keys: TokenKeys | undefined;

/**
 * The key files, read once. Their exact text matters besides the keys: the public key text is the
 * HS256 secret of the Forged Signed JWT hole, the private key text keys the deluxe tokens.
 */
function tokenKeys(privateDir: string): TokenKeys {
  if (keys?.dir !== privateDir) {
    const publicPem = readFileSync(path.join(privateDir, 'encryptionkeys', 'jwt.pub'), 'utf8');
    const privatePem = readFileSync(path.join(privateDir, 'keys', 'jwt.key'), 'utf8');
    keys = { dir: privateDir, publicPem, privatePem, publicKey: createPublicKey(publicPem), privateKey: createPrivateKey(privatePem) };
  }
  return keys;
}

const encodePart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JSON object from one base64url part of a token; undefined for anything else. */
function decodePart(part: string | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Signs `payload` with RS256; iat and exp are set anew (six hours), as upstream's authorize does. */
export function signToken(privateDir: string, payload: TokenPayload): string {
  const iat = nowSeconds();
  const input = `${encodePart({ alg: 'RS256', typ: 'JWT' })}.${encodePart({ ...payload, iat, exp: iat + TOKEN_LIFETIME_SECONDS })}`;
  return `${input}.${sign('sha256', Buffer.from(input), tokenKeys(privateDir).privateKey).toString('base64url')}`;
}

/** The claims of a token without checking it (for tokens the shop has just signed itself). */
export const decodeToken = (token: string): TokenPayload => decodePart(token.split('.')[1]) ?? {};

/** The token a request carries: Authorization header ("Bearer x") or the token cookie. */
export function requestToken(c: Context): string | undefined {
  return bearerToken(c) ?? (getCookie(c, 'token') || undefined);
}

/** The token of an `Authorization: Bearer <token>` header only (scheme case-insensitive), as upstream's jwtFrom reads it. */
export function bearerToken(c: Context): string | undefined {
  const parts = (c.req.header('authorization') ?? '').split(' ');
  return parts.length === 2 && /^Bearer$/i.test(parts[0]) && parts[1] ? parts[1] : undefined;
}

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** Whether the signature part is right for the algorithm the header names. */
function signatureValid(alg: unknown, input: string, signature: string, privateDir: string): boolean {
  const { publicKey, publicPem } = tokenKeys(privateDir);
  const sig = Buffer.from(signature, 'base64url');
  // vuln-code-snippet start jwtUnsignedChallenge jwtForgedChallenge
  if (alg === 'none') return signature === ''; // vuln-code-snippet vuln-line jwtUnsignedChallenge
  if (alg === 'HS256') return sameBytes(createHmac('sha256', publicPem).update(input).digest(), sig); // vuln-code-snippet vuln-line jwtForgedChallenge
  // vuln-code-snippet end jwtUnsignedChallenge jwtForgedChallenge
  if (alg === 'RS256') return verify('sha256', Buffer.from(input), publicKey, sig);
  return false;
}

/** Expiry and not-before, as upstream's JWT library enforces them (a malformed claim fails). */
function timesValid(payload: TokenPayload): boolean {
  const now = nowSeconds();
  if (payload.exp !== undefined && (typeof payload.exp !== 'number' || now >= payload.exp)) return false;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || now < payload.nbf)) return false;
  return true;
}

/**
 * Checks a token the way upstream's outdated JWT libraries do: besides proper RS256 signatures it
 * accepts unsigned tokens (`alg: none`) and HS256 tokens whose HMAC secret is the published RSA
 * public key text. Those two holes are what the Unsigned JWT and Forged Signed JWT challenges
 * exploit; expiry is still enforced.
 */
function verifyTokenDetailed(privateDir: string, token: string | undefined): VerifiedToken | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts;
  const alg = decodePart(header)?.alg;
  const payload = decodePart(body) as TokenPayload | undefined;
  if (typeof alg !== 'string' || !payload || !signatureValid(alg, `${header}.${body}`, signature, privateDir) || !timesValid(payload)) return null;
  return { alg, payload };
}

export function verifyToken(privateDir: string, token: string | undefined): TokenPayload | null {
  return verifyTokenDetailed(privateDir, token)?.payload ?? null;
}

/** The algorithm a token's header names, without verifying anything; undefined for a malformed token. */
export function tokenAlgorithm(token: string): string | undefined {
  const alg = decodePart(token.split('.')[0])?.alg;
  return typeof alg === 'string' ? alg : undefined;
}

const verifiedInRequest = new WeakMap<Request, Map<string, VerifiedToken | null>>();

/**
 * `verifyTokenDetailed` for a token a request carries, done once per request and token however
 * many steps ask (the JWT challenges' middleware, a guard, the route itself).
 */
export function verifyRequestToken(c: Context, privateDir: string, token: string | undefined): VerifiedToken | null {
  if (!token) return null;
  let verified = verifiedInRequest.get(c.req.raw);
  if (!verified) {
    verified = new Map();
    verifiedInRequest.set(c.req.raw, verified);
  }
  if (!verified.has(token)) verified.set(token, verifyTokenDetailed(privateDir, token));
  return verified.get(token)!;
}

/**
 * A deluxe member's proof token: hex HMAC-SHA256 of email + "deluxe" keyed with the JWT private
 * key text (upstream's fact; the deluxe check recomputes it from the token's email).
 */
export function deluxeToken(privateDir: string, email: string) {
  return createHmac('sha256', tokenKeys(privateDir).privatePem).update(`${email}deluxe`).digest('hex');
}
