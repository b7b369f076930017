/** Addresses of the shop's own machine: the staff work on it, behind the shop's reverse proxy. */
const SHOP_HOST = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3}|localhost)$/i;

/** Whether the request comes from the shop's own machine (the proxy names the client it serves). */
function fromShopHost(): boolean {
  const client = requestHeader('x-real-ip')?.trim() ?? '';
  return SHOP_HOST.test(client);
}
