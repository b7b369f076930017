/**
 * The longest review the product details dialog takes, new or edited (the spec's 160). Upstream's
 * API itself takes any length, and so does ours. Apart from the request schemas so that the
 * dialog ships without the schema library.
 */
export const REVIEW_MAX_LENGTH = 160;
