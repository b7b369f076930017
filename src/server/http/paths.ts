import { getPathNoStrict } from 'hono/utils/url';

/**
 * The path the shop's routers match: lower-cased, without a trailing slash. Upstream's routes are
 * case-insensitive (tools call /api/challenges as well as /api/Challenges) and the front end
 * calls `/api/Challenges/`; routes are therefore registered in lower case.
 */
export const lowerCasePath = (req: Request) => getPathNoStrict(req).toLowerCase();
