import type { Locale } from '../../lib/i18n';

/**
 * Resolves once the player has done what a step asks; the signal aborts the wait when the
 * instructor moves on without it (skipped, closed), so no listener or timer outlives its step.
 */
export type Condition = (signal: AbortSignal) => Promise<void>;

/** One speech bubble of a tutorial. */
export type Step<K extends string = string> = {
  /** the key of its text in the tutorial's own messages (`lib/i18n/messages/tutorials/<challenge>.ts`) */
  text: K;
  /**
   * something to type, shown verbatim below the text and selectable for copying (code is not
   * translated, and its braces are not read as the texts' parameters)
   */
  code?: string;
  /** the element the bubble points at: a stable id or a selector of SELECTORS.md, never a generated class */
  target: string;
  /** the element after (below) which the bubble sits, when it is not the target itself */
  after?: string;
  /**
   * the paths this step happens on; when the player is elsewhere the bubble says how to get back
   * (a step without pages works anywhere, as one that asks to go somewhere)
   */
  page?: readonly string[];
  /** whether a double-click on the bubble skips the step (default true) */
  skippable?: boolean;
  resolved: Condition;
};

/**
 * A tutorial: its steps and their texts, in English and each language that translated them (the
 * others read English). The texts travel with the tutorial's chunk, not in the shell's
 * dictionary, so no screen's first load carries them.
 */
export type Tutorial<K extends string = string> = {
  /** the challenge's key in the catalogue */
  challenge: string;
  texts: { en: Record<K, string> } & Partial<Record<Exclude<Locale, 'en'>, Record<K, string>>>;
  steps: Step<NoInfer<K>>[];
};

/** Checks a tutorial's steps against its texts' keys. */
export const defineTutorial = <K extends string>(tutorial: Tutorial<K>): Tutorial => tutorial as unknown as Tutorial;

/** The search screen's addresses (the hacking-instructor route shows it too). */
export const SEARCH_SCREEN = ['/search', '/', '/hacking-instructor'] as const;

/** The login screen's address (the login tutorials' steps happen there). */
export const LOGIN_SCREEN = ['/login'] as const;

/**
 * Where a running tutorial keeps its place: a cookie, so that the server renders the instructor
 * into the shell of any page while a tutorial runs (and into none otherwise), and a full page
 * load (an address typed by the player) resumes it. A session cookie: it ends with the browser.
 */
export const TUTORIAL_COOKIE = 'hacking-instructor';

export type TutorialRun = { challenge: string; step: number; started: number };

/** The run a cookie value holds, or null when it holds none (absent, tampered). */
export function parseTutorialRun(value: string | undefined): TutorialRun | null {
  if (!value) return null;
  try {
    const run = JSON.parse(value) as Partial<TutorialRun>;
    return typeof run.challenge === 'string' && Number.isInteger(run.step) && Number.isFinite(run.started)
      ? { challenge: run.challenge, step: Math.max(0, run.step as number), started: run.started as number }
      : null;
  } catch {
    return null;
  }
}
