const ALLOWED = new Set(['b', 'i', 'em', 'strong', 'br', 'u']);

/**
 * Keeps only simple formatting tags (without attributes) of a stored text and escapes the rest:
 * for rendering customer texts where no challenge needs raw HTML.
 */
export function simpleFormatting(html: string) {
  return html
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/&lt;(\/?)([a-z]+)\s*\/?&gt;/gi, (whole, slash: string, tag: string) =>
      ALLOWED.has(tag.toLowerCase()) ? `<${slash}${tag.toLowerCase()}>` : whole,
    );
}

/** Removes every tag (also ones re-formed by a removal): for texts where no HTML may survive. */
export function stripHtml(text: string) {
  let previous: string;
  do {
    previous = text;
    text = text.replace(/<[^<>]*>/g, '');
  } while (text !== previous);
  return text.replace(/[<>]/g, '');
}
