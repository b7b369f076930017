  const sticker = decal ? `/assets/public/images/${decal.replace('../', '')}` : imageUrl(logo, '');
