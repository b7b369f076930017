import { de } from './de';
import { en, type Dictionary } from './en';
import type { Locale } from './index';

/** All dictionaries. Server only: the client receives just the active one as a prop. */
export const dictionaries: Record<Locale, Dictionary> = { en, de };
