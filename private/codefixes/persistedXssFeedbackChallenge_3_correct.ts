/** The comment as stored: sanitised in one pass where Server-side XSS Protection is on, to a fixed point where it is not. */
function storedComment(shop: Shop, comment: string) {
  if (!shop.challenges.isEnabled('persistedXssFeedbackChallenge')) return sanitizeHtmlFully(comment);
  const sanitized = sanitizeHtmlFully(comment);
  return sanitized;
}
