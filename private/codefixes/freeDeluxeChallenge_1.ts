  r.post('/rest/deluxe-membership', appendUserId(shop), async (c) => {
    const { paymentMode, paymentId } = await readJsonObject(c);
    if (typeof paymentMode !== 'string') return refuse(c, 'Please choose a payment method.');
    const user = findUser(shop, bearerSession(shop, c)!.data.id);
    if (user?.role !== 'customer') return refuse(c, 'Something went wrong. Please try again!');
    if (paymentMode === 'wallet') {
      const balance = walletBalance(shop, user.id);
      // upstream's message, typo included
      if (balance !== undefined && balance < DELUXE_MEMBERSHIP_COST) return refuse(c, 'Insuffienct funds in Wallet');
      addToWallet(shop, user.id, -DELUXE_MEMBERSHIP_COST);
    }
    if (paymentMode === 'card') {
      const card = findOwnCard(shop, user.id, paymentId);
      if (!card || cardExpired(card)) return refuse(c, 'Invalid Card');
    }
    // any other payment mode (or none) was never charged, yet reaches the upgrade all the same
    const upgraded = updateUser(shop, user.id, { role: 'deluxe', deluxeToken: deluxeToken(shop.privateDir, user.email) })!;
    const { authentication } = await issueAuthentication(shop, userJson(upgraded));
    return c.json({ status: 'success', data: { confirmation: 'Congratulations! You are now a deluxe member!', token: authentication.token } });
  });
