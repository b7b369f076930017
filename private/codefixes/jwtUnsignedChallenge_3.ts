  if (alg === 'none') return signature === '';
  if (alg === 'HS256') return sameBytes(createHmac('sha256', publicPem.trim()).update(input).digest(), sig);
