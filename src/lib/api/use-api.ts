'use client';
import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { useSnack } from '../state';
import { ApiError } from './client';

/** The text a failed call shows: the server's own message when it sent one, as upstream's screens show it. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof Error) return e.message;
  return String(e);
}

/**
 * The one way a client component loads data: runs `load` when the component mounts and whenever
 * `deps` change, drops the answers of runs that were overtaken, and shows a failure in the red
 * snackbar (unless `quiet` says the screen shows its own message). `data` is undefined until the
 * first answer; `reload` runs it again, e.g. after a change the user made.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  deps: DependencyList,
  options: { quiet?: boolean; initial?: T } = {},
): { data: T | undefined; error: unknown; loading: boolean; reload: () => Promise<void>; setData: (data: T) => void } {
  const [data, setData] = useState<T | undefined>(options.initial);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(true);
  const snack = useSnack();
  const run = useRef(0);
  const quiet = options.quiet ?? false;
  const reload = useCallback(async () => {
    const mine = ++run.current;
    setLoading(true);
    try {
      const value = await load();
      if (mine !== run.current) return;
      setData(value);
      setError(undefined);
    } catch (e) {
      if (mine !== run.current) return;
      setError(e);
      if (!quiet) snack(errorText(e), 'error');
    } finally {
      if (mine === run.current) setLoading(false);
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again, as with useEffect
  }, deps);
  useEffect(() => {
    void reload();
    return () => {
      run.current++;
    };
  }, [reload]);
  return { data, error, loading, reload, setData };
}

/**
 * The one way a client component sends: `send(...)` calls `request`, and a failure reaches the red
 * snackbar (or `onError`, when the screen shows it in place) instead of vanishing. It answers the
 * result, or undefined when the call failed, and tells through `busy` while a call runs.
 */
export function useSend<A extends unknown[], T>(
  request: (...args: A) => Promise<T>,
  options: { onError?: (e: unknown) => void } = {},
): { send: (...args: A) => Promise<T | undefined>; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const snack = useSnack();
  const latest = useRef({ request, onError: options.onError });
  latest.current = { request, onError: options.onError };
  const send = useCallback(
    async (...args: A) => {
      setBusy(true);
      try {
        return await latest.current.request(...args);
      } catch (e) {
        if (latest.current.onError) latest.current.onError(e);
        else snack(errorText(e), 'error');
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [snack],
  );
  return { send, busy };
}
