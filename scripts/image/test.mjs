// `npm run test:image`: builds the image offline (build.mjs), mounts its root filesystem and runs
// the shop from it as a MultiJuicer team's pod would run it (container.mjs: uid 65532, read-only
// root, volumes for the writable folders, its own mount and PID namespace), with the environment
// MultiJuicer sets and a multi-juicer.yaml mounted read-only into /juice-shop/config/. Then checks
// what MultiJuicer and a team see: the probe, the CTF flags from CTF_KEY, the solutions webhook,
// GET /api/challenges, and a restart that loses progress which the continue code brings back.
// Needs root (mount, chroot, unshare) and buildah; `--no-build` reuses the image as it is.
import { createHmac, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { APP_UID, TAG, WRITABLE } from './common.mjs';
import { PROBE, startContainer, stopContainer, uidOf, withRootfs, writableByApp } from './container.mjs';
import { writeAttempts } from './verify.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.IMAGE_PORT ?? 3351);
const shop = `http://127.0.0.1:${PORT}`;
const CTF_KEY = randomBytes(12).toString('hex');
const TEAM = 'team-alpha';
const flagOf = (name) => createHmac('sha1', CTF_KEY).update(name).digest('hex');

/** The file MultiJuicer's ConfigMap holds: its chart's defaults, with a name to see that it was read. */
const MULTI_JUICER_YAML = `application:
  name: Team Alpha's Juice Shop
  showVersionNumber: false
  showGitHubLinks: false
challenges:
  showHints: true
hackingInstructor:
  isEnabled: true
ctf:
  showFlagsInNotifications: false
`;

/** MultiJuicer's balancer, as far as the shop talks to it: the webhook each solve is POSTed to. */
const received = [];
const balancer = createServer((req, res) => {
  let raw = '';
  req.on('data', (d) => (raw += d));
  req.on('end', () => {
    received.push({ url: req.url, method: req.method, type: req.headers['content-type'] ?? '', body: JSON.parse(raw) });
    res.end();
  });
});

let rootfs;
let release;
let container;
let configDir;
const env = () => ({
  NODE_ENV: 'multi-juicer',
  CTF_KEY,
  SOLUTIONS_WEBHOOK: `http://127.0.0.1:${balancer.address().port}/team/${TEAM}/webhook`,
});

const json = async (p, init) => {
  const res = await fetch(shop + p, init);
  return { status: res.status, body: await res.json() };
};
const waitFor = async (what, predicate, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};
const solved = async () => (await json('/api/challenges')).body.data.filter((c) => c.solved).map((c) => c.key);

before(async () => {
  if (!process.argv.includes('--no-build')) {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts/image/build.mjs')], { stdio: 'inherit' });
    assert.equal(r.status, 0, 'npm run image failed');
  }
  await new Promise((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  configDir = mkdtempSync(path.join(os.tmpdir(), 'juice-config-'));
  // readable by everyone, as Kubernetes mounts a ConfigMap's files
  chmodSync(configDir, 0o755);
  writeFileSync(path.join(configDir, 'multi-juicer.yaml'), MULTI_JUICER_YAML, { mode: 0o644 });
  // withRootfs holds the mount for as long as the tests run: its body resolves when `after` says so
  await new Promise((ready) => {
    withRootfs(TAG, (mounted) => {
      rootfs = mounted;
      ready();
      return new Promise((resolve) => (release = resolve));
    });
  });
  container = await startContainer(rootfs, { port: PORT, env: env(), configDir });
});

after(async () => {
  if (container) await stopContainer(container);
  release?.();
  balancer.close();
  rmSync(configDir, { recursive: true, force: true });
});

test('the probe MultiJuicer starts, readies and keeps the pod alive by answers', async () => {
  const { status, body } = await json(PROBE);
  assert.equal(status, 200);
  assert.match(body.version, /^\d+\.\d+\.\d+/);
});

test('the mounted multi-juicer.yaml is read over the preset of NODE_ENV=multi-juicer', async () => {
  const { body } = await json('/rest/admin/application-configuration');
  assert.equal(body.config.application.name, "Team Alpha's Juice Shop");
  // from the preset, which the mounted file does not repeat
  assert.equal(body.config.ctf.systemWideNotifications.url, '/multi-juicer/api/notifications');
});

test('a solve reaches SOLUTIONS_WEBHOOK with upstream body, its flag derived from CTF_KEY', async () => {
  await (await fetch(`${shop}/assets/public/images/padding/1px.png`)).arrayBuffer();
  await waitFor('the webhook', () => received.some((r) => r.body.solution?.challenge === 'scoreBoardChallenge'));
  const report = received.find((r) => r.body.solution.challenge === 'scoreBoardChallenge');
  assert.equal(report.method, 'POST');
  assert.equal(report.url, `/team/${TEAM}/webhook`);
  assert.match(report.type, /application\/json/);
  assert.equal(report.body.ctfFlag, flagOf('Score Board'));
  assert.deepEqual(Object.keys(report.body).sort(), ['ctfFlag', 'issuer', 'solution']);
  assert.deepEqual(Object.keys(report.body.solution).sort(), [
    'challenge',
    'cheatScore',
    'hintsAvailable',
    'hintsUnlocked',
    'issuedOn',
    'totalCheatScore',
  ]);
  assert.equal(report.body.issuer.config, 'multi-juicer');
  assert.equal(report.body.issuer.appName, "Team Alpha's Juice Shop");
});

test("GET /api/challenges answers MultiJuicer's progress reader: every challenge's key, solved and updatedAt", async () => {
  const { status, body } = await json('/api/challenges');
  assert.equal(status, 200);
  assert.equal(body.status, 'success');
  assert.equal(body.data.length, 123);
  for (const c of body.data) {
    assert.equal(typeof c.key, 'string');
    assert.equal(typeof c.solved, 'boolean');
    assert.ok(!Number.isNaN(Date.parse(c.updatedAt)), `${c.key}: updatedAt ${c.updatedAt}`);
  }
  assert.ok(body.data.find((c) => c.key === 'scoreBoardChallenge').solved);
  // the catalogue MultiJuicer's score board copies out of the image names the same challenges in the same order
  const yaml = readFileSync(path.join(rootfs, 'juice-shop/data/static/challenges.yml'), 'utf8');
  assert.deepEqual(
    [...yaml.matchAll(/^ {2}key: (\w+)$/gm)].map((m) => m[1]),
    body.data.map((c) => c.key),
  );
});

test('a restarted pod has lost its progress, and the continue code MultiJuicer keeps brings all of it back', async () => {
  for (const p of ['/rest/no-such-thing', '/assets/public/images/padding/81px.png']) await (await fetch(shop + p)).arrayBuffer();
  await waitFor('three solves', async () => (await solved()).length === 3);
  const before = (await solved()).sort();
  const { body } = await json('/rest/continue-code');
  assert.match(body.continueCode, /^[a-zA-Z0-9]{60,}$/);

  await stopContainer(container);
  container = await startContainer(rootfs, { port: PORT, env: env(), configDir });
  assert.deepEqual(await solved(), []);

  const applied = await fetch(`${shop}/rest/continue-code/apply/${body.continueCode}`, { method: 'PUT' });
  assert.equal(applied.status, 200);
  assert.deepEqual((await solved()).sort(), before);
});

test('the shop and every process it starts run as uid 65532, and it cannot write outside its writable folders', async () => {
  // a search runs in a sandbox child: the process tree then holds the shop and a child
  await (await fetch(`${shop}/rest/products/search?q=apple`)).arrayBuffer();
  const pid = container.pid();
  const tree = [pid, ...readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)];
  assert.ok(tree.length > 1, 'a sandbox child runs');
  for (const p of tree) assert.equal(uidOf(p), APP_UID, `process ${p}`);
  assert.deepEqual(writableByApp(rootfs), [], `nothing outside ${WRITABLE.join(', ')} and /tmp is writable by uid ${APP_UID}`);
  const attempts = writeAttempts(rootfs);
  assert.ok(attempts.length >= 5 && attempts.every((a) => a.startsWith('EACCES') || a.startsWith('EROFS')), attempts.join('; '));
});
