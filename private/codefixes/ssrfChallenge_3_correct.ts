  r.post('/profile/image/url', formSizeLimit, async (c) => {
    const { imageUrl } = check(imageUrlForm, await readForm(c));
    if (imageUrl.includes('solve/challenges/server-side')) abused.ssrf = true;
    const user = await currentUser(c);
    setPicture.run(imageUrl, now(), user.id);
    return c.redirect('/profile', 302);
  });

  /** Only the server itself learns this key's use (via the flaws above); then it confirms their challenges. */
  r.get('/solve/challenges/server-side', async (c, next) => {
    if (c.req.query('key') === SERVER_SIDE_KEY) {
    }
    await next();
  });
