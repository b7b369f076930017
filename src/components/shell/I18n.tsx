'use client';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Dictionary } from '../../lib/i18n/en';
import { textDirection, translator, type Locale, type NumberSymbols, type T } from '../../lib/i18n';
import type { ClientConfig } from '../../lib/client-config';
import { formats, type Formats } from '../../lib/i18n/format';

const I18nContext = createContext<{ locale: Locale; t: T; format: Formats; dir: 'ltr' | 'rtl' } | null>(null);
const ConfigContext = createContext<ClientConfig | null>(null);

/** Hands the active locale's dictionary (only that one), its number and date formats and the shell config to client islands. */
export function ShellProviders({
  locale,
  dict,
  numbers,
  config,
  children,
}: {
  locale: Locale;
  dict: Dictionary;
  /** how the locale writes numbers, as the server's Intl knows it (the browser's may know less) */
  numbers: NumberSymbols;
  config: ClientConfig;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ locale, t: translator(locale, dict, numbers), format: formats(locale, numbers), dir: textDirection(locale) }),
    [locale, dict, numbers],
  );
  // tells scripts and test suites that the islands now react to input
  useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), []);
  return (
    <I18nContext.Provider value={value}>
      <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
    </I18nContext.Provider>
  );
}

export function useI18n() {
  const ctx = useContext(I18nContext);
  if (!ctx) throw new Error('useI18n outside ShellProviders');
  return ctx;
}

export function useShellConfig() {
  const ctx = useContext(ConfigContext);
  if (!ctx) throw new Error('useShellConfig outside ShellProviders');
  return ctx;
}
