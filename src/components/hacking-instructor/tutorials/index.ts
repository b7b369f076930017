import type { Tutorial } from '../tutorial';

/**
 * The tutorials by challenge name (the `challenge` parameter players and upstream's links use),
 * each its own chunk with its texts, so a tutorial's steps load only when it starts. Upstream's
 * thirteen in their tutorialOrder, then the Modern Stack's and the coding challenges'.
 */
export const TUTORIALS: Record<string, () => Promise<Tutorial>> = {
  'Score Board': () => import('./scoreBoardChallenge').then((m) => m.scoreBoardChallenge),
  'DOM XSS': () => import('./localXssChallenge').then((m) => m.localXssChallenge),
  'Bonus Payload': () => import('./xssBonusChallenge').then((m) => m.xssBonusChallenge),
  'Privacy Policy': () => import('./privacyPolicyChallenge').then((m) => m.privacyPolicyChallenge),
  'Reflected XSS': () => import('./reflectedXssChallenge').then((m) => m.reflectedXssChallenge),
  'Exposed credentials': () => import('./exposedCredentialsChallenge').then((m) => m.exposedCredentialsChallenge),
  'Login Admin': () => import('./loginAdminChallenge').then((m) => m.loginAdminChallenge),
  'Admin Section': () => import('./adminSectionChallenge').then((m) => m.adminSectionChallenge),
  'Password Strength': () => import('./weakPasswordChallenge').then((m) => m.weakPasswordChallenge),
  'View Basket': () => import('./basketAccessChallenge').then((m) => m.basketAccessChallenge),
  'Forged Feedback': () => import('./forgedFeedbackChallenge').then((m) => m.forgedFeedbackChallenge),
  'Login Jim': () => import('./loginJimChallenge').then((m) => m.loginJimChallenge),
  'Login Bender': () => import('./loginBenderChallenge').then((m) => m.loginBenderChallenge),
  'Streamed Staff Secret': () => import('./rscPayloadLeakChallenge').then((m) => m.rscPayloadLeakChallenge),
  'Graph Introspection': () => import('./graphqlIntrospectionChallenge').then((m) => m.graphqlIntrospectionChallenge),
  'Server Source Maps': () => import('./serverSourceMapChallenge').then((m) => m.serverSourceMapChallenge),
  // the coding challenges: open a card's coding badge, find the lines, pick the fix
  'Coding Challenges': () => import('./codingChallenges').then((m) => m.codingChallenges),
};

/** The challenge names that have a tutorial (the score board's instructor buttons), without loading any. */
export const TUTORIAL_NAMES: ReadonlySet<string> = new Set(Object.keys(TUTORIALS));
