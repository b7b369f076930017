  r.get('/rest/saveLoginIp', (c) => {
    const user = authenticatedUser(shop, c);
    if (!user) throw notLoggedIn();
    let lastLoginIp = c.req.header('true-client-ip');
    if (lastLoginIp && lastLoginIp.length > 64) lastLoginIp = undefined;
    const updated = updateUser(shop, user.id, { lastLoginIp: lastLoginIp ?? remoteAddress(c) });
    if (!updated) throw notLoggedIn();
    return c.json(publicUser(updated));
  });
