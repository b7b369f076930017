import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api, type Envelope } from './client';
import { storeLogin } from '../login-storage';
import { tokenAtom } from '../state';

/** GET /rest/deluxe-membership: what the membership costs the caller; refused (ApiError) for members and non-customers. */
export const fetchMembershipCost = () =>
  api<Envelope<{ membershipCost: number }>>('/rest/deluxe-membership').then((r) => r.data.membershipCost);

export type DeluxePayment = { paymentMode: 'wallet' | 'card'; paymentId?: number | string };

/**
 * Buys the membership (POST /rest/deluxe-membership). The answer is a new login token carrying
 * the deluxe role: it replaces the stored one (local storage and cookie, basket id kept), so the
 * grid shows deluxe prices from the next page on. Resolves to the server's confirmation.
 */
export function useUpgradeToDeluxe() {
  const setToken = useSetAtom(tokenAtom);
  return useCallback(
    async (payment: DeluxePayment) => {
      const r = await api<Envelope<{ confirmation: string; token: string }>>('/rest/deluxe-membership', {
        method: 'POST',
        body: JSON.stringify(payment),
      });
      storeLogin({ token: r.data.token });
      setToken(r.data.token);
      return r.data.confirmation;
    },
    [setToken],
  );
}
