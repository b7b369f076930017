  r.get('/rest/user/whoami', (c) => {
    const data: Record<string, unknown> = authenticatedSession(shop, c)?.data ?? {};
    const fields = (c.req.query('fields') ?? '').split(',').map((f) => f.trim()).filter(Boolean);
    const pick = (names: string[]) => Object.fromEntries(names.map((f) => [f, Object.hasOwn(data, f) ? data[f] : undefined]));
    const user = fields.length ? pick(fields) : pick(['id', 'email', 'lastLoginIp', 'profileImage']);
    // plain JSON only: a script answer can be loaded by any website, with the visitor's cookies
    return c.json({ user });
  });
