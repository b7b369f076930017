'use client';
import type { Language } from '../../lib/content/queries';
import { useI18n } from './I18n';
import { LanguageIcon } from '../ui/Icons';
import { LazyMenu } from './LazyMenu';

export function LanguageMenu({ languages }: { languages: Language[] }) {
  const { t, locale } = useI18n();
  const current = languages.find((l) => l.key === locale);
  return (
    <LazyMenu
      id="navbarLanguageButton"
      label={t.CHANGE_LANGUAGE()}
      face={
        <>
          <LanguageIcon />
          <span>{current?.shortKey ?? locale.toUpperCase()}</span>
        </>
      }
      load={() => import('./LanguageMenuArk')}
      props={{ languages }}
    />
  );
}
