  r.get('/promotion', async (c) => {
    const subtitles = await readFile(subtitlesFile(), 'utf8').catch(() => '');
    const context = pageContext(c);
    const title = context.t.TITLE_PROMOTION_VIDEO();
    const body = `<video id="promotion-video" controls playsinline preload="metadata" poster="${escapeHtml(imageUrl(shop.config.application.logo, ''))}" style="display:block;width:100%;max-height:70vh;background:#000;border-radius:8px">
<source src="./video" type="video/mp4">
</video>`;
    const script = `<script id="subtitle" type="text/vtt" data-label="English" data-lang="en">${subtitles.replace(/<script[^>]*>/gi, '')}</script>${SUBTITLE_LOADER}`;
    return c.html(renderPage(shop, context, title, body, { script }));
  });
