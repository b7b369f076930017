  r.post('/api/Users', async (c) => {
    const input = check(registrationRequest, await readJsonObject(c)); // types only
    let { email, password, passwordRepeat } = input;
    // empty credentials are refused in every request, whichever fields it carries
    const emptyRefused = !email?.trim() || !password?.trim();
    if (passwordRepeat !== undefined && !emptyRefused) [email, password, passwordRepeat] = [email.trim(), password.trim(), passwordRepeat.trim()];
    const register = () => createUser(shop, { email, password, role: input.role });
    if (emptyRefused) return sendMessage(c, 'Invalid email/password cannot be empty', 400);
    return ok(c, publicUser(register()), 201);
  });
