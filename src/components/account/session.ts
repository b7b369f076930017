import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api, type Envelope } from '../../lib/api';
import { basketCountAtom, tokenAtom } from '../../lib/state';
import { clearLogin, decodeToken, storeLogin, STORED } from '../../lib/login-storage';

export { useToken } from './token';

export type Authentication = { token: string; bid?: number | null; umail?: string };

export const roleOf = (token: string | null) => decodeToken(token)?.data?.role ?? null;

type BasketJson = { Products?: Array<{ BasketItem?: { quantity?: number } }> };

/** What every successful login does (password, two-factor, OAuth): keep the token, count the basket, mark logged in. */
export function useCompleteLogin() {
  const setToken = useSetAtom(tokenAtom);
  const setCount = useSetAtom(basketCountAtom);
  return useCallback(
    async (auth: Authentication) => {
      storeLogin(auth);
      setToken(auth.token);
      try {
        const basket = await api<Envelope<BasketJson>>(`/rest/basket/${auth.bid}`);
        const total = (basket.data.Products ?? []).reduce((sum, p) => sum + (p.BasketItem?.quantity ?? 0), 0);
        sessionStorage.setItem(STORED.itemTotal, String(total));
        setCount(total);
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
