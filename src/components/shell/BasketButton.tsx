'use client';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'waku';
import { css } from 'styled-system/css';
import { basketCountAtom } from '../../lib/state';
import { STORED } from '../../lib/storage';
import { useI18n } from './I18n';
import { CartIcon } from './Icons';
import { iconButton } from './styles';

/** Basket button with the item count kept in session storage (`itemTotal`) across pages. */
export function BasketButton() {
  const { t } = useI18n();
  const [count, setCount] = useAtom(basketCountAtom);
  useEffect(() => setCount(Number(sessionStorage.getItem(STORED.itemTotal)) || 0), [setCount]);
  return (
    <Link to="/basket" aria-label={t.SHOW_BASKET()} className={iconButton}>
      <CartIcon />
      <span className="label-md">{t.TITLE_YOUR_BASKET()}</span>
      <span aria-hidden={count === 0} className={css({ bg: 'accent', color: 'accentText', borderRadius: 'full', px: '2', fontSize: 'xs', fontWeight: 'bold' })}>
        {count}
      </span>
    </Link>
  );
}
