'use client';
import { Pagination } from '@ark-ui/react/pagination';
import { useId, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { ChevronIcon } from '../account/AccountIcons';
import { useI18n } from '../shell/I18n';
import { iconButton } from './styles';

const bar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', fontSize: 'sm', color: 'muted' });
const pageLink = css({
  minW: '8',
  h: '8',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  color: 'text',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'raised' },
  '&[aria-current=page]': { bg: 'accent', color: 'accentText', _hover: { bg: 'accent' } },
});
/** A trigger with no page to go to: a link without an address, or a disabled button. */
const inactive = css({ '&[data-disabled]': { opacity: 0.35, pointerEvents: 'none' } });
const tableButton = cx(iconButton, inactive, css({ minW: '9', h: '9', '& svg': { w: '5', h: '5' } }));

/**
 * The shop's one paginator (Ark Pagination), 1-based. With `query` it is plain links, the search
 * grid's way: a page change is an ordinary navigation, and first, last and the current page with
 * a neighbour on each side are offered by number. With `onPage` it is the staff tables' buttons:
 * the range and previous/next. `children` go first (the search's page-size choice).
 */
export function Paginator({
  id,
  label,
  total,
  page,
  size,
  query,
  onPage,
  children,
}: {
  /** a fixed id where the server's and the browser's render of one page must match (the search grid) */
  id?: string;
  label: string;
  total: number;
  page: number;
  size: number;
  /** link mode: the address's query, which every page link keeps (with its own page and the size) */
  query?: string;
  onPage?: (page: number) => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const ownId = useId();
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(page * size, total);
  const links = query !== undefined;
  const href = (p: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(p));
    params.set('size', String(size));
    return `?${params}`;
  };
  return (
    <Pagination.Root
      id={id ?? ownId}
      count={total}
      pageSize={size}
      page={page}
      siblingCount={1}
      boundaryCount={1}
      type={links ? 'link' : 'button'}
      getPageUrl={links ? ({ page }) => href(page) : undefined}
      onPageChange={onPage && ((details) => onPage(details.page))}
      translations={{
        rootLabel: label,
        prevTriggerLabel: t.PREVIOUS_PAGE(),
        nextTriggerLabel: t.NEXT_PAGE(),
        itemLabel: ({ page }) => t.GO_TO_PAGE({ page }),
      }}
      className={links ? cx(bar, css({ gap: '4', mt: '5' })) : cx(bar, css({ gap: '2', px: '4', py: '2', mt: 'auto' }))}
    >
      {children}
      <span>{t.PAGE_RANGE({ from, to, total })}</span>
      {links ? (
        <span className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
          {/* links, not Ark's default buttons: a page is an address of its own */}
          <Pagination.PrevTrigger asChild>
            {/* biome-ignore lint/a11y/useValidAnchor: Ark's trigger gives the link its href */}
            <a className={cx(iconButton, inactive)}>‹</a>
          </Pagination.PrevTrigger>
          <Pagination.Context>
            {(pagination) =>
              pagination.pages.map((item, index) =>
                item.type === 'page' ? (
                  <Pagination.Item key={item.value} {...item} asChild>
                    {/* biome-ignore lint/a11y/useValidAnchor: Ark's item gives the link its href */}
                    <a className={pageLink}>{item.value}</a>
                  </Pagination.Item>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis is known by its place alone
                  <Pagination.Ellipsis key={`gap${index}`} index={index}>
                    …
                  </Pagination.Ellipsis>
                ),
              )
            }
          </Pagination.Context>
          <Pagination.NextTrigger asChild>
            {/* biome-ignore lint/a11y/useValidAnchor: Ark's trigger gives the link its href */}
            <a className={cx(iconButton, inactive)}>›</a>
          </Pagination.NextTrigger>
        </span>
      ) : (
        <>
          <Pagination.PrevTrigger className={tableButton}>
            <span className={css({ display: 'inline-flex', transform: 'rotate(180deg)' })}>
              <ChevronIcon />
            </span>
          </Pagination.PrevTrigger>
          <Pagination.NextTrigger className={tableButton}>
            <ChevronIcon />
          </Pagination.NextTrigger>
        </>
      )}
    </Pagination.Root>
  );
}
