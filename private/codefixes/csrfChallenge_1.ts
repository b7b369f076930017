  r.post('/profile', formSizeLimit, async (c) => {
    // Authorised by the cookie alone: no anti-CSRF token, no check where the form was posted from.
    const user = await currentUser(c);
    if (!(c.req.header('referer') ?? '').includes(new URL(c.req.url).host)) throw new HttpError(403, 'Form posted from another site');
    const { username } = check(usernameForm, await readForm(c));
    const stored = storedUsername(shop, username);
    setUsername.run(stored, now(), user.id);
    await renewToken(c, stored);
    return c.redirect('/profile', 302);
  });
