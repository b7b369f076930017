  if (alg === 'none') return false;
  if (alg === 'HS256') return sameBytes(createHmac('sha256', publicPem).update(input).digest(), sig);
