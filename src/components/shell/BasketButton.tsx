'use client';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'waku';
import { css } from 'styled-system/css';
import { basketCountAtom, tokenAtom } from '../../lib/state';
import { STORED, storedToken } from '../../lib/storage';
import { useI18n } from './I18n';
import { CartIcon } from '../ui/Icons';
import { iconButton } from '../ui/styles';

/**
 * Basket button with the number of pieces in the basket: counted from the server when a page
 * loads, then kept by whatever changes the basket (add to basket, the basket screen, login, logout).
 * Whatever drops the login (logout, and also a failed login, which forgets an earlier one) empties
 * it: a basket belongs to a login.
 */
export function BasketButton() {
  const { t } = useI18n();
  const [count, setCount] = useAtom(basketCountAtom);
  const token = useAtomValue(tokenAtom);
  // the token is read from storage once the shell has mounted (useToken); a count is only ever set for a stored login
  useEffect(() => {
    if (!token && !storedToken()) setCount(0);
  }, [token, setCount]);
  useEffect(() => {
    // the basket's REST client loads only for a logged-in shopper
    if (storedToken() && sessionStorage.getItem(STORED.basketId)) {
      import('../../lib/api/basket')
        .then(async ({ fetchBasket, pieces }) => {
          const products = await fetchBasket();
          // a login dropped meanwhile (a failed login on this page) keeps the badge empty
          if (storedToken()) setCount(pieces(products));
        })
        // a background count on every page: a failure keeps the last count, as upstream's navbar does, rather than a snackbar per page
        .catch(() => undefined);
    }
  }, [setCount]);
  return (
    <Link to="/basket" aria-label={t.SHOW_BASKET()} className={iconButton}>
      <CartIcon />
      <span className="label-md">{t.TITLE_YOUR_BASKET()}</span>
      <span
        aria-hidden={count === 0}
        className={css({ bg: 'accent', color: 'accentText', borderRadius: 'full', px: '2', fontSize: 'xs', fontWeight: 'bold' })}
      >
        {count}
      </span>
    </Link>
  );
}
