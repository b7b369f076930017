import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/** Client state shared by the shell's islands. */
export const sidenavOpenAtom = atom(false);
export const basketCountAtom = atom(0);

import type { T } from './i18n';

/** A snackbar message; a function (text or action label) is rendered with the translations current when it shows. */
export type Snack = {
  id: number;
  text: string | ((t: T) => string);
  action?: { label: string | ((t: T) => string); run: () => void };
  tone?: 'info' | 'error';
};
export const snacksAtom = atom<Snack[]>([]);

/** Pushes a snackbar (confirmations, and the server's error texts in red). */
export function useSnack() {
  const setSnacks = useSetAtom(snacksAtom);
  return useCallback(
    (text: Snack['text'], tone: Snack['tone'] = 'info') => setSnacks((s) => [...s, { id: Date.now() + Math.random(), text, tone }]),
    [setSnacks],
  );
}

export type Notification = { key: string; name: string; flag: string; country?: { code: string; name: string }; isRestore: boolean };
export const notificationsAtom = atom<Notification[]>([]);

/** The stored login token (null when logged out), mirrored so the navbar and screens follow login and logout. */
export const tokenAtom = atom<string | null>(null);
