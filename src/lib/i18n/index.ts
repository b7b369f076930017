import { typesafeI18nObject } from 'typesafe-i18n';
import type { Dictionary, en } from './en';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Typed translation functions over a dictionary (arguments inferred from the English text). */
export const translator = (locale: Locale, dict: Dictionary) => typesafeI18nObject(locale, dict as unknown as typeof en);
export type T = ReturnType<typeof translator>;
