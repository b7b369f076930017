import { atom } from 'jotai';

/** Client state shared by the shell's islands. */
export const sidenavOpenAtom = atom(false);
export const basketCountAtom = atom(0);

export type Snack = { id: number; text: string; action?: { label: string; run: () => void }; tone?: 'info' | 'error' };
export const snacksAtom = atom<Snack[]>([]);

export type Notification = { key: string; name: string; flag: string; country?: { code: string; name: string }; isRestore: boolean };
export const notificationsAtom = atom<Notification[]>([]);
