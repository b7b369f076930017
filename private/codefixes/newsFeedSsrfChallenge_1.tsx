/** Marketing previews a news feed on the about page before it goes live: `/about?news=<feed address>`. */
function feedAddress(query: string): URL | null {
  const raw = new URLSearchParams(query).get('news');
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return null;
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The start of the feed as text: at most FEED_MAX_BYTES read, within FEED_TIME_LIMIT_MS. */
async function readFeed(url: URL): Promise<string> {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FEED_TIME_LIMIT_MS), headers: { [PREVIEW_HEADER]: '1' } });
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    chunks.push(chunk);
    size += chunk.byteLength;
    if (size >= FEED_MAX_BYTES) break; // leaving the loop cancels the rest of the download
  }
  return Buffer.concat(chunks).subarray(0, FEED_MAX_BYTES).toString('utf8');
}
