import { css, cx } from 'styled-system/css';
import type { T } from '../../lib/i18n/index';
import { iconButton } from './styles';
import { PageSizeSelect } from '../products/PageSizeSelect';

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

/**
 * The search grid's paginator, as plain links (a page change is an ordinary navigation, no script
 * needed); only the page-size choice is a client island. Rendered on the server and, after a search
 * in the browser, on the client: hence `t` as a prop. Not the shop's Ark paginator (Paginator.tsx):
 * Ark's pagination machine and the zag runtime under it come to some 11 KB gzip, and /search has
 * under 2 KB left of its script budget (tests/bench); these links need no script at all.
 */
export function PageLinks({
  t,
  query,
  total,
  page,
  size,
  pages,
  sizes,
}: {
  t: T;
  query: string;
  total: number;
  page: number;
  size: number;
  pages: number;
  sizes: number[];
}) {
  const href = (p: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(p));
    params.set('size', String(size));
    return `?${params}`;
  };
  const from = (page - 1) * size + 1;
  const to = Math.min(page * size, total);
  return (
    <nav
      aria-label={t.PAGINATION()}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: '4',
        mt: '5',
        fontSize: 'sm',
        color: 'muted',
      })}
    >
      <PageSizeSelect label={t.ITEMS_PER_PAGE()} sizes={sizes} size={size} />
      <span>{t.PAGE_RANGE({ from, to, total })}</span>
      <span className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        {page > 1 ? (
          <a href={href(page - 1)} aria-label={t.PREVIOUS_PAGE()} className={iconButton}>
            ‹
          </a>
        ) : (
          <span aria-hidden="true" className={cx(iconButton, css({ opacity: 0.35 }))}>
            ‹
          </span>
        )}
        {visiblePages(page, pages).map((p, i) =>
          p === null ? (
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
        {page < pages ? (
          <a href={href(page + 1)} aria-label={t.NEXT_PAGE()} className={iconButton}>
            ›
          </a>
        ) : (
          <span aria-hidden="true" className={cx(iconButton, css({ opacity: 0.35 }))}>
            ›
          </span>
        )}
      </span>
    </nav>
  );
}
