import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { dictionaryFor } from '../../lib/i18n/dictionaries';
import { languageTag, localeOf, textDirection, type Locale, type T } from '../../lib/i18n';
import { translatorFor } from '../../lib/i18n/number-symbols';
import { imageUrl } from '../../lib/images';
import { paletteFor } from '../../lib/themes';
import { escapeHtml } from '../security/html';
import type { Shop } from '../context';

/**
 * The frame of the pages the shop's server renders itself, outside React (/profile and
 * /dataerasure are full page loads, as upstream's): the shop's name, logo and theme colours, a
 * navbar back to the shop, and texts in the visitor's language (the `language` cookie).
 */

export type PageContext = { locale: Locale; t: T };

export function pageContext(c: Context): PageContext {
  const cookie = getCookie(c, 'language');
  const locale = localeOf(cookie);
  return { locale, t: translatorFor(locale, dictionaryFor(locale)) };
}

/** The whole style sheet: plain CSS over the theme's palette (no script, no external file, so any CSP allows it). */
function styles(shop: Shop) {
  const p = paletteFor(shop.config.application.theme);
  return `:root{--bg:${p.bg};--surface:${p.surface};--raised:${p.raised};--primary:${p.primary};--accent:${p.accent};--accent-text:${p.accentText};--text:${p.text};--muted:${p.muted}}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:var(--bg);color:var(--text);font:16px/1.5 Roboto,"Helvetica Neue","Segoe UI",system-ui,sans-serif}
a{color:var(--accent)}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.skip{position:absolute;inset-inline-start:-9999px}.skip:focus{inset-inline-start:8px;top:8px;z-index:10;background:var(--accent);color:var(--accent-text);padding:8px}
header{position:sticky;top:0;z-index:5;display:flex;align-items:center;gap:8px;height:64px;padding:0 12px;background:var(--primary);box-shadow:0 2px 6px rgba(0,0,0,.35)}
header a{display:flex;align-items:center;gap:8px;color:var(--text);text-decoration:none;border-radius:8px;padding:6px 8px;min-width:0}
header a:hover{background:rgba(255,255,255,.1)}
header svg{width:24px;height:24px;flex:none;fill:currentColor}
header img{width:40px;height:40px;flex:none}
.brand span{font-size:1.125rem;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.back span{display:none}
@media (min-width:600px){.back span{display:inline}}
main{max-width:960px;margin:0 auto;padding:24px 12px 48px}
main.narrow{max-width:640px}
.card{background:var(--surface);border-radius:10px;box-shadow:0 4px 14px rgba(0,0,0,.3);padding:20px}
@media (min-width:600px){.card{padding:28px 32px}}
h1{margin:0 0 20px;font-size:1.5rem;font-weight:500}
.columns{display:grid;gap:28px}
@media (min-width:800px){.columns{grid-template-columns:1fr 1fr;gap:40px}}
.picture{display:block;width:100%;max-width:320px;aspect-ratio:1;object-fit:cover;margin:0 auto;border-radius:10px;background:var(--raised)}
.username{margin:12px 0 20px;text-align:center;font-size:1.25rem;font-weight:500;overflow-wrap:anywhere}
.username.empty{color:var(--muted);font-size:1rem;font-style:italic;font-weight:400}
form{display:grid;gap:10px;margin:0}
label{font-size:.875rem;color:var(--muted)}
input[type=text],input[type=email],input[type=url],input:not([type]){width:100%;padding:10px 12px;border:1px solid var(--raised);border-radius:6px;background:var(--bg);color:var(--text);font:inherit}
input:disabled{opacity:.7}
input[type=file]{width:100%;color:var(--text);font:inherit}
input[type=file]::file-selector-button{margin-inline-end:12px;padding:8px 12px;border:1px solid var(--raised);border-radius:6px;background:var(--raised);color:var(--text);font:inherit;cursor:pointer}
.hint{margin:0;font-size:.8125rem;color:var(--muted)}
.field{display:grid;gap:4px}
button,.button{justify-self:start;display:inline-block;padding:9px 18px;border:none;border-radius:6px;background:var(--accent);color:var(--accent-text);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
button:hover,.button:hover{filter:brightness(1.1)}
.or{display:flex;align-items:center;gap:12px;color:var(--muted);font-size:.875rem}
.or::before,.or::after{content:"";flex:1;border-top:1px solid var(--raised)}
.stack{display:grid;gap:20px;align-content:start}
.error{margin:0 0 16px;padding:10px 12px;border-radius:6px;background:rgba(244,67,54,.18);border-inline-start:4px solid #f44336}
.aside{margin:24px 0 0;font-size:.875rem}
p{margin:0 0 16px}`;
}

const BACK_ARROW =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z"/></svg>';

/** A complete HTML document in the shop's look; `body` is already HTML. A `narrow` page holds a single short form. */
export function renderPage(shop: Shop, { locale, t }: PageContext, title: string, body: string, { narrow = false, script = '' } = {}) {
  const app = shop.config.application;
  const name = escapeHtml(app.name);
  return `<!DOCTYPE html>
<html lang="${languageTag(locale)}" dir="${textDirection(locale)}" data-theme="${escapeHtml(app.theme)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${name}</title>
<link rel="icon" href="${escapeHtml(imageUrl(app.favicon, ''))}">
<style>${styles(shop)}</style>
</head>
<body>
<a class="skip" href="#main">${escapeHtml(t.SKIP_TO_CONTENT())}</a>
<header>
<a class="back" href="/" aria-label="${escapeHtml(t.PAGE_BACK_TO_SHOP())}">${BACK_ARROW}<span>${escapeHtml(t.PAGE_BACK_TO_SHOP())}</span></a>
<a class="brand" href="/"><img src="${escapeHtml(imageUrl(app.logo, ''))}" alt="" width="40" height="40"><span>${name}</span></a>
</header>
<main id="main"${narrow ? ' class="narrow"' : ''}>
<section class="card" aria-labelledby="page-title">
<h1 id="page-title">${escapeHtml(title)}</h1>
${body}
</section>
</main>${script}
</body>
</html>`;
}
