/** Page sizes: multiples of 12, up to the first one that shows every product at once. */
export function pageSizes(total: number) {
  const sizes = [];
  for (let i = 1; i <= Math.max(1, Math.ceil(total / 12)); i++) sizes.push(i * 12);
  return sizes;
}
