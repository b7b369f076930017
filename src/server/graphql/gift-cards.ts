import { randomInt } from 'node:crypto';
import { GraphQLError, Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { fixedWindowLimiter } from '../security/rate-limit';
import type { Shop } from '../context';
import { GRAPH_LIMITS } from './limits';

/** What one public request to the graph carries for the gift card check (its context's `giftCards`): who asks, and whether it was counted. */
export type GiftCardRequest = { client: string; counted?: boolean; refused?: boolean };

/** How often `field` is asked for at the top of the operation being executed (aliases, fragments included). */
function rootUses(info: GraphQLResolveInfo, field: string): number {
  const seen = new Set<string>();
  const count = (set: SelectionSetNode): number => {
    let n = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) n += selection.name.value === field ? 1 : 0;
      else if (selection.kind === Kind.INLINE_FRAGMENT) n += count(selection.selectionSet);
      else if (!seen.has(selection.name.value) && info.fragments[selection.name.value]) {
        seen.add(selection.name.value);
        n += count(info.fragments[selection.name.value]!.selectionSet);
      }
    }
    return n;
  };
  return count(info.operation.selectionSet);
}

/**
 * The shop's last unredeemed event gift card, whose four-digit PIN is new at every start, and the
 * balance check the till uses. Returns the resolver of `giftCardBalance(pin)`.
 */
// vuln-code-snippet start graphqlAliasBatchingChallenge
export function giftCardCheck(shop: Shop) {
  const card = { pin: String(randomInt(10_000)).padStart(4, '0'), balance: 50 };
  const limiter = fixedWindowLimiter({ windowMs: 5 * 60 * 1000, max: 100 });
  return ({ pin }: { pin: string }, context: { giftCards?: GiftCardRequest } | undefined, info: GraphQLResolveInfo) => {
    const request = context?.giftCards;
    if (!request) throw new GraphQLError('Gift cards are checked over HTTP only.');
    if (!request.counted) { // vuln-code-snippet vuln-line graphqlAliasBatchingChallenge
      request.counted = true;
      request.refused = !limiter.hit(request.client).allowed; // vuln-code-snippet vuln-line graphqlAliasBatchingChallenge
    }
    if (request.refused) throw new GraphQLError('Too many gift card checks. Please try again later.');
    if (pin !== card.pin) return null;
    // vuln-code-snippet hide-start graphqlAliasBatchingChallenge
    // more checks in one request than the graph allows aliases of any other field: a batch, not a till
    shop.challenges.solveIf('graphqlAliasBatchingChallenge', () => rootUses(info, info.fieldName) > GRAPH_LIMITS.aliases);
    // vuln-code-snippet hide-end graphqlAliasBatchingChallenge
    return card.balance;
  };
}
// vuln-code-snippet end graphqlAliasBatchingChallenge
