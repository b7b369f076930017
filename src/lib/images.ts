/**
 * Image values are stored as upstream stores them: a plain file name is a product image, a
 * relative path lives under the public images folder, a URL stays as it is.
 */
export function imageUrl(image: string, folder: 'products' | '' = 'products') {
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/')) return image;
  if (image.startsWith('assets/')) return `/${image}`;
  return image.includes('/') || !folder ? `/assets/public/images/${image}` : `/assets/public/images/${folder}/${image}`;
}
