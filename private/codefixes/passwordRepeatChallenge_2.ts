  r.post('/api/Users', async (c) => {
    const input = check(registrationRequest, await readJsonObject(c)); // types only
    let { email, password, passwordRepeat } = input;
    // as upstream: credentials are trimmed, or refused when empty, only when the form's passwordRepeat is sent
    const emptyRefused = passwordRepeat !== undefined && (!email || !password);
    if (passwordRepeat !== undefined && !emptyRefused) [email, password, passwordRepeat] = [email.trim(), password.trim(), passwordRepeat.trim()];
    if (passwordRepeat?.length !== password.length) return sendMessage(c, 'Password and repeated password do not match.', 400);
    const register = () => createUser(shop, { email, password, role: input.role });
    if (!emptyRefused) return ok(c, publicUser(register()), 201);
    // the empty-credential guard only answers 400: the account is created all the same
    try {
      register();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error; // a refused model is no news: the answer below is upstream's either way
    }
    return sendMessage(c, 'Invalid email/password cannot be empty', 400);
  });
