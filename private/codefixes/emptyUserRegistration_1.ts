  r.post('/api/Users', async (c) => {
    const input = check(registrationRequest, await readJsonObject(c)); // types only
    let { email, password, passwordRepeat } = input;
    // as upstream: credentials are trimmed, or refused when empty, only when the form's passwordRepeat is sent
    const emptyRefused = passwordRepeat !== undefined && (!email || !password);
    if (passwordRepeat !== undefined && !emptyRefused) [email, password, passwordRepeat] = [email.trim(), password.trim(), passwordRepeat.trim()];
    const register = () => createUser(shop, { email, password, role: input.role });
    if (!emptyRefused) return ok(c, publicUser(register()), 201);
    return sendMessage(c, 'Invalid email/password cannot be empty', 400);
  });
