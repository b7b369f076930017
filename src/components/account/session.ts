import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { Authentication } from '../../lib/account-schemas';
import { api } from '../../lib/api/client';
import { basketCountAtom, tokenAtom } from '../../lib/state';
import { clearLogin, decodeToken, storeLogin } from '../../lib/login-storage';
import { STORED } from '../../lib/storage';
import { fetchBasket, pieces } from '../../lib/api/basket';

export { useToken } from './token';

export const roleOf = (token: string | null) => decodeToken(token)?.data?.role ?? null;

/** What every successful login does (password, two-factor, OAuth): keep the token, count the basket, mark logged in. */
export function useCompleteLogin() {
  const setToken = useSetAtom(tokenAtom);
  const setCount = useSetAtom(basketCountAtom);
  return useCallback(
    async (auth: Authentication['authentication']) => {
      storeLogin(auth);
      setToken(auth.token);
      try {
        setCount(pieces(await fetchBasket(String(auth.bid))));
      } catch (e) {
        console.log(e); // the count is a nicety; the login stands
      }
    },
    [setToken, setCount],
  );
}

/** A failed login forgets any earlier one, as the spec says. */
export function useFailLogin() {
  const setToken = useSetAtom(tokenAtom);
  return useCallback(() => {
    clearLogin();
    setToken(null);
  }, [setToken]);
}

/** Logout: the server records the login IP, then token, cookie, basket id and item total are dropped. */
export function useLogout() {
  const setToken = useSetAtom(tokenAtom);
  const setCount = useSetAtom(basketCountAtom);
  return useCallback(() => {
    // the request carries the token: its headers are built before the token is removed below
    api('/rest/saveLoginIp').catch((e: unknown) => console.log(e));
    clearLogin();
    sessionStorage.removeItem(STORED.itemTotal);
    setToken(null);
    setCount(0);
  }, [setToken, setCount]);
}
