import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { Authentication } from '../../lib/account-schemas';
import { saveLoginIp } from '../../lib/api/account';
import { useSend } from '../../lib/api/use-api';
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
  // the count is a nicety: when it fails the snackbar says why, and the login stands
  const { send: loadBasket } = useSend(fetchBasket);
  return useCallback(
    async (auth: Authentication['authentication']) => {
      storeLogin(auth);
      setToken(auth.token);
      const products = await loadBasket(String(auth.bid));
      if (products) setCount(pieces(products));
    },
    [setToken, setCount, loadBasket],
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
  const { send: recordLoginIp } = useSend(saveLoginIp);
  return useCallback(() => {
    // the request carries the token: its headers are built (synchronously) before the token is removed below
    void recordLoginIp();
    clearLogin();
    sessionStorage.removeItem(STORED.itemTotal);
    setToken(null);
    setCount(0);
  }, [setToken, setCount, recordLoginIp]);
}
