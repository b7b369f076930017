import type { en } from '../../lib/i18n/messages/hacking-instructor';

/**
 * Resolves once the player has done what a step asks; the signal aborts the wait when the
 * instructor moves on without it (skipped, closed), so no listener or timer outlives its step.
 */
export type Condition = (signal: AbortSignal) => Promise<void>;

/** One speech bubble of a tutorial. */
export type Step = {
  /** the key of its text in the instructor's messages (`lib/i18n/messages/hacking-instructor.ts`), so every locale has it */
  text: Exclude<keyof typeof en, 'HI_STEP_OF'>;
  /** the element the bubble points at: a stable id or a selector of SELECTORS.md, never a generated class */
  target: string;
  /** the element after (below) which the bubble sits, when it is not the target itself */
  after?: string;
  /** whether a double-click on the bubble skips the step (default true) */
  skippable?: boolean;
  resolved: Condition;
};

export type Tutorial = {
  /** the challenge's key in the catalogue */
  challenge: string;
  steps: Step[];
};

/** Where a running tutorial keeps its place, so that a full page load (an address typed by the player) resumes it. */
export const TUTORIAL_STORAGE_KEY = 'hacking-instructor';

export type TutorialRun = { challenge: string; step: number; started: number };
