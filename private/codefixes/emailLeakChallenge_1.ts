  r.get('/rest/user/whoami', (c) => {
    const data: Record<string, unknown> = authenticatedSession(shop, c)?.data ?? {};
    const fields = (c.req.query('fields') ?? '').split(',').map((f) => f.trim()).filter(Boolean);
    const pick = (names: string[]) => Object.fromEntries(names.map((f) => [f, Object.hasOwn(data, f) ? data[f] : undefined]));
    const user = fields.length ? pick(fields) : pick(['id', 'email', 'lastLoginIp', 'profileImage']);
    const callback = c.req.query('callback');
    if (callback === undefined) return c.json({ user });
    if (!/^[\w.$]+$/.test(callback)) return c.json({ error: 'invalid callback' }, 400);
    return jsonp(c, callback, { user });
  });
