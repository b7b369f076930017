'use client';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useRouter } from 'waku';
import { css } from 'styled-system/css';
import type { Language } from '../../lib/content/queries';
import { languageTag, textDirection, type Locale } from '../../lib/i18n';
import { snacksAtom } from '../../lib/state';
import { COOKIES, writeCookie } from '../../lib/storage';
import { useI18n } from './I18n';
import { LanguageIcon } from '../ui/Icons';
import { iconButton, menuEntry, menuPanel } from '../ui/styles';

/** A flag as its emoji, from a country code (`gb`); a region's code (`es-ct`) shows its country's. */
const flag = (code = '') =>
  code.length >= 2 ? String.fromCodePoint(...[...code.slice(0, 2).toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';

/** How much of the shop a language translated: four bars, as upstream's gauge (above 20, 40, 60, 80 %). */
function Gauge({ percentage, label }: { percentage: number; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={css({ display: 'inline-flex', alignItems: 'flex-end', gap: '0.5', h: '3' })}
    >
      {[20, 40, 60, 80].map((above, i) => (
        <span
          key={above}
          className={css({ w: '1', borderRadius: 'xs' })}
          style={{ height: `${(i + 1) * 25}%`, background: percentage > above ? 'var(--colors-accent)' : 'var(--colors-raised)' }}
        />
      ))}
    </span>
  );
}

/**
 * Language menu with a search box. Choosing writes the `language` cookie and re-renders the
 * server components in the new language; a snackbar offers a full reload for the rest.
 */
export default function LanguageMenuArk({ languages, defaultOpen }: { languages: Language[]; defaultOpen: boolean }) {
  const { t, locale } = useI18n();
  const router = useRouter();
  const setSnacks = useSetAtom(snacksAtom);
  const [filter, setFilter] = useState('');
  const shown = languages.filter((l) => `${l.lang} ${l.key}`.toLowerCase().includes(filter.trim().toLowerCase()));
  const current = languages.find((l) => l.key === locale);

  const choose = (key: string) => {
    const lang = languages.find((l) => l.key === key);
    if (!lang) return;
    writeCookie(COOKIES.language, key);
    document.documentElement.lang = languageTag(key as Locale);
    document.documentElement.dir = textDirection(key as Locale);
    router.reload();
    // rendered with the new language's words once the shell has re-rendered
    setSnacks((s) => [
      ...s,
      {
        id: Date.now(),
        text: (tr) => tr.LANGUAGE_CHANGED({ lang: lang.lang }),
        action: { label: (tr) => tr.FORCE_RELOAD(), run: () => location.reload() },
      },
    ]);
  };

  return (
    // the suites' id goes through `ids`: Ark finds the trigger (and anchors the menu) by its own id
    // mounted while open only: a closed panel leaves the page, as upstream's, so `.mat-mdc-menu-panel` finds just the open ones
    <Menu.Root
      lazyMount
      unmountOnExit
      ids={{ trigger: 'navbarLanguageButton' }}
      defaultOpen={defaultOpen}
      onSelect={({ value }) => choose(value)}
      onOpenChange={({ open }) => !open && setFilter('')}
    >
      <Menu.Trigger aria-label={t.CHANGE_LANGUAGE()} className={iconButton}>
        <LanguageIcon />
        <span>{current?.shortKey ?? locale.toUpperCase()}</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={menuPanel}>
            <div className={css({ px: '3', py: '2' })}>
              <input
                type="search"
                onKeyDown={(e) => e.stopPropagation()}
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                placeholder={t.SEARCH_LANGUAGE()}
                aria-label={t.SEARCH_LANGUAGE()}
                className={css({
                  w: 'full',
                  bg: 'bg',
                  color: 'text',
                  px: '2',
                  py: '1.5',
                  borderRadius: 'sm',
                  border: '1px solid',
                  borderColor: 'raised',
                })}
              />
            </div>
            {shown.map((l) => (
              <Menu.Item key={l.key} value={l.key} className={menuEntry} aria-current={l.key === locale ? 'true' : undefined}>
                <span aria-hidden="true" className={css({ fontSize: 'lg', lineHeight: '1' })}>
                  {flag(l.icons[0])}
                </span>
                <span lang={languageTag(l.key as Locale)} className={css({ fontWeight: l.key === locale ? 'bold' : 'normal', flex: 1 })}>
                  {l.lang}
                </span>
                <Gauge percentage={l.percentage} label={t.TRANSLATION_INCOMPLETE({ percentage: l.percentage })} />
              </Menu.Item>
            ))}
            {shown.length === 0 && <p className={css({ px: '4', py: '2', color: 'muted', fontSize: 'sm' })}>{t.NO_LANGUAGE_FOUND()}</p>}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
