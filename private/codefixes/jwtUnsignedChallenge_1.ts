  if (String(alg).toLowerCase() === 'none') return signature === '';
  if (alg === 'HS256') return sameBytes(createHmac('sha256', publicPem).update(input).digest(), sig);
