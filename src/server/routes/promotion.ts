import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { imageUrl } from '../../lib/images';
import { escapeHtml } from '../security/html';
import { pageContext, renderPage } from '../profile/page';
import { PROMOTION_RUNTIME_DIR, promotionSourceDir, subtitlesName, videoName } from '../services/complaint-files';
import type { Shop } from '../context';

/** The Video XSS payload as upstream looks for it in the subtitles. */
const VTT_PAYLOAD = '</script><script>alert(`xss`)</script>';

/** Turns the inlined subtitles into a caption track of the video (a track needs a URL, so a blob). */
const SUBTITLE_LOADER = `<script>
(function () {
  var source = document.getElementById('subtitle');
  var video = document.getElementById('promotion-video');
  if (!source || !video) return;
  var track = document.createElement('track');
  track.kind = 'subtitles';
  track.label = source.dataset.label;
  track.srclang = source.dataset.lang;
  track.default = true;
  track.src = URL.createObjectURL(new Blob([source.textContent], { type: 'text/vtt' }));
  video.appendChild(track);
})();
</script>`;

/**
 * The promotion video page (/promotion), the video (/video, with byte ranges) and its subtitles,
 * as upstream. The page reads the subtitles file at every request and inlines it unescaped in a
 * script element: whoever can overwrite that file (see the complaint archives) runs script here.
 */
export function promotionRoutes(shop: Shop) {
  const r = new Hono();
  const subtitlesFile = () => path.join(PROMOTION_RUNTIME_DIR, subtitlesName(shop));
  const videoFile = () => path.join(promotionSourceDir(shop.privateDir), videoName(shop));

  // vuln-code-snippet start videoXssChallenge
  r.get('/promotion', async (c) => {
    const subtitles = await readFile(subtitlesFile(), 'utf8').catch(() => '');
    shop.challenges.solveIf('videoXssChallenge', () => subtitles.includes(VTT_PAYLOAD)); // vuln-code-snippet hide-line
    const context = pageContext(c);
    const title = context.t.TITLE_PROMOTION_VIDEO();
    const body = `<video id="promotion-video" controls playsinline preload="metadata" poster="${escapeHtml(imageUrl(shop.config.application.logo, ''))}" style="display:block;width:100%;max-height:70vh;background:#000;border-radius:8px">
<source src="./video" type="video/mp4">
</video>`;
    const script = `<script id="subtitle" type="text/vtt" data-label="English" data-lang="en">${subtitles}</script>${SUBTITLE_LOADER}`; // vuln-code-snippet vuln-line videoXssChallenge
    return c.html(renderPage(shop, context, title, body, { script }));
  });
  // vuln-code-snippet end videoXssChallenge

  r.get('/assets/public/videos/*', async (c, next) => {
    if (path.basename(c.req.path) !== subtitlesName(shop).toLowerCase()) return next();
    const subtitles = await readFile(subtitlesFile()).catch(() => null);
    return subtitles ? c.body(new Uint8Array(subtitles), 200, { 'content-type': 'text/vtt; charset=utf-8' }) : next();
  });

  r.get('/video', async (c) => {
    const file = videoFile();
    const size = (await stat(file).catch(() => null))?.size;
    if (size === undefined) return c.json({ error: 'Video not found' }, 404);
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
    if (!range || (!range[1] && !range[2])) {
      return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, { 'content-type': 'video/mp4', 'content-length': String(size), 'accept-ranges': 'bytes' });
    }
    // `bytes=-n` asks for the last n bytes
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) return c.body(null, 416, { 'content-range': `bytes */${size}` });
    return c.body(Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream, 206, {
      'content-type': 'video/mp4',
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${size}`,
      'accept-ranges': 'bytes',
      'content-location': '/assets/public/videos/owasp_promo.mp4',
    });
  });
  return r;
}
