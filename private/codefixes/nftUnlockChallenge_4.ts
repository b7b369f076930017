  const keyLimiter = fixedWindowLimiter({ windowMs: 60 * 1000, max: 5 });
  r.post('/rest/web3/submitKey', async (c) => {
    if (!keyLimiter.hit(remoteAddress(c)).allowed) return c.json({ success: false, message: 'Too many attempts.' }, 429);
    const { privateKey } = await readJsonObject(c);
    if (privateKey === NFT_WALLET.privateKey) {
      return c.json({ success: true, message: 'Challenge successfully solved', status: challenge() });
    }
    const message =
      privateKey === NFT_WALLET.address ? WRONG_KEY.address : privateKey === NFT_WALLET.publicKey ? WRONG_KEY.publicKey : WRONG_KEY.other;
    return c.json({ success: false, message, status: challenge() }, 401);
  });
