  r.post('/profile', formSizeLimit, async (c) => {
    // a browser names the page a form came from: only our own origin may change the profile
    if (c.req.header('origin') !== new URL(c.req.url).origin) throw new HttpError(403, 'Form posted from another site');
    const user = await currentUser(c);
    const { username } = check(usernameForm, await readForm(c));
    const stored = storedUsername(shop, username);
    setUsername.run(stored, now(), user.id);
    await renewToken(c, stored);
    return c.redirect('/profile', 302);
  });
