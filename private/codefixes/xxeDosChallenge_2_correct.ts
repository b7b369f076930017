  if (!shop.challenges.isEnabled('xxeFileDisclosureChallenge')) throw deprecated(` (${name})`);
  throw deprecated(` (${name})`);
