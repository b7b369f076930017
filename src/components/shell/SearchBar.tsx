'use client';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';
import { css, cx } from 'styled-system/css';
import { useSearchNavigation } from '../products/searchNavigation';
import { useI18n } from './I18n';
import { CloseIcon, SearchIcon } from '../ui/Icons';
import { iconButton } from '../ui/styles';

/**
 * Search box that slides open (300 ms); Enter searches, an empty query shows all products. The one
 * form not on @tanstack/react-form: the box is on every page, /search included, and the library
 * (15 KB gzip) would take /search past its script budget (tests/bench). What it sends stays the
 * text as typed, unchecked: the DOM XSS challenge goes through it.
 */
export function SearchBar() {
  const { t } = useI18n();
  const router = useRouter();
  const search = useSearchNavigation();
  const params = new URLSearchParams(router.query);
  const current = router.path === '/search' ? (params.get('q') ?? '') : '';
  const [open, setOpen] = useState(current !== '');
  const [value, setValue] = useState(current);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setValue(current), [current]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const submit = () => search(value);

  return (
    <app-mat-search-bar id="searchQuery" class={css({ display: 'flex', alignItems: 'center' })} onClick={() => setOpen(true)}>
      {/* biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; public suites select this form (#product-search-fixture), so no <search> wrapper */}
      <form
        id="product-search-fixture"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className={css({ display: 'flex', alignItems: 'center' })}
      >
        <button type="button" aria-label={t.OPEN_SEARCH()} className={iconButton} onClick={() => (open ? submit() : setOpen(true))}>
          <SearchIcon />
        </button>
        {/* closed, the box is no field for anyone (upstream shows only "Open search" then): inert and
            unnamed, so a label query for "search" finds the screen's own search field, if any */}
        <input
          ref={input}
          type="text"
          value={value}
          aria-label={open ? t.SEARCH_PLACEHOLDER() : undefined}
          inert={!open}
          placeholder={t.SEARCH_PLACEHOLDER()}
          tabIndex={open ? 0 : -1}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          className={cx(
            css({
              bg: 'transparent',
              color: 'text',
              border: 'none',
              borderBottom: '1px solid',
              borderColor: 'muted',
              outline: 'none',
              transition: 'width 300ms ease, opacity 300ms ease',
              py: '1',
              fontSize: 'md',
            }),
            open ? css({ w: { base: '28', md: '64' }, opacity: 1 }) : css({ w: '0', opacity: 0, px: '0', borderColor: 'transparent' }),
          )}
        />
        {open && (
          <button
            type="button"
            aria-label={t.CLOSE_SEARCH()}
            className={iconButton}
            onClick={(e) => {
              e.stopPropagation();
              setValue('');
              setOpen(false);
            }}
          >
            <CloseIcon />
          </button>
        )}
      </form>
    </app-mat-search-bar>
  );
}
