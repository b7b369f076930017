  throw deprecated(` (${name})`);
