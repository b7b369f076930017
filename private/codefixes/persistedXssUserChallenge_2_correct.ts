  if (shop.challenges.isEnabled('persistedXssUserChallenge')) {
    return stripHtml(email);
  }
