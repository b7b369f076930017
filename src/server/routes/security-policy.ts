import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { LOCALES } from '../../lib/i18n';
import { byKindThenName, directoryListingPage, folderEntries, requestedPath, type ListedEntry } from '../http/directory-listing';
import type { Shop } from '../context';

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.asc': 'application/pgp-signature',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.sha512': 'text/plain; charset=utf-8',
};

/** The OpenPGP key that signed the advisories (its public half lies in csaf/openpgp/, named by its fingerprint). */
const ADVISORY_KEY_FINGERPRINT = 'AD2CFD9472A82B316A0A33B9DDBB23DE0343FEAE';

/**
 * The security policy (RFC 9116) at both addresses upstream answers, and the CSAF provider
 * behind its `CSAF:` field: the provider metadata, the advisories with their signatures and
 * hashes, and the folders as listings. The express-jwt advisory is upstream's file byte for byte:
 * its SHA-512 is what the Security Advisory challenge asks for.
 */
export function securityPolicyRoutes(shop: Shop) {
  const r = new Hono();
  const root = path.join(shop.privateDir, 'well-known');
  const settings = shop.config.application.securityTxt;
  const baseUrl = shop.config.server.baseUrl ?? `http://localhost:${shop.config.server.port}`;
  const expires = new Date(shop.startedAt);
  expires.setFullYear(expires.getFullYear() + 1);

  const securityTxt = () => {
    const languages = [...new Set(LOCALES.map((key) => key.slice(0, 2)))].join(', ');
    const fields: Array<[string, string | undefined]> = [
      ['Contact', settings?.contact],
      ['Encryption', settings?.encryption],
      ['Acknowledgements', settings?.acknowledgements],
      ['Preferred-Languages', languages],
      ['Hiring', settings?.hiring],
      ['CSAF', settings?.csaf ? baseUrl + settings.csaf : undefined],
      ['Expires', expires.toUTCString()],
    ];
    return fields.flatMap(([name, value]) => (value ? [`${name}: ${value}\n`] : [])).join('');
  };

  const providerMetadata = () =>
    JSON.stringify(
      {
        canonical_url: `${baseUrl}/.well-known/csaf/provider-metadata.json`,
        distributions: [{ directory_url: `${baseUrl}/.well-known/csaf/` }],
        last_updated: '2024-03-26T09:17:56.336Z',
        list_on_CSAF_aggregators: false,
        metadata_version: '2.0',
        mirror_on_CSAF_aggregators: false,
        public_openpgp_keys: [
          {
            fingerprint: ADVISORY_KEY_FINGERPRINT,
            url: `${baseUrl}/.well-known/csaf/openpgp/${ADVISORY_KEY_FINGERPRINT.toLowerCase()}.asc`,
          },
        ],
        publisher: {
          category: 'vendor',
          name: shop.config.application.name,
          namespace: 'https://github.com/juice-shop/juice-shop',
          contact_details: settings?.contact?.replace(/^mailto:/, '') ?? '',
        },
        role: 'csaf_trusted_provider',
      },
      null,
      2,
    );

  // nothing is wrong here: reading the policy is good practice, and the challenge rewards it
  for (const address of ['/.well-known/security.txt', '/security.txt']) {
    r.get(address, (c) => {
      shop.challenges.solve('securityPolicyChallenge');
      return c.text(securityTxt());
    });
  }

  r.get('/.well-known/csaf/provider-metadata.json', (c) => c.body(providerMetadata(), 200, { 'content-type': CONTENT_TYPES['.json']! }));

  /** Generated files shown in the listings beside the ones in the folder. */
  const generated = (folder: string): ListedEntry[] => {
    const at = new Date(shop.startedAt);
    if (folder === '') return [{ name: 'security.txt', directory: false, size: Buffer.byteLength(securityTxt()), modified: at }];
    if (folder === 'csaf')
      return [{ name: 'provider-metadata.json', directory: false, size: Buffer.byteLength(providerMetadata()), modified: at }];
    return [];
  };

  r.get('/.well-known/*', async (c: Context) => {
    const segments = new URL(c.req.url).pathname.split('/').filter(Boolean).slice(1).map(safeDecode);
    // only plain names: nothing of the request can point outside the folder
    if (segments.some((s) => s === undefined || s === '.' || s === '..' || /[/\\\0]/.test(s))) return c.text('Not Found', 404);
    const relative = (segments as string[]).join('/');
    const target = path.join(root, relative);
    const info = await stat(target).catch(() => undefined);
    if (info?.isDirectory()) {
      const entries = [...(await folderEntries(target)), ...generated(relative)].sort(byKindThenName);
      return c.html(directoryListingPage(`/.well-known/${relative}`.replace(/\/$/, ''), requestedPath(c.req.url), entries));
    }
    if (!info?.isFile()) return c.text('Not Found', 404);
    const type = CONTENT_TYPES[path.extname(target)] ?? 'application/octet-stream';
    return c.body(new Uint8Array(await readFile(target)), 200, { 'content-type': type });
  });
  r.get('/.well-known', async (c) =>
    c.html(
      directoryListingPage(
        '/.well-known',
        requestedPath(c.req.url),
        [...(await folderEntries(root)), ...generated('')].sort(byKindThenName),
      ),
    ),
  );

  return r;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
