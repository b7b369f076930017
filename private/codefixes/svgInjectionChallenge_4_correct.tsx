  const sticker = imageUrl(logo, '');
