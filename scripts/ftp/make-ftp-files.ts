/**
 * Makes the generated files of private/ftp (run from the project root after changing a source):
 *
 *   node scripts/ftp/make-ftp-files.ts
 *
 * - coupons_2013.md.bak: the 2013 coupon codes (the shop's own coupon encoding, Z85).
 * - encrypt.pyc and announcement_encrypted.md: encrypt.py compiled, and announcement.md encrypted
 *   by it (python3 is needed for these two).
 * - incident-support.kdbx: the support team's KeePass database with the seeded password of
 *   support@<domain>. It opens with no master password and a key file: the shop's own product
 *   picture INCIDENT_KEY_FILE (the 3D-printed logo's photo, served at
 *   /assets/public/images/products/3d_keychain.jpg).
 *   The player's way in: the hints say the data file is protected by something weak; trying every
 *   picture the shop serves (the product list names them all) as KeePass key file opens it.
 * - package-lock.json.bak: a lock file matching package.json.bak (integrity values are made up).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { generateCoupon } from '../../src/server/security/coupons.ts';
import { INCIDENT_KEY_FILE, keepass } from './keepass.ts';

const FTP = 'private/ftp';
const here = path.dirname(new URL(import.meta.url).pathname);

function coupons() {
  const monthly = Array.from({ length: 12 }, (_, month) => generateCoupon(month === 11 ? 15 : 10, new Date(2013, month, 15)));
  writeFileSync(path.join(FTP, 'coupons_2013.md.bak'), `${monthly.join('\n')}\n`);
}

function announcement() {
  execFileSync('python3', [path.join(here, 'encrypt.py'), path.join(here, 'announcement.md'), path.join(FTP, 'announcement_encrypted.md')]);
  execFileSync('python3', [
    '-c',
    `import py_compile; py_compile.compile(${JSON.stringify(path.join(here, 'encrypt.py'))}, cfile=${JSON.stringify(path.join(FTP, 'encrypt.pyc'))}, dfile='encrypt.py', doraise=True)`,
  ]);
}

async function incidentDatabase() {
  const users = load(readFileSync('private/seed/users.yml', 'utf8')) as Array<{ key: string; password: string }>;
  const support = users.find((u) => u.key === 'support');
  if (!support) throw new Error('no support user in the seed');
  const kdbxweb = keepass();
  const credentials = new kdbxweb.KdbxCredentials(null, new Uint8Array(readFileSync(INCIDENT_KEY_FILE)));
  const db = kdbxweb.Kdbx.create(credentials, 'Support Team');
  db.setKdf(kdbxweb.Consts.KdfId.Argon2id);
  const group = db.getDefaultGroup();
  const entry = db.createEntry(group);
  entry.fields.set('Title', 'Juice Shop support account');
  entry.fields.set('UserName', 'support@juice-sh.op');
  entry.fields.set('Password', kdbxweb.ProtectedValue.fromString(support.password));
  entry.fields.set('URL', 'http://localhost:3000/#/login');
  entry.fields.set('Notes', 'Shared account for incident handling. Rotate after every incident and update this entry!');
  const pager = db.createEntry(group);
  pager.fields.set('Title', 'On-call pager');
  pager.fields.set('UserName', 'oncall');
  pager.fields.set('Password', kdbxweb.ProtectedValue.fromString('pager-rotation-is-monday'));
  pager.fields.set('Notes', 'The phone is in the top drawer of the support desk.');
  writeFileSync(path.join(FTP, 'incident-support.kdbx'), new Uint8Array(await db.save()));
}

const LOCKED_VERSIONS: Record<string, string> = {
  'body-parser': '1.18.2',
  config: '1.28.1',
  'cookie-parser': '1.4.3',
  cors: '2.8.4',
  'epilogue-js': '0.7.1',
  errorhandler: '1.5.0',
  express: '4.16.2',
  'express-jwt': '0.1.3',
  'fs-extra': '4.0.3',
  hashids: '1.1.4',
  helmet: '3.9.0',
  'js-yaml': '3.10.0',
  jsonwebtoken: '8.1.0',
  libxmljs: '0.18.7',
  marsdb: '0.6.11',
  morgan: '1.9.0',
  multer: '1.3.0',
  pdfkit: '0.8.3',
  'sanitize-html': '1.4.2',
  sequelize: '4.28.6',
  'serve-index': '1.9.1',
  'socket.io': '2.0.4',
  sqlite3: '3.1.13',
  z85: '0.0.2',
  chai: '4.1.2',
  eslint: '4.7.2',
  'eslint-scope': '3.7.2',
  grunt: '1.0.1',
  'grunt-cli': '1.2.0',
  karma: '1.7.1',
  mocha: '4.0.1',
  nyc: '11.4.1',
  protractor: '5.2.2',
  sinon: '4.1.3',
  standard: '10.0.3',
};

function lockFile() {
  const manifest = JSON.parse(readFileSync(path.join(FTP, 'package.json.bak'), 'utf8')) as {
    name: string;
    version: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const locked = (name: string, dev: boolean) => {
    const version = LOCKED_VERSIONS[name];
    if (!version) throw new Error(`no locked version for ${name}`);
    const integrity = createHash('sha512').update(`${name}@${version}`).digest('base64');
    return [
      name,
      {
        version,
        resolved: `https://registry.npmjs.org/${name}/-/${name}-${version}.tgz`,
        integrity: `sha512-${integrity}`,
        ...(dev ? { dev: true } : {}),
      },
    ] as const;
  };
  const dependencies = Object.fromEntries(
    [
      ...Object.keys(manifest.dependencies).map((n) => locked(n, false)),
      ...Object.keys(manifest.devDependencies).map((n) => locked(n, true)),
    ].sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(
    path.join(FTP, 'package-lock.json.bak'),
    `${JSON.stringify({ name: manifest.name, version: manifest.version, lockfileVersion: 1, requires: true, dependencies }, null, 2)}\n`,
  );
}

coupons();
announcement();
lockFile();
await incidentDatabase();
