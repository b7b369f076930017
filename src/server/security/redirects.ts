/**
 * The addresses the shop may send a visitor to (upstream's allow-list, a fact: the three crypto
 * addresses are retired donation targets, kept on purpose for Outdated Allowlist). The /redirect
 * route and the Cross-Site Imaging check both ask `isRedirectAllowed`.
 */
// vuln-code-snippet start redirectCryptoCurrencyChallenge redirectChallenge
export const REDIRECT_ALLOWLIST: readonly string[] = [
  'https://github.com/juice-shop/juice-shop',
  'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm', // vuln-code-snippet vuln-line redirectCryptoCurrencyChallenge
  'https://explorer.dash.org/address/Xr556RzuwX6hg5EGpkybbv5RanJoZN17kW', // vuln-code-snippet vuln-line redirectCryptoCurrencyChallenge
  'https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6', // vuln-code-snippet vuln-line redirectCryptoCurrencyChallenge
  'http://shop.spreadshirt.com/juiceshop',
  'http://shop.spreadshirt.de/juiceshop',
  'https://www.stickeryou.com/products/owasp-juice-shop/794',
  'http://leanpub.com/juice-shop',
];

/** Whether `url` may be redirected to. Any mention of an allowed address passes, wherever it sits in the URL: the Allowlist Bypass. */
export const isRedirectAllowed = (url: string) => REDIRECT_ALLOWLIST.some((allowed) => url.includes(allowed)); // vuln-code-snippet vuln-line redirectChallenge
// vuln-code-snippet end redirectCryptoCurrencyChallenge redirectChallenge
