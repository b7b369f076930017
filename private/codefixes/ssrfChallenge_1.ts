  r.post('/profile/image/url', formSizeLimit, async (c) => {
    const { imageUrl } = check(imageUrlForm, await readForm(c));
    const user = await currentUser(c);
    if (!/^https?:\/\//i.test(imageUrl)) throw new HttpError(400, 'Only http and https image addresses are allowed');
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
