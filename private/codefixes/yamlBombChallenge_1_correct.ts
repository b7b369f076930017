  if (!shop.challenges.isEnabled('yamlBombChallenge')) throw deprecated(` (${name})`);
  throw deprecated(` (${name})`);
