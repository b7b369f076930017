  if (shop.challenges.isEnabled('persistedXssUserChallenge')) {
    return email.replace('<', '&lt;');
  }
