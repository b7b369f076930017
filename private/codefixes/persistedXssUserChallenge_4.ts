  if (shop.challenges.isEnabled('persistedXssUserChallenge')) {
    return email.trim().toLowerCase();
  }
