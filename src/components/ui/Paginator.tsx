import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { T } from '../../lib/i18n/index';
import { ChevronIcon } from '../account/AccountIcons';
import { iconButton } from './styles';

/** Page numbers to show: first, last, and the current one with a neighbour on each side. */
function visiblePages(page: number, pages: number): Array<number | null> {
  const out: Array<number | null> = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 1) out.push(p);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

const pageLink = css({
  minW: '8',
  h: '8',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  color: 'text',
  textDecoration: 'none',
  _hover: { bg: 'raised' },
});
const tableButton = cx(iconButton, css({ minW: '9', h: '9', '& svg': { w: '5', h: '5' } }));
const bar = css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', fontSize: 'sm', color: 'muted' });

type Paging = { t: T; label: string; total: number; page: number; size: number };
/**
 * The search grid's way: page links that keep the address's query, after `children` (its page-size
 * choice, handed in so that the staff tables' bundle does not carry it).
 */
type Links = { query?: string; pages: number; children?: ReactNode; onPage?: never };
/** The staff tables' way: previous/next buttons. */
type Buttons = { onPage: (page: number) => void; query?: never };

/**
 * The shop's one paginator, 1-based: the range shown and the way to the previous and next page.
 * Without `onPage` it is plain links (a page change is an ordinary navigation, no script needed) and
 * offers pages by number; with `onPage` (the staff tables) it is two buttons.
 * Rendered on the server and in the browser alike, hence `t` as a prop.
 *
 * Not Ark's Pagination: its machine and the zag runtime under it come to about 9-11 KB gzip on
 * a screen that has no other Ark part, measured with `npm run bench` they took /search to 126.9 KB
 * (budget 116) and /accounting past its 130 KB; these links and buttons need no script of their own.
 */
export function Paginator(props: Paging & (Links | Buttons)) {
  const { t, label, total, page, size } = props;
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(page * size, total);
  // upstream's paginator classes on the range and the previous/next controls, which public e2e suites page with
  const range = <span className="mat-mdc-paginator-range-label">{t.PAGE_RANGE({ from, to, total })}</span>;
  const { onPage } = props;
  if (onPage) {
    const pages = Math.max(1, Math.ceil(total / size));
    return (
      <nav aria-label={label} className={cx(bar, css({ gap: '2', px: '4', py: '2', mt: 'auto' }))}>
        {range}
        <button
          type="button"
          aria-label={t.PREVIOUS_PAGE()}
          className={cx('mat-mdc-paginator-navigation-previous', tableButton)}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <span className={css({ display: 'inline-flex', transform: 'rotate(180deg)' })}>
            <ChevronIcon />
          </span>
        </button>
        <button
          type="button"
          aria-label={t.NEXT_PAGE()}
          className={cx('mat-mdc-paginator-navigation-next', tableButton)}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          <ChevronIcon />
        </button>
      </nav>
    );
  }
  const { query = '', pages, children } = props;
  const href = (p: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(p));
    params.set('size', String(size));
    return `?${params}`;
  };
  const step = (to: number, name: string, text: ReactNode, allowed: boolean, hook: string) =>
    allowed ? (
      <a href={href(to)} aria-label={name} className={cx(hook, iconButton)}>
        {text}
      </a>
    ) : (
      <span aria-hidden="true" className={cx(hook, iconButton, css({ opacity: 0.35 }))}>
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className={cx(bar, css({ flexWrap: 'wrap', gap: '4', mt: '5' }))}>
      {children}
      {range}
      <span className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        {step(page - 1, t.PREVIOUS_PAGE(), '‹', page > 1, 'mat-mdc-paginator-navigation-previous')}
        {visiblePages(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap is known by its place alone
            <span key={`gap${i}`}>…</span>
          ) : (
            <a
              key={p}
              href={href(p)}
              aria-label={t.GO_TO_PAGE({ page: p })}
              aria-current={p === page ? 'page' : undefined}
              className={cx(pageLink, p === page && css({ bg: 'accent', color: 'accentText', _hover: { bg: 'accent' } }))}
            >
              {p}
            </a>
          ),
        )}
        {step(page + 1, t.NEXT_PAGE(), '›', page < pages, 'mat-mdc-paginator-navigation-next')}
      </span>
    </nav>
  );
}
