/**
 * The reason the score board shows for the LLM challenges when no language model can be
 * reached (a challenge's `disabledEnv`, as safety mode sets it for others).
 */
export const NO_LLM_ENV = 'No LLM';

/** The answers the rule-based bot gives, shaped as upstream's /rest/chatbot answers. */
export type BotAnswer = { action: 'response' | 'namequery'; body: string; token?: string };
