  r.post('/rest/web3/submitKey', async (c) => {
    const { privateKey } = await readJsonObject(c);
    const key = String(privateKey ?? '').trim().toLowerCase();
    if (key === NFT_WALLET.privateKey) {
      return c.json({ success: true, message: 'Challenge successfully solved', status: challenge() });
    }
    const message =
      key === NFT_WALLET.address.toLowerCase() ? WRONG_KEY.address : key === NFT_WALLET.publicKey ? WRONG_KEY.publicKey : WRONG_KEY.other;
    return c.json({ success: false, message, status: challenge() }, 401);
  });
