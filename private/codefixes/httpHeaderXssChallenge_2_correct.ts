  r.get('/rest/saveLoginIp', (c) => {
    const user = authenticatedUser(shop, c);
    if (!user) throw notLoggedIn();
    const updated = updateUser(shop, user.id, { lastLoginIp: remoteAddress(c) });
    if (!updated) throw notLoggedIn();
    return c.json(publicUser(updated));
  });
