import { createHmac } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { AppConfig } from '../../lib/config-schema';
import { stripHtml } from '../../lib/sanitize';
import { AntiCheat } from './anti-cheat';
import type { ChallengeDefinition } from './catalogue';
import { encodeContinueCode, type ProgressKind } from './continue-codes';
import { ShopMetrics } from './metrics';
import { postSolutionReport, solutionReport } from './webhook';

export type SolvedNotification = {
  key: string;
  name: string;
  challenge: string;
  flag: string;
  hidden: boolean;
  isRestore: boolean;
  /** whether the score board offers the coding challenge of this one */
  codingChallenge: boolean;
  country?: { code: string; name: string };
};

export type ChallengeRow = {
  id: number; key: string; name: string; category: string; tags: string | null; description: string;
  difficulty: number; hint: string | null; hintUrl: string | null; mitigationUrl: string | null;
  solved: 0 | 1; disabledEnv: string | null; tutorialOrder: number | null;
  codingChallengeStatus: number; hasCodingChallenge: 0 | 1; createdAt: string; updatedAt: string;
};

export type HintRow = { id: number; ChallengeId: number; text: string; order: number; unlocked: 0 | 1; createdAt: string; updatedAt: string };

export type Emit = (event: string, payload: unknown) => void;

export type ChallengeServiceOptions = {
  /** the shop's version, reported to the solutions webhook and in the metrics */
  version?: string;
  /** when the shop started: the anti-cheat history begins here */
  startedAt?: number;
};

/** codingChallengeStatus values: 1 = vulnerable lines found, 2 = fix chosen */
const CODING_STATUS = { findIt: 1, fixIt: 2 } as const;

const prepareStatements = (db: Database.Database) => ({
  markSolved: db.prepare('UPDATE Challenges SET solved = 1, updatedAt = ? WHERE key = ?'),
  codingStatus: db.prepare('UPDATE Challenges SET codingChallengeStatus = ?, updatedAt = ? WHERE key = ?'),
  hintCounts: db.prepare('SELECT COUNT(*) AS available, COALESCE(SUM(unlocked), 0) AS unlocked FROM Hints WHERE ChallengeId = ?'),
  hint: db.prepare('SELECT * FROM Hints WHERE id = ?'),
  unlockHint: db.prepare('UPDATE Hints SET unlocked = 1, updatedAt = ? WHERE id = ?'),
});

const plainText = (html: string) => stripHtml(html).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Hex HMAC-SHA1 of the challenge name: juice-shop-ctf and MultiJuicer compute the same flag. */
export const ctfFlag = (ctfKey: string, name: string) => createHmac('sha1', ctfKey).update(name).digest('hex');

/**
 * The one place a challenge becomes solved. Checks that watch a flaw call `solveIf`/`solve`
 * next to the flaw; this marks the row and fans the solve out: the socket notification (kept
 * until a client confirms it), the cheat score, the solutions webhook and the metrics (which read
 * the rows kept here at each scrape). Restoring progress from continue codes goes through here too.
 */
export class ChallengeService {
  private readonly byKey = new Map<string, ChallengeRow>();
  /** solved notifications not yet confirmed by a client ('notification received'), replayed on connect */
  readonly pending: SolvedNotification[] = [];
  readonly antiCheat: AntiCheat;
  readonly metrics: ShopMetrics;
  private readonly version: string;
  private readonly statements: ReturnType<typeof prepareStatements>;
  private listeners: Array<(row: ChallengeRow, n: SolvedNotification) => void> = [];

