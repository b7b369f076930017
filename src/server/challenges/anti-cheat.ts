/**
 * Cheat scores as upstream computes them: a solve that comes much sooner after the previous one
 * than the challenge's difficulty suggests looks like it was copied from a walkthrough. Scores run
 * from 0 (plausible) to 1 (almost certainly copied); the total is the median of all of them.
 */

/** Challenges solved by the same action as their partner: the second one is no surprise. */
const COUPLED: Record<string, readonly string[]> = {
  loginAdminChallenge: ['weakPasswordChallenge'],
  nullByteChallenge: [
    'easterEggLevelOneChallenge',
    'forgottenDevBackupChallenge',
    'forgottenBackupChallenge',
    'misplacedSignatureFileChallenge',
  ],
  deprecatedInterfaceChallenge: ['uploadTypeChallenge', 'xxeFileDisclosureChallenge', 'xxeDosChallenge'],
  uploadSizeChallenge: ['uploadTypeChallenge', 'xxeFileDisclosureChallenge', 'xxeDosChallenge'],
  uploadTypeChallenge: ['uploadSizeChallenge', 'xxeFileDisclosureChallenge', 'xxeDosChallenge'],
};

/** Challenges anybody stumbles into: solving them fast proves nothing. */
const TRIVIAL = new Set(['errorHandlingChallenge', 'privacyPolicyChallenge', 'closeNotificationsChallenge']);

export type CheatPhase = 'server start' | 'hack it' | 'find it' | 'fix it';
type Solve = { key: string | null; phase: CheatPhase; at: number; score: number };

export type HackingSolve = { key: string; difficulty: number; tutorialOrder: number | null };
/** What the shop's configuration says about how much help players get. */
export type CheatContext = { showHints: boolean; hackingInstructor: boolean };

const MINUTE = 60_000;

const coupled = (a: string, b: string | null) => b !== null && (COUPLED[a]?.includes(b) || COUPLED[b]?.includes(a)) === true;

export function median(values: readonly number[]) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * 1 for an instant solve, falling linearly to 0 when the expected time has passed. Nothing is
 * expected of trivial or coupled solves (0 minutes), and those never count as suspicious.
 */
export function timingScore(minutesSincePrevious: number, minutesExpected: number) {
  if (!(minutesExpected > 0)) return 0;
  return Math.max(0, 1 - minutesSincePrevious / minutesExpected);
}

/** One instance per shop: the history starts with the shop's start, as upstream seeds it. */
export class AntiCheat {
  private readonly solves: Solve[];

  constructor(
    startedAt: number,
    private readonly context: () => CheatContext,
  ) {
    this.solves = [{ key: null, phase: 'server start', at: startedAt, score: 0 }];
  }

  private get previous() {
    return this.solves[this.solves.length - 1];
  }

  private record(key: string, phase: CheatPhase, at: number, minutesExpected: number) {
    const score = timingScore((at - this.previous.at) / MINUTE, minutesExpected);
    this.solves.push({ key, phase, at, score });
    return score;
  }

  /** Expected minutes: 2 per difficulty star, longer without hints, shorter in a tutorial. */
  hackIt(challenge: HackingSolve, at = Date.now()) {
    const { showHints, hackingInstructor } = this.context();
    let factor = 2 * (showHints ? 1 : 1.5) * (challenge.tutorialOrder && hackingInstructor ? 0.5 : 1);
    if (TRIVIAL.has(challenge.key) || coupled(challenge.key, this.previous.key)) factor = 0;
    return this.record(challenge.key, 'hack it', at, challenge.difficulty * factor);
  }

  /** A coding challenge phase; the coding challenge code knows how long its snippet takes to read. */
  codingPhase(key: string, phase: 'find it' | 'fix it', minutesExpected: number, at = Date.now()) {
    return this.record(key, phase, at, minutesExpected);
  }

  /** The median over every recorded score (the start included), 0 before the first solve. */
  total() {
    return this.solves.length > 1 ? median(this.solves.map((s) => s.score)) : 0;
  }
}
