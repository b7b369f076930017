import type { TokenPayload } from './tokens';

/** What the shop remembers about a token it has seen: its payload, refreshed by account changes, plus the user's basket id. */
export type Session = TokenPayload & { bid?: number };

/** Upstream keeps this map bounded only by the process' life; a cap keeps a flood of tokens from growing memory. */
const MAX_SESSIONS = 10_000;

/**
 * Upstream's `authenticatedUsers`: every verified token mapped to its (possibly updated) payload,
 * and every user id to the latest token seen for it (the administration's "last login").
 */
export class AuthenticatedUsers {
  private readonly byToken = new Map<string, Session>();
  private readonly byUserId = new Map<number, string>();

  put(token: string, session: Session) {
    this.byToken.delete(token);
    this.byToken.set(token, session);
    const id = session.data?.id;
    if (typeof id === 'number') this.byUserId.set(id, token);
    if (this.byToken.size > MAX_SESSIONS) this.byToken.delete(this.byToken.keys().next().value!);
  }

  get(token: string | undefined) {
    return token ? this.byToken.get(token) : undefined;
  }

  /** The latest token seen for a user, if it is still remembered. */
  tokenOf(userId: number) {
    const token = this.byUserId.get(userId);
    return token && this.byToken.has(token) ? token : undefined;
  }

  /** Replaces the user data kept for `token` (after 2FA setup or similar), keeping its other claims. */
  updateData(token: string, data: Record<string, unknown>) {
    const session = this.byToken.get(token);
    if (session) this.put(token, { ...session, data: { ...session.data, ...data } });
  }
}