  constructor(
    private readonly db: Database.Database,
    private readonly config: AppConfig,
    private readonly ctfKey: string,
    private emit: Emit = () => {},
    options: ChallengeServiceOptions = {},
  ) {
    for (const row of db.prepare('SELECT * FROM Challenges ORDER BY id').all() as ChallengeRow[]) this.byKey.set(row.key, row);
    this.statements = prepareStatements(db);
    const startedAt = options.startedAt ?? Date.now();
    this.version = options.version ?? '0.0.0';
    this.antiCheat = new AntiCheat(startedAt, () => ({ showHints: this.config.challenges.showHints, hackingInstructor: this.config.hackingInstructor.isEnabled }));
    this.metrics = new ShopMetrics({
      prefix: config.application.customMetricsPrefix ?? 'juiceshop',
      appName: config.application.name,
      version: this.version,
      startupSeconds: (startedAt - performance.timeOrigin) / 1000,
      db,
      challenges: () => this.all(),
      cheatScore: () => this.antiCheat.total(),
    });
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

  /**
   * Marks a challenge solved and tells everybody. A restore (continue code) notifies again, also
   * for a challenge solved already, flagged `isRestore` so that the client celebrates nothing; it
   * neither scores cheating nor reports to the webhook, as upstream.
   */
  solve(key: string, { isRestore = false } = {}) {
    const row = this.byKey.get(key);
    if (!row || (row.solved && !isRestore) || !this.isEnabled(key)) return false;
    if (!row.solved) {
      row.updatedAt = new Date().toISOString();
      this.statements.markSolved.run(row.updatedAt, key);
      row.solved = 1;
    }
    const notification = this.notify(row, isRestore);
    if (!isRestore) this.report(row);
    for (const l of this.listeners) l(row, notification);
    return true;
  }

  /** Sends the notification of a solved challenge again (the score board's "repeat" button). */
  repeatNotification(name: string) {
    const row = this.all().find((r) => r.name === name);
    if (!row?.solved) return false;
    this.notify(row, true);
    return true;
  }

  acknowledge(flag: unknown) {
    const i = this.pending.findIndex((n) => n.flag === flag);
    if (i > -1) this.pending.splice(i, 1);
  }

  /**
   * A coding challenge phase reached. `minutesExpected` (how long reading the snippet or the
   * fixes should take) feeds the cheat score; restores leave it out.
   */
  solveFindIt(key: string, options: { isRestore?: boolean; minutesExpected?: number } = {}) {
    return this.advanceCoding(key, 'findIt', options);
  }

  solveFixIt(key: string, options: { isRestore?: boolean; minutesExpected?: number } = {}) {
    return this.advanceCoding(key, 'fixIt', options);
  }

  private advanceCoding(key: string, phase: 'findIt' | 'fixIt', { isRestore = false, minutesExpected }: { isRestore?: boolean; minutesExpected?: number }) {
    const row = this.byKey.get(key);
    if (!row) return false;
    const status = CODING_STATUS[phase];
    // finding the lines again never takes back a fix already chosen
    if (row.codingChallengeStatus < status) {
      row.updatedAt = new Date().toISOString();
      this.statements.codingStatus.run(status, row.updatedAt, key);
      row.codingChallengeStatus = status;
    }
    if (!isRestore) {
      if (minutesExpected !== undefined) this.antiCheat.codingPhase(key, phase === 'findIt' ? 'find it' : 'fix it', minutesExpected);
      this.emit('code challenge solved', { key, codingChallengeStatus: status });
    }
    return true;
  }

  /** The continue code of this shop's progress of one kind, undefined while there is none. */
  continueCode(kind: ProgressKind) {
    const reached = (r: ChallengeRow) => (kind === 'hacking' ? r.solved === 1 : r.codingChallengeStatus >= CODING_STATUS[kind]);
    return encodeContinueCode(kind, this.all().filter(reached).map((r) => r.id));
  }

  /** Restores the progress a continue code holds (its ids, already decoded). */
  restore(kind: ProgressKind, ids: readonly number[]) {
    const wanted = new Set(ids);
    for (const row of this.all()) {
      if (!wanted.has(row.id)) continue;
      if (kind === 'hacking') this.solve(row.key, { isRestore: true });
      else this.advanceCoding(row.key, kind, { isRestore: true });
    }
  }

  hintCounts(challengeId: number) {
    return this.statements.hintCounts.get(challengeId) as { available: number; unlocked: number };
  }

  /** Unlocks a hint (counted in the webhook's report of its challenge); undefined if there is none. */
  unlockHint(id: number) {
    this.statements.unlockHint.run(new Date().toISOString(), id);
    return this.statements.hint.get(id) as HintRow | undefined;
  }

  private notify(row: ChallengeRow, isRestore: boolean) {
    const notification = this.notificationFor(row, isRestore);
    const shownBefore = this.pending.some((n) => n.key === row.key);
    this.pending.push(notification);
    if (isRestore || !shownBefore) this.emit('challenge solved', notification);
    return notification;
  }

  /** Cheat score of a fresh solve, and the report to the solutions webhook when one is set. */
  private report(row: ChallengeRow) {
    const cheatScore = this.antiCheat.hackIt(row);
    const url = process.env.SOLUTIONS_WEBHOOK;
    if (!url) return;
    const hints = this.hintCounts(row.id);
    const facts = {
      key: row.key,
      flag: this.flag(row.name),
      hintsAvailable: hints.available,
      hintsUnlocked: hints.unlocked,
      cheatScore,
      totalCheatScore: this.antiCheat.total(),
    };
    void postSolutionReport(url, solutionReport(facts, this.config.application.name, this.version));
  }

  private notificationFor(row: ChallengeRow, isRestore: boolean): SolvedNotification {
    const n: SolvedNotification = {
      key: row.key,
      name: row.name,
      challenge: `${row.name} (${plainText(row.description)})`,
      flag: this.flag(row.name),
      hidden: !this.config.challenges.showSolvedNotifications,
      isRestore,
      codingChallenge: this.config.challenges.codingChallengesEnabled !== 'never' && row.hasCodingChallenge === 1,
    };
    const mode = this.config.ctf.showCountryDetailsInNotifications;
    const country = (this.config.ctf.countryMapping as Record<string, { code: string; name: string }> | null | undefined)?.[row.key];
    if (mode !== 'none' && country) n.country = { code: country.code, name: country.name };
    return n;
  }
}

export type { ChallengeDefinition };
