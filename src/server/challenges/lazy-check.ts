import type { Shop } from '../context';

/** Texts customers added since the last look, each lowercased (upstream's LIKE is case-insensitive). */
export type InteractionTexts = { comments: string[]; complaints: string[] };

/**
 * One lazy check (see lazy.ts): gets the new texts, solves what they (or the tables) show. A type
 * of its own, so that checks kept beside their flaw (chatbot/prompt-extraction.ts) need not import
 * the module that runs them.
 */
export type LazyCheck = (shop: Shop, texts: InteractionTexts) => void;
