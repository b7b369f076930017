import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JWTPayload } from 'jose';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

export type TokenPayload = JWTPayload & { data?: Record<string, unknown> & { id?: number; email?: string; role?: string }; bid?: number };

/** A token that passed verification, with the algorithm its header named (the JWT challenges look at it). */
export type VerifiedToken = { payload: TokenPayload; alg: string };

let keys: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey; publicPem: string }> | undefined;

/** jose loads with the first token signed or checked, not at start: most requests carry none. */
const jose = () => import('jose');

let pems: { dir: string; publicPem: string; privatePem: string } | undefined;

/** The text of the RSA key files, read once: tokens, their checks and deluxe tokens all use it. */
function keyPems(privateDir: string) {
  if (pems?.dir !== privateDir) {
    pems = {
      dir: privateDir,
      publicPem: readFileSync(path.join(privateDir, 'encryptionkeys', 'jwt.pub'), 'utf8'),
      privatePem: readFileSync(path.join(privateDir, 'keys', 'jwt.key'), 'utf8'),
    };
  }
  return pems;
}

/** The RSA key pair tokens are signed with; the public half is published under /encryptionkeys/. */
export function tokenKeys(privateDir: string) {
  keys ??= (async () => {
    const { importPKCS8, importSPKI } = await jose();
    const { publicPem, privatePem } = keyPems(privateDir);
    return { privateKey: await importPKCS8(privatePem, 'RS256'), publicKey: await importSPKI(publicPem, 'RS256'), publicPem };
  })();
  return keys;
}

export async function signToken(privateDir: string, payload: TokenPayload, expiresIn = '6h') {
  const { privateKey } = await tokenKeys(privateDir);
  const { SignJWT } = await jose();
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(expiresIn).sign(privateKey);
}

/** The claims of a token without checking it (for tokens the shop has just signed itself). */
export const decodeToken = async (token: string) => (await jose()).decodeJwt(token) as TokenPayload;

/** The token a request carries: Authorization header ("Bearer x") or the token cookie. */
export function requestToken(c: Context): string | undefined {
  return bearerToken(c) ?? (getCookie(c, 'token') || undefined);
}

/** The token of an `Authorization: Bearer <token>` header only (scheme case-insensitive), as upstream's jwtFrom reads it. */
export function bearerToken(c: Context): string | undefined {
  const parts = (c.req.header('authorization') ?? '').split(' ');
  return parts.length === 2 && /^Bearer$/i.test(parts[0]) && parts[1] ? parts[1] : undefined;
}

/**
 * Checks a token the way upstream's outdated JWT libraries do: besides proper RS256 signatures it
 * accepts unsigned tokens (`alg: none`) and HS256 tokens whose HMAC secret is the published RSA
 * public key text. Those two holes are what the Unsigned JWT and Forged Signed JWT challenges
 * exploit; expiry is still enforced.
 */
async function verifyTokenDetailed(privateDir: string, token: string | undefined): Promise<VerifiedToken | null> {
  if (!token) return null;
  try {
    const { decodeProtectedHeader, jwtVerify, UnsecuredJWT } = await jose();
    const { alg } = decodeProtectedHeader(token);
    const { publicKey, publicPem } = await tokenKeys(privateDir);
    // vuln-code-snippet start jwtUnsignedChallenge jwtForgedChallenge
    if (alg === 'none') return { alg, payload: UnsecuredJWT.decode(token).payload as TokenPayload }; // vuln-code-snippet vuln-line jwtUnsignedChallenge
    if (alg === 'HS256') {
      const { payload } = await jwtVerify(token, new TextEncoder().encode(publicPem), { algorithms: ['HS256'] }); // vuln-code-snippet vuln-line jwtForgedChallenge
      return { alg, payload: payload as TokenPayload };
    }
    // vuln-code-snippet end jwtUnsignedChallenge jwtForgedChallenge
    const { payload } = await jwtVerify(token, publicKey, { algorithms: ['RS256'] });
    return { alg: 'RS256', payload: payload as TokenPayload };
  } catch {
    return null;
  }
}

export async function verifyToken(privateDir: string, token: string | undefined): Promise<TokenPayload | null> {
  return (await verifyTokenDetailed(privateDir, token))?.payload ?? null;
}

/** The algorithm a token's header names, without verifying anything; undefined for a malformed token. */
export function tokenAlgorithm(token: string): string | undefined {
  try {
    const alg = (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { alg?: unknown }).alg;
    return typeof alg === 'string' ? alg : undefined;
  } catch {
    return undefined;
  }
}

const verifiedInRequest = new WeakMap<Request, Map<string, Promise<VerifiedToken | null>>>();

/**
 * `verifyTokenDetailed` for a token a request carries, done once per request and token however
 * many steps ask (the JWT challenges' middleware, a guard, the route itself).
 */
export function verifyRequestToken(c: Context, privateDir: string, token: string | undefined): Promise<VerifiedToken | null> {
  if (!token) return Promise.resolve(null);
  let verified = verifiedInRequest.get(c.req.raw);
  if (!verified) verifiedInRequest.set(c.req.raw, (verified = new Map()));
  let result = verified.get(token);
  if (!result) verified.set(token, (result = verifyTokenDetailed(privateDir, token)));
  return result;
}

/**
 * A deluxe member's proof token: hex HMAC-SHA256 of email + "deluxe" keyed with the JWT private
 * key text (upstream's fact; the deluxe check recomputes it from the token's email).
 */
export function deluxeToken(privateDir: string, email: string) {
  return createHmac('sha256', keyPems(privateDir).privatePem).update(email + 'deluxe').digest('hex');
}
