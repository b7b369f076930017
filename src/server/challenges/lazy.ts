import type { MiddlewareHandler } from 'hono';
import { systemPromptExtraction } from '../chatbot/prompt-extraction';
import type { LazyCheck } from './lazy-check';
import type { Shop } from '../context';

/**
 * The "lazy" challenges: solved by what customers wrote into feedback or complaints, or by
 * feedback that is gone, and found on the next API request after such data changed, as upstream
 * finds them. A request costs nothing while nothing changed: every write to Feedbacks or
 * Complaints calls `markInteractionChanged(shop)`, and only then does the next API request look.
 * It reads only the rows added since the last look (rows are never edited through the API, and
 * removing one can not make a text match); Five-Star Feedback asks the table itself.
 */

const containsAll = (text: string, needles: string[]) => needles.length > 0 && needles.every((n) => text.includes(n));
const containsAny = (text: string, needles: string[]) => needles.some((n) => text.includes(n));

/** Every keyword of the products whose ingredients leaked (config `keywordsForPastebinDataLeakChallenge`), lower case. */
export const leakedIngredients = (config: Shop['config']) =>
  config.products
    .flatMap((p) => p.keywordsForPastebinDataLeakChallenge ?? [])
    .filter(Boolean)
    .map((k) => k.toLowerCase());

/** Challenges solved by a feedback comment or complaint message holding their keywords. */
const KEYWORD_CHALLENGES: Array<{ key: string; matches: (text: string, shop: Shop) => boolean }> = [
  { key: 'dlpPastebinDataLeakChallenge', matches: (text, shop) => containsAll(text, shop.leakedIngredients) },
  { key: 'typosquattingNpmChallenge', matches: (text) => text.includes('epilogue-js') },
  { key: 'typosquattingAngularChallenge', matches: (text) => text.includes('ngy-cookie') },
  {
    key: 'knownVulnerableComponentChallenge',
    matches: (text) => containsAll(text, ['sanitize-html', '1.4.2']) || containsAll(text, ['express-jwt', '0.1.3']),
  },
  { key: 'supplyChainAttackChallenge', matches: (text) => containsAny(text, ['eslint-scope/issues/39', 'npm:eslint-scope:20180712']) },
  { key: 'weirdCryptoChallenge', matches: (text) => containsAny(text, ['z85', 'base85', 'hashids', 'md5', 'base64']) },
  { key: 'hiddenImageChallenge', matches: (text) => text.includes('pickle rick') },
  {
    key: 'csafChallenge',
    matches: (text, shop) => containsAll(text, [shop.config.challenges.csafHashValue?.toLowerCase() ?? ''].filter(Boolean)),
  },
  { key: 'leakedApiKeyChallenge', matches: (text) => text.includes('6ppi37dbxp4ldwlriuaxp15hadjpsuxy5tspvmie') },
];

const keywordChallenges: LazyCheck = (shop, { comments, complaints }) => {
  const texts = [...comments, ...complaints];
  if (!texts.length) return;
  for (const { key, matches } of KEYWORD_CHALLENGES) shop.challenges.solveIf(key, () => texts.some((text) => matches(text, shop)));
};

/** Five-Star Feedback: no feedback with five stars is left (the flaw is the DELETE route's). */
const fiveStarFeedback: LazyCheck = (shop) => shop.challenges.solveIf('feedbackChallenge', () => !shop.tables.feedbacks.anyWithFiveStars());

/** The lazy checks, run in this order. Checks of other areas are added here. */
export const LAZY_CHECKS: LazyCheck[] = [fiveStarFeedback, keywordChallenges, systemPromptExtraction];

/** To be called after every write to Feedbacks or Complaints: the next API request looks at them. */
export function markInteractionChanged(shop: Shop) {
  shop.interactionWatch.changed = true;
}

type TextRow = { id: number; text: string | null };

/** Looks at what changed since the last look and runs every lazy check over it. */
export function runLazyChecks(shop: Shop) {
  const state = shop.interactionWatch;
  if (!state.changed) return;
  state.changed = false;
  const feedback = shop.tables.feedbacks.commentsAfter(state.lastFeedbackId);
  const complaints = shop.tables.complaints.messagesAfter(state.lastComplaintId);
  state.lastFeedbackId = feedback.at(-1)?.id ?? state.lastFeedbackId;
  state.lastComplaintId = complaints.at(-1)?.id ?? state.lastComplaintId;
  const lowercased = (rows: TextRow[]) => rows.flatMap((r) => (r.text ? [r.text.toLowerCase()] : []));
  const texts = { comments: lowercased(feedback), complaints: lowercased(complaints) };
  for (const check of LAZY_CHECKS) {
    try {
      check(shop, texts);
    } catch (error) {
      console.error('A lazy challenge check failed:', error); // a check never fails the customer's request
    }
  }
}

/** Runs the lazy checks before a request (the app mounts it on the API paths), when customer texts changed since the last look. */
export const lazyChallengeChecks =
  (shop: Shop): MiddlewareHandler =>
  async (_c, next) => {
    runLazyChecks(shop);
    await next();
  };
