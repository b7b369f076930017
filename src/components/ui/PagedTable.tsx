'use client';
import { useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { fetchList } from '../../lib/api/client';
import { errorText, useLoad } from '../../lib/api/use-api';
import { useI18n } from '../shell/I18n';
import { Paginator } from './Paginator';
import { iconButton } from './styles';

/**
 * The staff screens' tables (administration, accounting): a titled panel, a table loaded from a
 * REST list, ten rows a page with the range and previous/next.
 */
export const PAGE_SIZE = 10;

export const panel = css({ bg: 'surface', borderRadius: 'card', boxShadow: 'lg', overflow: 'hidden', display: 'flex', flexDir: 'column' });
export const panelHead = css({ px: '5', py: '4', borderBottom: '1px solid token(colors.raised)' });
export const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': { textAlign: 'left', color: 'muted', fontWeight: 'medium', px: '3', py: '2', borderBottom: '1px solid token(colors.raised)' },
  '& td': { px: '3', py: '1.5', borderBottom: '1px solid token(colors.raised)', verticalAlign: 'middle' },
  '& tbody tr:hover': { bg: 'raised' },
});
export const smallButton = cx(iconButton, css({ minW: '9', h: '9', '& svg': { w: '5', h: '5' } }));

/** Ten rows a page, with the range and previous/next. */
export function usePage<T>(rows: T[]) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  return { rows: rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE), page: current, pages, setPage, total: rows.length };
}

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={panel}>
      <header className={panelHead}>
        <h2 id={`${id}-title`} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {title}
        </h2>
      </header>
      {children}
    </section>
  );
}

export function Status({ loading, error, empty }: { loading: boolean; error: string | null; empty: boolean }) {
  const { t } = useI18n();
  const text = error ? t.LOAD_FAILED({ message: error }) : loading ? t.LOADING() : empty ? t.EMPTY_TABLE() : null;
  return text ? <p className={css({ px: '5', py: '6', color: error ? '#ff8a80' : 'muted' })}>{text}</p> : null;
}

/** A panel's table: what is loading, empty or failed, else the current page's rows; then the pager. */
export function PagedTable<T>({
  label,
  list,
  head,
  row,
}: {
  label: string;
  list: { rows: T[] | null; error: string | null };
  head: ReactNode;
  row: (item: T) => ReactNode;
}) {
  const { t } = useI18n();
  const paged = usePage(list.rows ?? []);
  return (
    <>
      <Status loading={list.rows === null} error={list.error} empty={list.rows?.length === 0} />
      {paged.rows.length > 0 && (
        <div className={css({ overflowX: 'auto' })}>
          <table className={table}>
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{paged.rows.map(row)}</tbody>
          </table>
        </div>
      )}
      <Paginator t={t} label={label} total={paged.total} page={paged.page + 1} size={PAGE_SIZE} onPage={(p) => paged.setPage(p - 1)} />
    </>
  );
}

/**
 * A panel's rows, loaded with a named call of the area's lib/api module or, as the administration
 * screen still asks for them, from the REST list at a path; `load()` loads them again. The table shows a
 * failure in place, so it stays out of the snackbar.
 */
export function useList<T>(source: string | (() => Promise<T[]>)) {
  // a load function is read when the panel mounts: callers pass a module's call, not a new closure each render
  const key = typeof source === 'string' ? source : undefined;
  const { data, error, reload } = useLoad(() => (typeof source === 'string' ? fetchList<T>(source) : source()), [key], { quiet: true });
  return { rows: data ?? null, error: error ? errorText(error) : null, load: reload };
}
