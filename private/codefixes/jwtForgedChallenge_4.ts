  if (alg === 'none') return signature === '';
  if (alg === 'HS256') return sameBytes(createHmac('sha256', publicPem.replace(/\s+/g, '')).update(input).digest(), sig);
