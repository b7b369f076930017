  r.post('/dataerasure', formSizeLimit, async (c) => {
    const user = await currentUser(c);
    const page = pageContext(c);
    const options: Record<string, unknown> = { ...(await readForm(c)) };
      if (typeof options.layout !== 'string') throw new HttpError(400, 'layout must name a file');
      recordErasureRequest.run(user.id, now(), now());
      deleteCookie(c, 'token', { path: '/' });
      const file = path.resolve(shop.privateDir, options.layout);
      if (FORBIDDEN_LAYOUT_PATHS.some((part) => file.includes(part))) throw new HttpError(403, 'File access not allowed');
      const html = applyLayout(await readLayout(path.resolve(shop.privateDir, options.layout)), erasureDoneContent(page), options);
      return c.html(`${html.slice(0, 100)}......`);
