'use client';
import { useEffect } from 'react';
import { useRouter } from 'waku';
import { hashRoutePath } from '../../lib/hash-routes';

/**
 * A hash address reached on a loaded page (`location.hash = '#/login'`, a link to `/#/login`)
 * shows its screen through client navigation, replacing the hash entry in the history.
 * Rendered inside ShellProviders, so it listens before the page is marked hydrated.
 */
export function HashRoutes() {
  const router = useRouter();
  useEffect(() => {
    const follow = () => {
      const path = hashRoutePath(location.hash);
      if (path !== null) void router.replace(path);
    };
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, [router]);
  return null;
}
