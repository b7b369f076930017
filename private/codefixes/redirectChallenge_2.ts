export const REDIRECT_ALLOWLIST: readonly string[] = [
  'https://github.com/juice-shop/juice-shop',
  'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm',
  'https://explorer.dash.org/address/Xr556RzuwX6hg5EGpkybbv5RanJoZN17kW',
  'https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6',
  'http://shop.spreadshirt.com/juiceshop',
  'http://shop.spreadshirt.de/juiceshop',
  'https://www.stickeryou.com/products/owasp-juice-shop/794',
  'http://leanpub.com/juice-shop',
];

/** Whether `url` may be redirected to. Any mention of an allowed address passes, wherever it sits in the URL: the Allowlist Bypass. */
export const isRedirectAllowed = (url: string) => REDIRECT_ALLOWLIST.some((allowed) => url.endsWith(allowed));
