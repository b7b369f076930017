  r.get('/rest/user/change-password', (c) => {
    const { current, new: password, repeat } = c.req.query();
    const refusal = newPasswordRefusal(password, repeat);
    if (refusal) return sendMessage(c, refusal, 401);
    // upstream cuts "Bearer " (or "Bearer=") off by length, whatever the header says
    const session = sessionOf(shop, c, c.req.header('authorization')?.slice('Bearer='.length));
    if (!session) throw blockedIllegalActivity(c);
    const user = typeof session.data?.id === 'number' ? findUser(shop, session.data.id) : undefined;
    if (!current || md5(current) !== user?.password) return sendMessage(c, 'Current password is not correct.', 401);
    if (!user) throw blockedIllegalActivity(c); // a verified token naming no user (upstream fails on the missing row too)
    const updated = updateUser(shop, user.id, { password })!;
    return c.json({ user: publicUser(updated) });
  });
