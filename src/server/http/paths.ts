import { getPathNoStrict } from 'hono/utils/url';

/**
 * The path the shop's routers match: lower-cased, without a trailing slash. Upstream's routes are
 * case-insensitive (tools call /api/challenges as well as /api/Challenges) and the front end
 * calls `/api/Challenges/`; routes are therefore registered in lower case.
 */
export const lowerCasePath = (req: Request) => getPathNoStrict(req).toLowerCase();

/**
 * Segment `index` (0 = the first after the leading slash) of the path as the client sent it,
 * decoded as a route parameter is. Route parameters come from the lower-cased path: a handler
 * whose parameter is case-sensitive (a coupon code) reads it from here.
 */
export function originalSegment(req: Request, index: number) {
  const segment = getPathNoStrict(req).split('/')[index + 1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
