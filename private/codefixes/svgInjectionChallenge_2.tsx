  const sticker = decal?.endsWith('.svg') ? `/assets/public/images/${decal}` : imageUrl(logo, '');
