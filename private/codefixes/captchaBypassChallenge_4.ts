  // the answer travels with the question and stays valid after use
  r.get('/rest/captcha', (c) => {
    const captcha = createCaptcha(shop);
    return c.json({ ...captcha, answer: Buffer.from(captcha.answer).toString('base64') });
  });
