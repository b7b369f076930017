  // the answer stays on the server: the client gets the question and the id to answer it under
  r.get('/rest/captcha', (c) => {
    const { captchaId, captcha } = createCaptcha(shop);
    return c.json({ captchaId, captcha });
  });
