/**
 * The error tracker shows server stack traces with the original source lines: it fetches each
 * bundle's source map by address, the same way it fetches the browser's.
 */
export function sourceMapRoutes(shop: Shop) {
  const r = new Hono();
  r.get(`/assets/srv-7f3a9c/:file`, (c, next) => {
    // the bundle names keep their case; the router only sees the lower-cased path
    const name = pathSegment(c.req.url);
    if (!MAP_NAME.test(name) || path.basename(name) !== name) return next();
    const file = path.join(SERVER_BUNDLE_DIR, name);
    if (!existsSync(file)) return next();
    return c.body(readFileSync(file), 200, { 'content-type': 'application/json; charset=utf-8' });
  });
  return r;
}
