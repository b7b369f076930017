  if (alg === 'none') return signature === '' && input.length < 2048;
  if (alg === 'HS256') return sameBytes(createHmac('sha256', publicPem).update(input).digest(), sig);
