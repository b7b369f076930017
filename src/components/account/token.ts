import { useAtom } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';
import { tokenAtom } from '../../lib/state';
import { storedToken } from '../../lib/storage';

const noSubscription = () => () => {};

/**
 * The login token as state: read from local storage once mounted, then kept in step by login and
 * logout. While a component hydrates it reads null, as the server rendered it, even when other
 * islands have already put the stored token into the shared atom (a lazily loaded screen
 * hydrates after them); the first render after hydration shows the token.
 */
export function useToken() {
  const [token, setToken] = useAtom(tokenAtom);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => setToken(storedToken()), [setToken]);
  return hydrated ? token : null;
}
