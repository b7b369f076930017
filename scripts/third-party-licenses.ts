import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { THIRD_PARTY_LICENSES_PATH } from '../src/lib/third-party-licenses';

/** The file name Angular builds ship their listing under (upstream's front end has one there). */
const LICENSES_FILE = THIRD_PARTY_LICENSES_PATH.slice(1);

export type PackageNotice = { name: string; version: string; license: string; repository?: string; text?: string };

/**
 * Packages the front end declares beyond what the bundler finds: the dependencies the shop's
 * storyline front end carried over from its Angular days. `ngy-cookie` is the typosquat of
 * ngx-cookie that the Frontend Typosquatting challenge asks players to spot (upstream's front
 * end really depends on it). It is an Angular module (peer dependencies @angular/core and
 * @angular/common), so our React client cannot load it, and installing it would pull Angular in;
 * it is declared here with the facts of its only published version instead.
 */
export const DECLARED_FRONTEND_PACKAGES: PackageNotice[] = [
  { name: 'ngy-cookie', version: '6.0.1000', license: 'MIT', repository: 'https://github.com/salemdar/ngx-cookie.git' },
];

const LICENSE_FILE = /^(licen[cs]e|copying)(\.(md|txt|markdown))?$/i;

/** The package folder a bundled module belongs to, or undefined for the shop's own sources. */
export function packageRootOf(moduleId: string): string | undefined {
  const file = moduleId.replace(/^\0/, '').split('?')[0].replaceAll('\\', '/');
  const at = file.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const parts = file.slice(at + '/node_modules/'.length).split('/');
  const depth = parts[0].startsWith('@') ? 2 : 1;
  if (parts.length <= depth) return undefined;
  return file.slice(0, at + '/node_modules/'.length) + parts.slice(0, depth).join('/');
}

function licenseOf(pkg: { license?: unknown; licenses?: unknown }): string {
  const one = (l: unknown) =>
    typeof l === 'string' ? l : l && typeof l === 'object' && 'type' in l ? String((l as { type: unknown }).type) : undefined;
  if (pkg.license) return one(pkg.license) ?? 'UNKNOWN';
  if (Array.isArray(pkg.licenses)) return pkg.licenses.map(one).filter(Boolean).join(' OR ') || 'UNKNOWN';
  return 'UNKNOWN';
}

function repositoryOf(pkg: { repository?: unknown }): string | undefined {
  const r = pkg.repository;
  if (typeof r === 'string') return r;
  if (r && typeof r === 'object' && 'url' in r) return String((r as { url: unknown }).url);
  return undefined;
}

/** Name, version, licence and licence text of the installed package in `root`. */
export function readPackageNotice(root: string): PackageNotice | undefined {
  const manifest = path.join(root, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  if (!pkg.name || !pkg.version) return undefined;
  const licenseFile = readdirSync(root).find((f) => LICENSE_FILE.test(f));
  return {
    name: pkg.name,
    version: pkg.version,
    license: licenseOf(pkg),
    repository: repositoryOf(pkg),
    text: licenseFile ? readFileSync(path.join(root, licenseFile), 'utf8').trim() : undefined,
  };
}

/** The third-party packages behind the given bundled modules, plus the declared ones. */
export function noticesFor(moduleIds: Iterable<string>, declared: PackageNotice[] = DECLARED_FRONTEND_PACKAGES): PackageNotice[] {
  const roots = new Set<string>();
  for (const id of moduleIds) {
    const root = packageRootOf(id);
    if (root) roots.add(root);
  }
  const byKey = new Map<string, PackageNotice>();
  for (const root of roots) {
    const notice = readPackageNotice(root);
    if (notice) byKey.set(`${notice.name}@${notice.version}`, notice);
  }
  for (const notice of declared) byKey.set(`${notice.name}@${notice.version}`, notice);
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** The plain-text listing: one block per package, name and version first. */
export function formatNotices(notices: PackageNotice[]): string {
  const blocks = notices.map((n) =>
    [
      `${n.name} ${n.version}`,
      `License: ${n.license}`,
      ...(n.repository ? [`Repository: ${n.repository}`] : []),
      ...(n.text ? ['', n.text] : []),
    ].join('\n'),
  );
  const head = 'Third-party software in the shop front end (name, version, licence)';
  return `${head}\n${'='.repeat(head.length)}\n\n${blocks.join('\n\n--------------------------------------------------------------------------------\n\n')}\n`;
}

/**
 * Writes /3rdpartylicenses.txt next to the client bundle: every package whose code the client
 * build bundled, read from its installed package.json and licence file. In `waku dev` there is no
 * bundle: the listing names the packages the browser has loaded so far.
 */
export function thirdPartyLicensesPlugin(): Plugin {
  return {
    name: 'shop:third-party-licenses',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const ids: string[] = [];
      for (const output of Object.values(bundle)) if (output.type === 'chunk') ids.push(...output.moduleIds);
      this.emitFile({ type: 'asset', fileName: LICENSES_FILE, source: formatNotices(noticesFor(ids)) });
    },
    configureServer(server) {
      server.middlewares.use(`/${LICENSES_FILE}`, (_req, res) => {
        // the modules the browser has loaded so far; pre-bundled ones map back to their package
        const client = server.environments.client;
        const optimized = Object.values(client.depsOptimizer?.metadata.optimized ?? {});
        const sourceOf = new Map(optimized.map((dep) => [path.resolve(dep.file), dep.src ?? '']));
        const loaded = [...client.moduleGraph.idToModuleMap.keys()].map((id) => sourceOf.get(id.split('?')[0]) ?? id);
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(formatNotices(noticesFor(loaded)));
      });
    },
  };
}
