import '../styles.css';
import type { ReactNode } from 'react';
import { Shell } from '../components/shell/Shell';
import { getShell } from '../lib/content';
import { currentLocale } from '../lib/content/session';
import { dictionaryFor } from '../lib/i18n/dictionaries';

export default async function Layout({ children }: { children: ReactNode }) {
  const { config, version, languages } = await getShell();
  const locale = currentLocale();
  return (
    <Shell config={config} version={version} languages={languages} locale={locale} dict={dictionaryFor(locale)}>
      {children}
    </Shell>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
