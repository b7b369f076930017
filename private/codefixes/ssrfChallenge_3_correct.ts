  r.post('/profile/image/url', formSizeLimit, async (c) => {
    const { imageUrl } = check(imageUrlForm, await readForm(c));
    const user = await currentUser(c);
    setPicture.run(imageUrl, now(), user.id);
    return c.redirect('/profile', 302);
  });
