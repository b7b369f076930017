import type { Tutorial } from '../tutorial';

/**
 * The tutorials by challenge name (the `challenge` parameter players and upstream's links use),
 * each its own chunk, so a tutorial's steps load only when it starts.
 */
export const TUTORIALS: Record<string, () => Promise<Tutorial>> = {
  'Score Board': () => import('./scoreBoardChallenge').then((m) => m.scoreBoardChallenge),
};
