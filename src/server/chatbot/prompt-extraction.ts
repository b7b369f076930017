import type { LazyCheck } from '../challenges/lazy-check';
import type { Shop } from '../context';
import { buildSystemPrompt } from './llm';

/** How much of the system prompt a complaint has to reproduce (upstream's threshold). */
const MIN_SIMILARITY = 0.25;

/** Character bigrams of a text without its whitespace, counted. */
function bigrams(text: string) {
  const squeezed = text.replace(/\s+/g, '');
  const counts = new Map<string, number>();
  for (let i = 0; i < squeezed.length - 1; i++) {
    const pair = squeezed.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return { counts, total: Math.max(0, squeezed.length - 1) };
}

/** Sørensen-Dice coefficient of two texts over their character bigrams: 1 for the same text, 0 for nothing in common. */
export function diceCoefficient(a: string, b: string) {
  const x = bigrams(a);
  const y = bigrams(b);
  if (!x.total || !y.total) return a.replace(/\s+/g, '') === b.replace(/\s+/g, '') && x.total === y.total ? 1 : 0;
  let shared = 0;
  for (const [pair, n] of x.counts) shared += Math.min(n, y.counts.get(pair) ?? 0);
  return (2 * shared) / (x.total + y.total);
}

/** Whether one of `messages` reproduces the chatbot's system prompt (built without a customer name) closely enough. */
export function revealsSystemPrompt(shop: Shop, messages: Iterable<string>) {
  const prompt = buildSystemPrompt(shop).toLowerCase().trim();
  for (const message of messages) if (diceCoefficient(message.toLowerCase().trim(), prompt) >= MIN_SIMILARITY) return true;
  return false;
}

/** System Prompt Extraction, one of the lazy checks: a new complaint hands in the system prompt, confidential part included. */
export const systemPromptExtraction: LazyCheck = (shop, { complaints }) =>
  shop.challenges.solveIf('systemPromptExtractionChallenge', () => complaints.length > 0 && revealsSystemPrompt(shop, complaints));
