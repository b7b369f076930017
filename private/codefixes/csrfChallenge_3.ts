  r.post('/profile', formSizeLimit, async (c) => {
    // Authorised by the cookie alone: no anti-CSRF token, no check where the form was posted from.
    const user = await currentUser(c);
    if (!c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) throw new HttpError(415, 'Form data expected');
    const { username } = check(usernameForm, await readForm(c));
    const stored = storedUsername(shop, username);
    setUsername.run(stored, now(), user.id);
    await renewToken(c, stored);
    return c.redirect('/profile', 302);
  });
