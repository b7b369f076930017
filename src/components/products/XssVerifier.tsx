'use client';
import { useEffect } from 'react';
import { getSocket } from '../../lib/realtime-client';

/** Reports the searched text to the server, which decides whether it was a DOM XSS attack. */
export function XssVerifier({ query }: { query: string }) {
  useEffect(() => {
    if (query) getSocket().then((s) => s.emit('verifyLocalXssChallenge', query));
  }, [query]);
  return null;
}
