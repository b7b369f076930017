  const sticker = decal ? `/assets/public/images/${encodeURI(decal)}` : imageUrl(logo, '');
