'use client';
import { useEffect, useState } from 'react';
import { getSocket } from '../../lib/realtime-client';

/**
 * The searched text in the results heading. The server sends it as plain text; once in the
 * browser it is written into the DOM as trusted HTML (the DOM XSS challenge's flaw, a client-side
 * sink as upstream's) and reported to the server, which decides whether it was an attack.
 */
export function SearchValue({ query }: { query: string }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => {
    setInBrowser(true);
    if (query) getSocket().then((s) => s.emit('verifyLocalXssChallenge', query));
  }, [query]);
  // vuln-code-snippet start localXssChallenge xssBonusChallenge
  return inBrowser ? (
    <span key="html" id="searchValue" dangerouslySetInnerHTML={{ __html: query }} /> // vuln-code-snippet vuln-line localXssChallenge xssBonusChallenge
  ) : (
    <span key="text" id="searchValue">
      {query}
    </span>
  );
  // vuln-code-snippet end localXssChallenge xssBonusChallenge
}
