  r.get('/rest/user/whoami', (c) => {
    const data: Record<string, unknown> = authenticatedSession(shop, c)?.data ?? {};
    const fields = (c.req.query('fields') ?? '').split(',').slice(0, 4).map((f) => f.trim()).filter(Boolean);
    const pick = (names: string[]) => Object.fromEntries(names.map((f) => [f, Object.hasOwn(data, f) ? data[f] : undefined]));
    const user = fields.length ? pick(fields) : pick(['id', 'email', 'lastLoginIp', 'profileImage']);
    const callback = c.req.query('callback');
    if (callback === undefined) return c.json({ user });
    return jsonp(c, callback, { user });
  });
