import type { TranslationKey } from './en';

/**
 * One language's texts for the screens: every key of the English dictionary, its `{argument}`s
 * kept (untyped: English types them), `{{singular|plural}}` forms as the language needs. A key it
 * lacks falls back to English, and the language menu's completeness shows the gap.
 */
export type Translation = Partial<Record<TranslationKey, string>>;
