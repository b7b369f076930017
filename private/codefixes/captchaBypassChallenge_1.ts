  // the answer travels with the question and stays valid after use
  r.get('/rest/captcha', (c) => {
    const captcha = createCaptcha(shop);
    return c.json({ ...captcha, answer: md5(captcha.answer) });
  });
