  if (shop.challenges.isEnabled('restfulXssChallenge')) {
    return stripHtml(description);
  }
