import { createHmac } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { AppConfig } from '../../lib/config-schema';
import { stripHtml } from '../../lib/sanitize';
import type { ChallengeDefinition } from './catalogue';

export type SolvedNotification = {
  key: string;
  name: string;
  challenge: string;
  flag: string;
  hidden: boolean;
  isRestore: boolean;
  country?: { code: string; name: string };
};

export type ChallengeRow = {
  id: number; key: string; name: string; category: string; tags: string | null; description: string;
  difficulty: number; hint: string | null; hintUrl: string | null; mitigationUrl: string | null;
  solved: 0 | 1; disabledEnv: string | null; tutorialOrder: number | null;
  codingChallengeStatus: number; hasCodingChallenge: 0 | 1; createdAt: string; updatedAt: string;
};

export type Emit = (event: string, payload: unknown) => void;

const plainText = (html: string) => stripHtml(html).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Hex HMAC-SHA1 of the challenge name: juice-shop-ctf and MultiJuicer compute the same flag. */
export const ctfFlag = (ctfKey: string, name: string) => createHmac('sha1', ctfKey).update(name).digest('hex');

/**
 * The one place a challenge becomes solved. Checks that watch a flaw call `solveIf`/`solve`
 * next to the flaw; this marks the row, remembers the notification until a client confirms it,
 * and broadcasts it over socket.io.
 */
export class ChallengeService {
  private readonly byKey = new Map<string, ChallengeRow>();
  /** solved notifications not yet confirmed by a client ('notification received'), replayed on connect */
  readonly pending: SolvedNotification[] = [];
  private readonly markSolved: Database.Statement;
  private listeners: Array<(row: ChallengeRow, n: SolvedNotification) => void> = [];

  constructor(
    private readonly db: Database.Database,
    private readonly config: AppConfig,
    private readonly ctfKey: string,
    private emit: Emit = () => {},
  ) {
    for (const row of db.prepare('SELECT * FROM Challenges ORDER BY id').all() as ChallengeRow[]) this.byKey.set(row.key, row);
    this.markSolved = db.prepare('UPDATE Challenges SET solved = 1, updatedAt = ? WHERE key = ?');
  }

  setEmitter(emit: Emit) {
    this.emit = emit;
  }

  onSolved(listener: (row: ChallengeRow, n: SolvedNotification) => void) {
    this.listeners.push(listener);
  }

  get(key: string) {
    return this.byKey.get(key);
  }

  all() {
    return [...this.byKey.values()];
  }

  isSolved(key: string) {
    return this.byKey.get(key)?.solved === 1;
  }

  /** A challenge disabled in this environment (safety mode) can not be solved. */
  isEnabled(key: string) {
    return this.byKey.get(key)?.disabledEnv == null;
  }

  flag(name: string) {
    return ctfFlag(this.ctfKey, name);
  }

  solveIf(key: string, condition: () => unknown) {
    if (!this.isSolved(key) && this.isEnabled(key) && condition()) this.solve(key);
  }

  solve(key: string, { isRestore = false } = {}) {
    const row = this.byKey.get(key);
    if (!row || (row.solved && !isRestore) || !this.isEnabled(key)) return false;
    const updatedAt = new Date().toISOString();
    if (!row.solved) {
      this.markSolved.run(updatedAt, key);
      row.solved = 1;
      row.updatedAt = updatedAt;
    }
    const notification = this.notificationFor(row, isRestore);
    const shownBefore = this.pending.some((n) => n.key === key);
    this.pending.push(notification);
    if (isRestore || !shownBefore) this.emit('challenge solved', notification);
    for (const l of this.listeners) l(row, notification);
    return true;
  }

  acknowledge(flag: unknown) {
    const i = this.pending.findIndex((n) => n.flag === flag);
    if (i > -1) this.pending.splice(i, 1);
  }

  private notificationFor(row: ChallengeRow, isRestore: boolean): SolvedNotification {
    const n: SolvedNotification = {
      key: row.key,
      name: row.name,
      challenge: `${row.name} (${plainText(row.description)})`,
      flag: this.flag(row.name),
      hidden: !this.config.challenges.showSolvedNotifications,
      isRestore,
    };
    const mode = this.config.ctf.showCountryDetailsInNotifications;
    const country = (this.config.ctf.countryMapping as Record<string, { code: string; name: string }> | null | undefined)?.[row.key];
    if (mode !== 'none' && country) n.country = { code: country.code, name: country.name };
    return n;
  }
}

export type { ChallengeDefinition };
