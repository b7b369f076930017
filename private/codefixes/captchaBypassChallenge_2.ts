  // the answer travels with the question and stays valid after use
  r.get('/rest/captcha', (c) => c.json(createCaptcha(shop), 200, { 'cache-control': 'no-store' }));
