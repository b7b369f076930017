import 'server-only';
import { getShop } from '../../server/runtime';

/** For server components that watch a flaw of their own: solves the challenge when the condition holds. */
export const solveIf = (key: string, condition: () => unknown) => getShop().challenges.solveIf(key, condition);
