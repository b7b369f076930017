import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { api, type Envelope } from './client';
import { storeLogin } from '../login-storage';
import { tokenAtom } from '../state';

/** GET /rest/deluxe-membership: what the membership costs the caller; refused (ApiError) for members and non-customers. */
export const fetchMembershipCost = () =>
  api<Envelope<{ membershipCost: number }>>('/rest/deluxe-membership').then((r) => r.data.membershipCost);

/**
 * The server's confirmation of the membership just bought, until the membership screen has shown
 * it in place of the offer (it then says that, and not that the buyer is a member already).
 */
export const deluxeConfirmationAtom = atom<string | null>(null);

export type DeluxePayment = { paymentMode: 'wallet' | 'card'; paymentId?: number | string };

/**
 * Buys the membership (POST /rest/deluxe-membership). The answer is a new login token carrying
 * the deluxe role: it replaces the stored one (local storage and cookie, basket id kept), so the
 * grid shows deluxe prices from the next page on. Resolves to the server's confirmation, which
 * the membership screen shows next.
 */
export function useUpgradeToDeluxe() {
  const setToken = useSetAtom(tokenAtom);
  const setConfirmation = useSetAtom(deluxeConfirmationAtom);
  return useCallback(
    async (payment: DeluxePayment) => {
      const r = await api<Envelope<{ confirmation: string; token: string }>>('/rest/deluxe-membership', {
        method: 'POST',
        body: JSON.stringify(payment),
      });
      storeLogin({ token: r.data.token });
      setToken(r.data.token);
      setConfirmation(r.data.confirmation);
      return r.data.confirmation;
    },
    [setToken, setConfirmation],
  );
}
