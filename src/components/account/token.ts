import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { tokenAtom } from '../../lib/state';
import { storedToken } from '../../lib/storage';

/** The login token as state: read from local storage once mounted, then kept in step by login and logout. */
export function useToken() {
  const [token, setToken] = useAtom(tokenAtom);
  useEffect(() => setToken(storedToken()), [setToken]);
  return token;
}
