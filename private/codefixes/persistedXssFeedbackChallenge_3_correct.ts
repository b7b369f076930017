/** The comment as stored: sanitised in one pass where Server-side XSS Protection is on, to a fixed point where it is not. */
function storedComment(shop: Shop, comment: string) {
  const sanitized = sanitizeHtmlFully(comment);
  return sanitized;
}
