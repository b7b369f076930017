'use client';
import { Pagination } from '@ark-ui/react/pagination';
import { css, cx } from 'styled-system/css';
import { ChevronIcon } from '../account/AccountIcons';
import { useI18n } from '../shell/I18n';
import { iconButton } from './styles';

const pageButton = cx(
  iconButton,
  css({ minW: '9', h: '9', '& svg': { w: '5', h: '5' }, '&[data-disabled]': { opacity: 0.35, cursor: 'default' } }),
);

/**
 * The shop's paginator (Ark Pagination), 1-based: the range shown and previous/next. The search
 * grid keeps its plain page links (PageLinks.tsx says why).
 */
export function Paginator({
  label,
  total,
  page,
  size,
  onPage,
}: {
  label: string;
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  const from = total === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(page * size, total);
  return (
    <Pagination.Root
      count={total}
      pageSize={size}
      page={page}
      onPageChange={(details) => onPage(details.page)}
      translations={{ rootLabel: label, prevTriggerLabel: t.PREVIOUS_PAGE(), nextTriggerLabel: t.NEXT_PAGE() }}
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: '2',
        px: '4',
        py: '2',
        fontSize: 'sm',
        color: 'muted',
        mt: 'auto',
      })}
    >
      <span>{t.PAGE_RANGE({ from, to, total })}</span>
      <Pagination.PrevTrigger className={pageButton}>
        <span className={css({ display: 'inline-flex', transform: 'rotate(180deg)' })}>
          <ChevronIcon />
        </span>
      </Pagination.PrevTrigger>
      <Pagination.NextTrigger className={pageButton}>
        <ChevronIcon />
      </Pagination.NextTrigger>
    </Pagination.Root>
  );
}
