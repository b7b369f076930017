  r.get('/rest/saveLoginIp', (c) => {
    const user = authenticatedUser(shop, c);
    if (!user) throw notLoggedIn();
    let lastLoginIp = c.req.header('true-client-ip');
    const updated = updateUser(shop, user.id, { lastLoginIp: lastLoginIp?.trim() ?? remoteAddress(c) });
    if (!updated) throw notLoggedIn();
    return c.json(publicUser(updated));
  });
