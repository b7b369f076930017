  if (alg === 'none') return signature === '';
  if (alg === 'HS256') return createHmac('sha256', publicPem).update(input).digest().equals(sig);
