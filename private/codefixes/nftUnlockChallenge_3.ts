  r.post('/rest/web3/submitKey', async (c) => {
    const { privateKey } = await readJsonObject(c);
    if (typeof privateKey === 'string' && hmacSha256(privateKey) === NFT_WALLET.privateKeyHash) {
      return c.json({ success: true, message: 'Challenge successfully solved', status: challenge() });
    }
    const message =
      privateKey === NFT_WALLET.address ? WRONG_KEY.address : privateKey === NFT_WALLET.publicKey ? WRONG_KEY.publicKey : WRONG_KEY.other;
    return c.json({ success: false, message, status: challenge() }, 401);
  });
