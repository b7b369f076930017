  if (shop.challenges.isEnabled('restfulXssChallenge')) {
    return description.replace(/javascript:/gi, '');
  }
