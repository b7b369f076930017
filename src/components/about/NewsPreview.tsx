import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { css } from 'styled-system/css';
import { solveIf } from '../../lib/content/challenges';
import { requestHeader, serverT } from '../../lib/content/session';

const FEED_TIME_LIMIT_MS = 3000;
const FEED_MAX_BYTES = 64 * 1024;
const PREVIEW_CHARS = 600;
/** Sent with every preview fetch: a page fetched for a preview never fetches a preview itself (no loops through the shop). */
const PREVIEW_HEADER = 'x-news-preview';

// vuln-code-snippet start newsFeedSsrfChallenge
/** Marketing previews a news feed on the about page before it goes live: `/about?news=<feed address>`. */
function feedAddress(query: string): URL | null {
  const raw = new URLSearchParams(query).get('news');
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null; // vuln-code-snippet vuln-line newsFeedSsrfChallenge
  } catch {
    return null;
  }
}

/** The start of the feed as text: at most FEED_MAX_BYTES read, within FEED_TIME_LIMIT_MS. */
async function readFeed(url: URL): Promise<string> {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FEED_TIME_LIMIT_MS), headers: { [PREVIEW_HEADER]: '1' } }); // vuln-code-snippet vuln-line newsFeedSsrfChallenge
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    chunks.push(chunk);
    size += chunk.byteLength;
    if (size >= FEED_MAX_BYTES) break; // leaving the loop cancels the rest of the download
  }
  return Buffer.concat(chunks).subarray(0, FEED_MAX_BYTES).toString('utf8');
}
// vuln-code-snippet end newsFeedSsrfChallenge

/** Loopback, private, link-local, unique-local and unspecified addresses: the shop's own network. */
const INTERNAL = new BlockList();
for (const [net, prefix] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16], ['0.0.0.0', 8], ['100.64.0.0', 10]] as const) INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::1', 128], ['::', 128], ['fc00::', 7], ['fe80::', 10]] as const) INTERNAL.addSubnet(net, prefix, 'ipv6');

const isInternal = (address: string) => {
  const mapped = address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  const family = isIP(mapped);
  return family !== 0 && INTERNAL.check(mapped, family === 4 ? 'ipv4' : 'ipv6');
};

/** Whether the host names (or resolves to) an internal address; a name that does not resolve in time is not. */
async function targetsInternalAddress(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isInternal(host);
  const resolved = await Promise.race([
    lookup(host, { all: true }).catch(() => []),
    new Promise<[]>((resolve) => setTimeout(() => resolve([]), FEED_TIME_LIMIT_MS).unref()),
  ]);
  return resolved.some((a) => isInternal(a.address));
}

/** The preview of a news feed, when the about page is asked for one. */
export async function NewsPreview({ query }: { query: string }) {
  if (requestHeader(PREVIEW_HEADER)) return null;
  const url = feedAddress(query);
  if (!url) return null;
  const [internal, text] = await Promise.all([targetsInternalAddress(url), readFeed(url).catch(() => null)]);
  solveIf('newsFeedSsrfChallenge', () => internal);
  const t = serverT();
  return (
    <section id="news-preview" className={css({ bg: 'surface', borderRadius: 'card', p: { base: '4', md: '6' }, boxShadow: 'lg' })}>
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '2' })}>{t.NEWS_PREVIEW_TITLE()}</h2>
      {text === null ? (
        <p className={css({ color: 'muted' })}>{t.NEWS_PREVIEW_FAILED()}</p>
      ) : (
        <pre className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'sm' })}>{text.slice(0, PREVIEW_CHARS)}</pre>
      )}
    </section>
  );
}
