import { eventually, IFRAME, type TestServer } from '../helpers';

/** Reads the answer to its end, so that the connection is free again when the shop closes. */
const drain = async (res: Promise<Response>) => (await res).arrayBuffer();

/** Genuine player actions that solve challenges, by the key they solve; shared by the game's API tests. */
export const ATTACKS = {
  /** the score board's padding image */
  scoreBoardChallenge: (s: TestServer) => drain(s.get('/assets/public/images/padding/1px.png')),
  /** the privacy policy's padding image */
  privacyPolicyChallenge: (s: TestServer) => drain(s.get('/assets/public/images/padding/81px.png')),
  /** reading the metrics with a browser-like client */
  exposedMetricsChallenge: (s: TestServer) => drain(s.get('/metrics', { headers: { 'user-agent': 'curl/8.5.0' } })),
  /** provoking an error answer */
  errorHandlingChallenge: (s: TestServer) => drain(s.get('/rest/no-such-thing')),
  /** the search page reporting the iframe payload */
  localXssChallenge: async (s: TestServer) => (await s.socket()).emit('verifyLocalXssChallenge', IFRAME),
} satisfies Record<string, (s: TestServer) => Promise<unknown>>;

export type AttackKey = keyof typeof ATTACKS;

export async function solveByAttack(s: TestServer, ...keys: AttackKey[]) {
  for (const key of keys) {
    await ATTACKS[key](s);
    await eventually(() => s.shop.challenges.isSolved(key));
  }
}

/** Keys of the solved challenges as the public API lists them, sorted. */
export async function solvedKeys(s: TestServer) {
  const r = await s.json('/api/Challenges');
  return (r.body.data as Array<{ key: string; solved: boolean }>)
    .filter((c) => c.solved)
    .map((c) => c.key)
    .sort();
}
