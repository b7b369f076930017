import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../lib/config-schema';
import { stripHtml } from '../../lib/sanitize';
import { CodingAccuracy } from '../coding/accuracy';
import type { ChallengeRow, challengesTable } from '../db/challenges';
import type { hintsTable } from '../db/hints';
import { AntiCheat } from './anti-cheat';
import { encodeContinueCode, type ProgressKind } from './continue-codes';
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

export type Emit = (event: string, payload: unknown) => void;

export type ChallengeServiceOptions = {
  /** the shop's version, reported to the solutions webhook */
  version: string;
  /** when the shop started: the anti-cheat history begins here */
  startedAt: number;
};

/** codingChallengeStatus values: 1 = vulnerable lines found, 2 = fix chosen */
const CODING_STATUS = { findIt: 1, fixIt: 2 } as const;
type CodingPhase = keyof typeof CODING_STATUS;
type Progress = Partial<Pick<ChallengeRow, 'solved' | 'codingChallengeStatus'>>;

/** The tables the service reads and writes (db/challenges.ts, db/hints.ts). */
export type ChallengeTables = { challenges: ReturnType<typeof challengesTable>; hints: ReturnType<typeof hintsTable> };

const plainText = (html: string) =>
  stripHtml(html)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Hex HMAC-SHA1 of the challenge name: juice-shop-ctf and MultiJuicer compute the same flag. */
export const ctfFlag = (ctfKey: string, name: string) => createHmac('sha1', ctfKey).update(name).digest('hex');

/**
 * The one place a challenge becomes solved. Checks that watch a flaw call `solveIf`/`solve`
 * next to the flaw; this marks the row and fans the solve out: the socket notification (kept
 * until a client confirms it), the cheat score and the solutions webhook. The metrics read the
 * rows kept here at each scrape. Restoring progress from continue codes goes through here too.
 */
export class ChallengeService {
  private readonly byKey = new Map<string, ChallengeRow>();
  private changes = 0;
  /** solved notifications not yet confirmed by a client ('notification received'), replayed on connect */
  readonly pending: SolvedNotification[] = [];
  readonly antiCheat: AntiCheat;
  /** first-try accuracy of the coding challenges (a metric) */
  readonly codingAccuracy = new CodingAccuracy();
  private readonly version: string;
  private emit: Emit = () => {};

  constructor(
    private readonly tables: ChallengeTables,
    private readonly config: AppConfig,
    private readonly ctfKey: string,
    { version, startedAt }: ChallengeServiceOptions,
  ) {
    for (const row of tables.challenges.list()) this.byKey.set(row.key, row);
    this.version = version;
    this.antiCheat = new AntiCheat(startedAt, () => ({
      showHints: config.challenges.showHints,
      hackingInstructor: config.hackingInstructor.isEnabled,
    }));
  }

  /** Where solves are broadcast (socket.io, once it is bound). */
  setEmitter(emit: Emit) {
    this.emit = emit;
  }

  get(key: string) {
    return this.byKey.get(key);
  }

  /**
   * Counts every change of what the challenge list and the hints show (solves, coding progress,
   * restores, availability, hint unlocks): answers cached from them are rebuilt when it moves.
   */
  get revision() {
    return this.changes;
  }

  all() {
    return [...this.byKey.values()];
  }

  isSolved(key: string) {
    return this.byKey.get(key)?.solved === 1;
  }

  /** A challenge disabled in this environment (safety mode), or not offered at all, can not be solved. */
  isEnabled(key: string) {
    const row = this.byKey.get(key);
    return row !== undefined && row.disabledEnv == null;
  }

  /**
   * Switches a reason found while running (e.g. no reachable LLM) on or off; the challenge is
   * unavailable while it is on, as with safety mode. A reason set at start (safety mode, the
   * environment) is never replaced.
   */
  setUnavailableReason(key: string, reason: string, on: boolean) {
    const row = this.byKey.get(key);
    if (!row || (row.disabledEnv !== null && row.disabledEnv !== reason)) return;
    const next = on ? reason : null;
    if (row.disabledEnv === next) return;
    row.disabledEnv = next;
    this.tables.challenges.saveDisabledEnv(row.id, next);
    this.changes++;
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
    if (!row || (row.solved && !isRestore) || row.disabledEnv != null) return false;
    if (!row.solved) this.save(row, { solved: 1 });
    this.notify(row, isRestore);
    if (!isRestore) this.report(row);
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
   * A coding challenge phase reached (find it: the vulnerable lines; fix it: the fix).
   * `minutesExpected` (how long reading the snippet or the fixes should take) feeds the cheat
   * score; restores neither score nor notify.
   */
  solveCoding(
    key: string,
    phase: CodingPhase,
    { isRestore = false, minutesExpected }: { isRestore?: boolean; minutesExpected?: number } = {},
  ) {
    const row = this.byKey.get(key);
    if (!row) return false;
    const status = CODING_STATUS[phase];
    // finding the lines again never takes back a fix already chosen
    if (row.codingChallengeStatus < status) this.save(row, { codingChallengeStatus: status });
    if (!isRestore) {
      if (minutesExpected !== undefined) this.antiCheat.codingPhase(key, phase === 'findIt' ? 'find it' : 'fix it', minutesExpected);
      this.emit('code challenge solved', { key, codingChallengeStatus: status });
    }
    return true;
  }

  /** The right vulnerable lines of a coding challenge were selected (POST /snippets/verdict). */
  solveFindIt(key: string, minutesExpected?: number) {
    this.codingAccuracy.record(key, 'find it', true);
    return this.solveCoding(key, 'findIt', { minutesExpected });
  }

  /** The right fix of a coding challenge was chosen (POST /snippets/fixes). */
  solveFixIt(key: string, minutesExpected?: number) {
    this.codingAccuracy.record(key, 'fix it', true);
    return this.solveCoding(key, 'fixIt', { minutesExpected });
  }

  /** The continue code of this shop's progress of one kind, undefined while there is none. */
  continueCode(kind: ProgressKind) {
    const reached = (r: ChallengeRow) => (kind === 'hacking' ? r.solved === 1 : r.codingChallengeStatus >= CODING_STATUS[kind]);
    return encodeContinueCode(
      kind,
      this.all()
        .filter(reached)
        .map((r) => r.id),
    );
  }

  /** Restores the progress a continue code holds (its ids, already decoded). */
  restore(kind: ProgressKind, ids: readonly number[]) {
    const wanted = new Set(ids);
    for (const row of this.byKey.values()) {
      if (!wanted.has(row.id)) continue;
      if (kind === 'hacking') this.solve(row.key, { isRestore: true });
      else this.solveCoding(row.key, kind, { isRestore: true });
    }
  }

  hintCounts(challengeId: number) {
    return this.tables.hints.countsOf(challengeId);
  }

  /** Unlocks a hint (counted in the webhook's report of its challenge); undefined if there is none. */
  unlockHint(id: number) {
    if (this.tables.hints.unlock(id)) this.changes++;
    return this.tables.hints.find(id);
  }

  /** Applies progress to the kept row and its table row. */
  private save(row: ChallengeRow, progress: Progress) {
    Object.assign(row, progress, { updatedAt: new Date().toISOString() });
    this.tables.challenges.saveProgress(row);
    this.changes++;
  }

  private notify(row: ChallengeRow, isRestore: boolean) {
    const notification = this.notificationFor(row, isRestore);
    const shownBefore = this.pending.some((n) => n.key === row.key);
    this.pending.push(notification);
    if (isRestore || !shownBefore) this.emit('challenge solved', notification);
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
