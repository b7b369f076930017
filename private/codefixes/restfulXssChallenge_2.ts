  if (shop.challenges.isEnabled('restfulXssChallenge')) {
    return description.replace(/<iframe/gi, '');
  }
