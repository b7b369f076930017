/**
 * The score board's model: challenges as the content graph and the REST API describe them, their
 * hints, and the pure rules the screen applies (status, order, progress). No I/O here.
 */
export const DIFFICULTIES = [1, 2, 3, 4, 5, 6] as const;

export type ChallengeData = {
  id: number;
  key: string;
  name: string;
  category: string;
  difficulty: number;
  description: string;
  tags: string[];
  solved: boolean;
  disabledEnv: string | null;
  mitigationUrl: string | null;
  tutorialOrder: number | null;
  hasCodingChallenge: boolean;
  codingChallengeStatus: number;
};

export type HintData = { id: number; ChallengeId: number; order: number; text: string; unlocked: boolean };

export type EnrichedChallenge = ChallengeData & {
  hintsAvailable: number;
  hintsUnlocked: number;
  /** texts of the unlocked hints, in hint order */
  hintText: string[];
  /** id of the next hint to unlock, null once all are unlocked */
  nextHint: number | null;
};

export type ChallengeStatus = 'unsolved' | 'solved' | 'partially-solved';
export const STATUSES: readonly ChallengeStatus[] = ['unsolved', 'partially-solved', 'solved'];

/** Joins each challenge with its hints (those of other challenges are ignored). */
export function withHints(challenges: readonly ChallengeData[], hints: readonly HintData[]): EnrichedChallenge[] {
  const byChallenge = new Map<number, HintData[]>();
  for (const h of hints) byChallenge.set(h.ChallengeId, [...(byChallenge.get(h.ChallengeId) ?? []), h]);
  return challenges.map((c) => {
    const own = (byChallenge.get(c.id) ?? []).toSorted((a, b) => a.order - b.order);
    const unlocked = own.filter((h) => h.unlocked);
    return {
      ...c,
      hintsAvailable: own.length,
      hintsUnlocked: unlocked.length,
      hintText: unlocked.map((h) => h.text),
      nextHint: own.find((h) => !h.unlocked)?.id ?? null,
    };
  });
}

/**
 * Unsolved until the hacking challenge is solved; then solved, unless it has a coding challenge
 * whose find-it and fix-it steps (status 2) are not both done yet.
 */
export function challengeStatus(c: Pick<ChallengeData, 'solved' | 'hasCodingChallenge' | 'codingChallengeStatus'>): ChallengeStatus {
  if (!c.solved) return 'unsolved';
  if (!c.hasCodingChallenge || c.codingChallengeStatus >= 2) return 'solved';
  return 'partially-solved';
}

const compareNullable = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);

/** By difficulty, then tutorial order (challenges without one last), then name. */
export function sortChallenges<C extends Pick<ChallengeData, 'difficulty' | 'tutorialOrder' | 'name'>>(challenges: readonly C[]): C[] {
  return challenges.toSorted(
    (a, b) =>
      a.difficulty - b.difficulty || compareNullable(a.tutorialOrder, b.tutorialOrder) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
}

export type Progress = { solved: number; total: number; percent: number };
const progress = (solved: number, total: number): Progress => ({
  solved,
  total,
  percent: total === 0 ? 0 : Math.round((solved / total) * 100),
});

/** Hacking challenges solved, as a count and a whole percentage. */
export const hackingProgress = (challenges: readonly ChallengeData[]) =>
  progress(challenges.filter((c) => c.solved).length, challenges.length);

/** Coding challenges: two steps each (find it, fix it); the status counts the steps done. */
export function codingProgress(challenges: readonly ChallengeData[]): Progress {
  const coding = challenges.filter((c) => c.hasCodingChallenge);
  return progress(
    coding.reduce((sum, c) => sum + c.codingChallengeStatus, 0),
    coding.length * 2,
  );
}

/** Everything: every hacking challenge plus two steps per coding challenge. */
export function totalProgress(challenges: readonly ChallengeData[]): Progress {
  const hacking = hackingProgress(challenges);
  const coding = codingProgress(challenges);
  return progress(hacking.solved + coding.solved, hacking.total + coding.total);
}

type DifficultySummary = { difficulty: number; solved: number; available: number };

/**
 * Per difficulty 1-6: a challenge with a coding challenge weighs 3 (hack, find, fix), any other 1;
 * a solved one counts 1 plus its coding status.
 */
export function difficultySummaries(challenges: readonly ChallengeData[]): DifficultySummary[] {
  const summaries = DIFFICULTIES.map((difficulty) => ({ difficulty, solved: 0, available: 0 }));
  for (const c of challenges) {
    const s = summaries[c.difficulty - 1];
    if (!s) continue;
    s.available += c.hasCodingChallenge ? 3 : 1;
    if (c.solved) s.solved += 1 + (c.hasCodingChallenge ? c.codingChallengeStatus : 0);
  }
  return summaries;
}

/**
 * A tutorial challenge still ahead of the player. One this environment switched off (Reflected XSS
 * in a container) can never be solved here, so it holds nobody back; upstream counts it and leaves
 * tutorial mode stuck at its difficulty for good.
 */
const openTutorial = (c: ChallengeData) => c.tutorialOrder !== null && !c.solved && !c.disabledEnv;

/** Tutorial mode: tutorials are restricted first and some tutorial challenge is still open. */
export function tutorialModeActive(challenges: readonly ChallengeData[], restrictToTutorialsFirst: boolean): boolean {
  return restrictToTutorialsFirst && challenges.some(openTutorial);
}

/**
 * In tutorial mode only tutorial challenges show, and of those only the ones no harder than the
 * easiest unsolved tutorial challenge.
 */
export function visibleInTutorialMode(
  challenges: readonly ChallengeData[],
  restrictToTutorialsFirst: boolean,
): (c: ChallengeData) => boolean {
  if (!tutorialModeActive(challenges, restrictToTutorialsFirst)) return () => true;
  const tier = Math.min(...challenges.filter(openTutorial).map((c) => c.difficulty));
  return (c) => c.tutorialOrder !== null && c.difficulty <= tier;
}

/** All tags and categories in use, sorted, for the filter choices. */
export const allTags = (challenges: readonly ChallengeData[]) => [...new Set(challenges.flatMap((c) => c.tags))].sort();
export const allCategories = (challenges: readonly ChallengeData[]) => [...new Set(challenges.map((c) => c.category))].sort();
