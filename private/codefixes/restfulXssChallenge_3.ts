  if (shop.challenges.isEnabled('restfulXssChallenge')) {
    return description.slice(0, 255);
  }
