import 'server-only';
import { requestShop } from '../../server/http/request-shop';

/** For server components that watch a flaw of their own: solves the challenge when the condition holds. */
export const solveIf = (key: string, condition: () => unknown) => requestShop().challenges.solveIf(key, condition);
