  r.post('/rest/user/login', async (c) => {
    const body = await readJsonObject(c);
    verifyPreLoginChallenges(body);
    // types only: a missing field counts as empty, as upstream's `|| ''` (`oauth` is only the client's concern)
    const { email, password } = check(loginRequest, body);
    const query = `SELECT * FROM Users WHERE email = '${(email || '').replaceAll("'", "\\'")}' AND password = '${md5(password || '')}' AND deletedAt IS NULL`;
    // an SQL error (e.g. a lone quote) goes to the error handler as it is, as upstream's does
    const row = await runInjectableSql(shop, query, 'get');
    const user = row && userJson(row);
    if (!user?.id) return sendMessage(c, 'Invalid email or password.', 401);
    if (user.totpSecret !== '') {
      const tmpToken = signToken(shop.privateDir, { userId: user.id, type: SECOND_FACTOR_PENDING });
      return c.json({ status: 'totp_token_required', data: { tmpToken } }, 401);
    }
    verifyPostLoginChallenges(user);
    return c.json(await issueAuthentication(shop, user));
  });
