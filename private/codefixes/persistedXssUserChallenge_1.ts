  if (shop.challenges.isEnabled('persistedXssUserChallenge')) {
    return email.replace(/<script[^>]*>.*?<\/script>/gi, '');
  }
