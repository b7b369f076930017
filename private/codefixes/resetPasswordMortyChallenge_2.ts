  const resetLimiter = fixedWindowLimiter({ windowMs: 5 * 60 * 1000, max: 100 });
  r.use('/rest/user/reset-password', async (c, next) => {
    const { allowed, resetAt } = resetLimiter.hit(c.req.header('x-real-ip') ?? forwardedClientIp(c));
    if (!allowed) {
      const retryAfter = String(Math.ceil((resetAt - Date.now()) / 1000));
      return c.json({ status: 'error', message: 'Too many password reset attempts. Please try again later.' }, 429, { 'retry-after': retryAfter });
    }
    await next();
  });
