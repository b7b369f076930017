import { api } from '../api/client';
import { CONTINUE_CODE_COOKIES, readCookie, writeCookie } from '../storage';

/**
 * Continue codes on the client: after a solve the current codes are fetched and kept in cookies
 * (one year); after a server restart (or a restored backup) they are applied again.
 */
export const PROGRESS_KINDS = {
  hacking: { cookie: CONTINUE_CODE_COOKIES.hacking, path: '/rest/continue-code' },
  findIt: { cookie: CONTINUE_CODE_COOKIES.findIt, path: '/rest/continue-code-findIt' },
  fixIt: { cookie: CONTINUE_CODE_COOKIES.fixIt, path: '/rest/continue-code-fixIt' },
} as const;
export type ProgressKind = keyof typeof PROGRESS_KINDS;
export const KINDS = Object.keys(PROGRESS_KINDS) as ProgressKind[];
export type ContinueCodes = Partial<Record<ProgressKind, string>>;

/** The server's current code of one kind; undefined when it has none to give. */
export async function fetchContinueCode(kind: ProgressKind): Promise<string | undefined> {
  const body = await api<{ continueCode?: string | null }>(PROGRESS_KINDS[kind].path);
  return body?.continueCode || undefined;
}

/** Fetches the codes and stores each in its cookie; an empty code is logged and stores nothing. */
export async function saveContinueCodes(kinds: readonly ProgressKind[]) {
  await Promise.all(
    kinds.map(async (kind) => {
      try {
        const code = await fetchContinueCode(kind);
        if (!code) throw new Error(`Received an empty ${kind} continue code from the server`);
        writeCookie(PROGRESS_KINDS[kind].cookie, code);
      } catch (e) {
        console.error(e);
      }
    }),
  );
}

/** The codes this browser keeps in its cookies. */
export const storedContinueCodes = (): ContinueCodes =>
  Object.fromEntries(KINDS.map((kind) => [kind, readCookie(PROGRESS_KINDS[kind].cookie.name)]));

/**
 * Restores progress on the server from each code given. Settles to the outcome of every kind that
 * had a code: true, or the error it failed with (logged).
 */
export async function applyContinueCodes(codes: ContinueCodes): Promise<Partial<Record<ProgressKind, true | Error>>> {
  const outcomes = await Promise.all(
    KINDS.filter((kind) => codes[kind]).map(async (kind) => {
      try {
        await api(`${PROGRESS_KINDS[kind].path}/apply/${encodeURIComponent(codes[kind]!)}`, { method: 'PUT' });
        return [kind, true] as const;
      } catch (e) {
        console.error(e);
        return [kind, e as Error] as const;
      }
    }),
  );
  return Object.fromEntries(outcomes);
}
