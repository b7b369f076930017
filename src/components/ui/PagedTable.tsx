'use client';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
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
/**
 * The staff tables are built from upstream's Angular Material element names (`mat-table`,
 * `mat-header-row`, `mat-row`, `mat-header-cell`, `mat-cell`, each cell with its column's
 * `cdk-column-<name>` and `mat-column-<name>` classes), which public e2e suites select by; they
 * carry the ARIA table roles, and lay out as a table.
 */
const matTable = css({
  display: 'table',
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& mat-header-row, & mat-row': { display: 'table-row' },
  '& mat-header-cell, & mat-cell': {
    display: 'table-cell',
    px: '3',
    borderBottom: '1px solid token(colors.raised)',
    verticalAlign: 'middle',
  },
  '& mat-header-cell': { textAlign: 'start', color: 'muted', fontWeight: 'medium', py: '2', whiteSpace: 'nowrap' },
  '& mat-cell': { py: '1.5' },
  '& mat-row:hover': { bg: 'raised' },
});

/**
 * A table wider than its panel (a phone) scrolls sideways inside it; shadows at the edges that
 * have more columns beyond them say so (the scrolling-shadow technique: the covers scroll with the
 * content, the shadows stay at the edges).
 */
const scroller = css({
  overflowX: 'auto',
  backgroundImage:
    'linear-gradient(to right, token(colors.surface) 30%, transparent), linear-gradient(to left, token(colors.surface) 30%, transparent), radial-gradient(farthest-side at 0 50%, var(--scroll-shade), transparent), radial-gradient(farthest-side at 100% 50%, var(--scroll-shade), transparent)',
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 16px 100%, 16px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
  // the text colour, faded: a light glow on the dark palettes, a shadow on the light ones
  '--scroll-shade': 'color-mix(in srgb, token(colors.text) 45%, transparent)',
});

const column = (name: string) => `cdk-column-${name} mat-column-${name}`;
/** upstream's classes of a row, and of a cell of column `name`: for tables of other roles too (the basket is a list) */
export const ROW_CLASS = 'mat-mdc-row mdc-data-table__row cdk-row';
export const cellClass = (name: string) => `mat-mdc-cell mdc-data-table__cell cdk-cell ${column(name)}`;

/** A header cell of column `name` (upstream's column name of that table). */
export function HeadCell({ name, className, label, children }: { name: string; className?: string; label?: string; children?: ReactNode }) {
  return (
    <mat-header-cell
      role="columnheader"
      aria-label={label}
      className={cx('mat-mdc-header-cell mdc-data-table__header-cell cdk-header-cell', column(name), className)}
    >
      {children}
    </mat-header-cell>
  );
}

type RowProps = HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string | number | boolean | undefined };

/**
 * A row of a staff table; `data-*` attributes pass through, written out as strings (on a custom
 * element React writes `true` as an empty attribute and drops `false`).
 */
export function Row({ className, children, ...rest }: RowProps) {
  const attributes = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]));
  return (
    <mat-row role="row" className={cx(ROW_CLASS, className)} {...attributes}>
      {children}
    </mat-row>
  );
}

/** A cell of column `name` (upstream's column name of that table). */
export function Cell({ name, className, title, children }: { name: string; className?: string; title?: string; children?: ReactNode }) {
  return (
    <mat-cell role="cell" title={title} className={cx(cellClass(name), className)}>
      {children}
    </mat-cell>
  );
}

export const smallButton = cx(iconButton, css({ minW: '9', h: '9', '& svg': { w: '5', h: '5' } }));

/** A table in upstream's element names (see matTable): the header row of `head`, then the rows. */
export function MatTable({
  label,
  head,
  className,
  children,
}: {
  label: string;
  head: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <mat-table role="table" aria-label={label} className={cx('mat-mdc-table mdc-data-table__table cdk-table', matTable, className)}>
      <mat-header-row role="row" className="mat-mdc-header-row mdc-data-table__header-row cdk-header-row">
        {head}
      </mat-header-row>
      {children}
    </mat-table>
  );
}

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
  hook,
  list,
  head,
  row,
}: {
  label: string;
  /** upstream's class of the block around this table (`customer-table`, `orders-table`, …), which suites select by */
  hook: string;
  list: { rows: T[] | null; error: string | null };
  /** the header cells (HeadCell) */
  head: ReactNode;
  /** a row (Row of Cells) */
  row: (item: T) => ReactNode;
}) {
  const { t } = useI18n();
  const paged = usePage(list.rows ?? []);
  return (
    <>
      <Status loading={list.rows === null} error={list.error} empty={list.rows?.length === 0} />
      {paged.rows.length > 0 && (
        <div className={cx(hook, scroller)}>
          <MatTable label={label} head={head}>
            {paged.rows.map(row)}
          </MatTable>
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
