import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JWTPayload } from 'jose';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

export type TokenPayload = JWTPayload & { data?: Record<string, unknown> & { id?: number; email?: string; role?: string }; bid?: number };

let keys: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey; publicPem: string }> | undefined;

/** jose loads with the first token signed or checked, not at start: most requests carry none. */
const jose = () => import('jose');

/** The RSA key pair tokens are signed with; the public half is published under /encryptionkeys/. */
export function tokenKeys(privateDir: string) {
  keys ??= (async () => {
    const { importPKCS8, importSPKI } = await jose();
    const publicPem = readFileSync(path.join(privateDir, 'encryptionkeys', 'jwt.pub'), 'utf8');
    const privatePem = readFileSync(path.join(privateDir, 'keys', 'jwt.key'), 'utf8');
    return { privateKey: await importPKCS8(privatePem, 'RS256'), publicKey: await importSPKI(publicPem, 'RS256'), publicPem };
  })();
  return keys;
}

export async function signToken(privateDir: string, payload: TokenPayload, expiresIn = '6h') {
  const { privateKey } = await tokenKeys(privateDir);
  const { SignJWT } = await jose();
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).setIssuedAt().setExpirationTime(expiresIn).sign(privateKey);
}

/** The token a request carries: Authorization header ("Bearer x") or the token cookie. */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) return header.slice(7);
  return getCookie(c, 'token') || undefined;
}

export async function verifyToken(privateDir: string, token: string | undefined): Promise<TokenPayload | null> {
  if (!token) return null;
  try {
    const { publicKey } = await tokenKeys(privateDir);
    const { jwtVerify } = await jose();
    return (await jwtVerify(token, publicKey, { algorithms: ['RS256'] })).payload as TokenPayload;
  } catch {
    return null;
  }
}
