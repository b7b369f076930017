const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put into HTML, as element content or as a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** What the feedback sanitiser lets through: sanitize-html 1.4.2's default tags and attributes. */
const KEPT_TAGS = new Set([
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'p',
  'a',
  'ul',
  'ol',
  'nl',
  'li',
  'b',
  'i',
  'strong',
  'em',
  'strike',
  'code',
  'hr',
  'br',
  'div',
  'table',
  'thead',
  'caption',
  'tbody',
  'tr',
  'th',
  'td',
  'pre',
]);
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'name', 'target'] };
const KEPT_SCHEMES = ['http', 'https', 'ftp', 'mailto'];
const VOID_TAGS = new Set(['br', 'hr', 'img', 'area', 'base', 'basefont', 'input', 'link', 'meta']);
/** Dropped together with everything up to their closing tag. */
const HIDDEN_CONTENT_TAGS = new Set(['script', 'style']);

const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][^\s/>]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTRIBUTE = /([^\s"'=/<>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const schemeAllowed = (url: string) => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters and spaces are what browsers skip inside a URL's scheme, so they are removed before the scheme is read
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\x00-\x20]+/g, ''))?.[1];
  return !scheme || KEPT_SCHEMES.includes(scheme.toLowerCase());
};

function keptAttributes(tag: string, source: string) {
  const allowed = KEPT_ATTRIBUTES[tag] ?? [];
  let out = '';
  for (const [, rawName, dq, sq, bare] of source.matchAll(ATTRIBUTE)) {
    const name = rawName!.toLowerCase();
    const value = dq ?? sq ?? bare ?? '';
    if (!allowed.includes(name) || (name === 'href' && !schemeAllowed(value))) continue;
    out += ` ${name}="${value.replace(/"/g, '&quot;')}"`;
  }
  return out;
}

/**
 * One pass of the sanitiser upstream runs over feedback comments (sanitize-html 1.4.2): tags it
 * does not know are dropped and their text kept, script and style go with their content. The pass
 * is not repeated, and the text around the tags is left as it is, so markup that only forms once
 * a tag is cut out (`<<script>x</script>iframe ...>`) survives: Server-side XSS Protection.
 */
export function sanitizeHtmlOnce(html: string): string {
  let out = '';
  let last = 0;
  const open: string[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    out += html.slice(last, m.index);
    last = TAG.lastIndex;
    const [whole, slash, rawName, attributes] = m;
    if (!rawName) continue; // a comment
    const tag = rawName.toLowerCase();
    if (!slash && HIDDEN_CONTENT_TAGS.has(tag) && !whole.endsWith('/>')) {
      const close = new RegExp(`</${tag}\\s*>`, 'ig');
      close.lastIndex = last;
      last = close.exec(html) ? close.lastIndex : html.length;
      TAG.lastIndex = last;
      continue;
    }
    if (!KEPT_TAGS.has(tag)) continue;
    if (slash) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      for (const unclosed of open.splice(at).reverse()) out += `</${unclosed}>`;
    } else if (VOID_TAGS.has(tag)) {
      out += `<${tag}${keptAttributes(tag, attributes ?? '')} />`;
    } else {
      out += `<${tag}${keptAttributes(tag, attributes ?? '')}>`;
      open.push(tag);
    }
  }
  out += html.slice(last);
  for (const unclosed of open.reverse()) out += `</${unclosed}>`;
  return out;
}

/** The same sanitiser repeated until nothing changes: no markup can form from what it removed. */
export function sanitizeHtmlFully(html: string): string {
  let previous: string;
  do {
    previous = html;
    html = sanitizeHtmlOnce(html);
  } while (html !== previous);
  return html;
}
