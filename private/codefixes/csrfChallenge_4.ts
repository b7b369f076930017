  r.post('/profile', formSizeLimit, async (c) => {
    // Authorised by the cookie alone: no anti-CSRF token, no check where the form was posted from.
    const user = await currentUser(c);
    const { username } = check(usernameForm, await readForm(c));
    const stored = storedUsername(shop, username);
    setUsername.run(stored, now(), user.id);
    await renewToken(c, stored);
    c.header('x-frame-options', 'DENY');
    return c.redirect('/profile', 302);
  });
