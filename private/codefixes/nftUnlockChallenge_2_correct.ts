  r.post('/rest/web3/submitKey', async (c) => {
    const { signature } = await readJsonObject(c);
    // the token now sits in a fresh wallet whose recovery phrase was never written down anywhere
    // public; the server keeps only that wallet's address and checks a signature over a one-time nonce
    if (typeof signature === 'string' && recoverSigner(takeNonce(c), signature) === NFT_WALLET.address) {
      return c.json({ success: true, message: 'Challenge successfully solved', status: challenge() });
    }
    return c.json({ success: false, message: 'The signature does not belong to the wallet.', status: challenge() }, 401);
  });
