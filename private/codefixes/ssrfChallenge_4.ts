  r.post('/profile/image/url', formSizeLimit, async (c) => {
    const { imageUrl } = check(imageUrlForm, await readForm(c));
    if (imageUrl.includes('solve/challenges/server-side')) abused.ssrf = true;
    const user = await currentUser(c);
    if (!/\.(png|jpe?g|gif|svg)$/i.test(imageUrl)) throw new HttpError(400, 'Only image addresses are allowed');
    const picture = await download(imageUrl);
    if (picture) {
      const name = `${user.id}.${linkedPictureExtension(imageUrl)}`;
      await savePicture(shop, name, picture);
      setPicture.run(`${UPLOADS_PATH}/${name}`, now(), user.id);
    } else {
      setPicture.run(imageUrl, now(), user.id); // unreachable images are linked as given (the CSP Bypass challenge relies on it)
    }
    return c.redirect('/profile', 302);
  });

  /** Only the server itself learns this key's use (via the flaws above); then it confirms their challenges. */
  r.get('/solve/challenges/server-side', async (c, next) => {
    if (c.req.query('key') === SERVER_SIDE_KEY) {
    }
    await next();
  });
