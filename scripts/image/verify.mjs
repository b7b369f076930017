// Runs the image the way a container runtime would, without one (podman cannot run here: the host's
// cgroups are hybrid): the image's root filesystem is mounted (buildah mount), made read-only, given
// tmpfs volumes for the shop's writable folders and /tmp, a fresh /proc and the host's /dev, and
// the entrypoint runs chrooted into it as uid 65532 in its own mount and PID namespace. Then: the
// probe MultiJuicer uses answers, the process's uid is 65532, nothing outside the writable folders
// is writable by it, and its cold start is timed against `npm start` on this machine.
//
// `node scripts/image/verify.mjs` (after `npm run image`), or `npm run image -- --verify`.
// IMAGE_PORT (default 3350) is the port the shop listens on; VERIFY_RUNS (default 3) the starts timed;
// VERIFY_NODE_ENV the preset the image's shop runs with (unset by default, as a plain `docker run`).
// Needs root (mount, chroot), util-linux (unshare) and buildah.
import { execFileSync, spawn } from 'node:child_process';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_UID, buildah, NODE_IN_IMAGE, SERVER_ENV, WRITABLE } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.IMAGE_PORT ?? 3350);
const RUNS = Number(process.env.VERIFY_RUNS ?? 3);
const PROBE = '/rest/admin/application-version';
const log = (msg) => console.log(`[verify] ${msg}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Files and folders of the root filesystem that uid 65532 (primary group 0 or 65532) could write, outside the writable folders and /tmp. */
function writableByApp(rootfs) {
  const allowed = new Set([...WRITABLE.map((w) => `/juice-shop/${w}`), '/tmp']);
  const found = [];
  const walk = (rel) => {
    for (const entry of readdirSync(path.join(rootfs, rel))) {
      const r = `${rel}/${entry}`;
      if (allowed.has(r) || r === '/proc' || r === '/dev' || r === '/sys') continue;
      const st = lstatSync(path.join(rootfs, r));
      if (st.isSymbolicLink()) continue;
      const w = (st.uid === APP_UID && st.mode & 0o200) || ((st.gid === 0 || st.gid === APP_UID) && st.mode & 0o020) || st.mode & 0o002;
      if (w) found.push(r);
      if (st.isDirectory()) walk(r);
    }
  };
  walk('');
  return found;
}

/** The shell script that sets up the container's mounts inside the new namespaces and execs the chrooted command. */
function containerScript(rootfs, command) {
  const q = (s) => `'${s.replaceAll("'", "'\\''")}'`;
  const r = q(rootfs);
  const volumes = WRITABLE.filter((w) => !w.includes('/'))
    .map((w) => `mount -t tmpfs -o size=64m,uid=${APP_UID},gid=0,mode=0770 tmpfs ${r}/juice-shop/${w}`)
    .join('\n');
  return `set -e
mount --make-rprivate /
mount --bind ${r} ${r}
mount -o remount,bind,ro ${r}
mount -t proc proc ${r}/proc
mount --rbind /dev ${r}/dev
mount -t tmpfs -o size=128m,mode=1777 tmpfs ${r}/tmp
${volumes}
cd ${r}
exec chroot --userspec=${APP_UID}:0 ${r} ${command.map(q).join(' ')}`;
}

/** Starts the image's entrypoint in its own mount and PID namespace; resolves with the process and the ms to the probe's first 200. */
async function startContainer(rootfs, env) {
  // chroot(1) leaves the working directory at /: the image's WORKDIR is set by the node process itself
  const entry = [
    NODE_IN_IMAGE,
    '--input-type=module',
    '-e',
    "process.chdir('/juice-shop'); await import('/juice-shop/dist/serve-node.js');",
  ];
  const t0 = performance.now();
  const child = spawn('unshare', ['--mount', '--pid', '--fork', '--kill-child', 'sh', '-c', containerScript(rootfs, entry)], {
    env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', ...SERVER_ENV, PORT: String(PORT), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const ms = await firstAnswer(child, t0, () => output);
  return { child, ms, output: () => output };
}

async function firstAnswer(child, t0, output) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}):\n${output()}`);
    if (performance.now() - t0 > 60_000) throw new Error(`no answer within 60 s:\n${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}${PROBE}`);
      if (res.ok) return performance.now() - t0;
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The host pid of the shop's node process (the PID namespace's init): the descendant of `unshare` running the image's node. */
function shopPid(parentPid) {
  const descendants = (pid) => {
    let kids = [];
    try {
      kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {}
    return kids.flatMap((k) => [k, ...descendants(k)]);
  };
  for (const pid of descendants(parentPid)) {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (cmd[0] === NODE_IN_IMAGE && cmd.includes('-e')) return pid;
  }
  return undefined;
}

const uidOf = (pid) => Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

/**
 * Stops a started container. The shop is the init of its PID namespace, and an init gets no default
 * action for SIGTERM: the shop has no handler, so (as `docker stop` would after its grace period) it
 * gets SIGKILL, which ends every process of the namespace.
 */
function stopContainer(child) {
  const pid = shopPid(child.pid);
  if (pid) process.kill(pid, 'SIGKILL');
  return stop(child);
}

/** `npm start`'s cold start on this machine, to the same probe (the build is current). */
async function npmStartMs() {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'src/server/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const ms = await firstAnswer(child, t0, () => output);
  await stop(child);
  return ms;
}

export async function verify(tag = process.env.IMAGE_TAG ?? 'localhost/juice-shop-rsc:latest') {
  const ctr = buildah(['from', '--pull-never', tag]);
  let failed = false;
  const check = (ok, what) => {
    log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failed = true;
  };
  try {
    const rootfs = buildah(['mount', ctr]);
    const writable = writableByApp(rootfs);
    check(
      writable.length === 0,
      `nothing outside ${WRITABLE.join(', ')} and /tmp is writable by uid ${APP_UID}${writable.length ? `: ${writable.slice(0, 10).join(', ')}` : ''}`,
    );

    // as a plain `docker run`: NODE_ENV unset unless VERIFY_NODE_ENV names a preset (multi-juicer, ctf, ...)
    const env = process.env.VERIFY_NODE_ENV ? { NODE_ENV: process.env.VERIFY_NODE_ENV } : {};
    const inside = [];
    for (let i = 0; i < RUNS; i++) {
      const { child, ms, output } = await startContainer(rootfs, env);
      inside.push(ms);
      if (i === 0) {
        const res = await fetch(`http://127.0.0.1:${PORT}${PROBE}`);
        const body = await res.text();
        check(res.ok && /"version"/.test(body), `GET ${PROBE} answers ${res.status} ${body}`);
        const pid = shopPid(child.pid);
        const uid = pid && uidOf(pid);
        check(uid === APP_UID, `the shop's process runs as uid ${uid}`);
        const page = await fetch(`http://127.0.0.1:${PORT}/search`);
        check(page.ok, `GET /search answers ${page.status} (read-only root, tmpfs volumes)`);
        const attempt = execFileSync(
          'unshare',
          [
            'sh',
            '-c',
            `exec chroot --userspec=${APP_UID}:0 '${rootfs}' ${NODE_IN_IMAGE} -e "const fs=require('fs');for(const f of ['/juice-shop/x','/juice-shop/dist/x','/juice-shop/private/x'])try{fs.writeFileSync(f,'x');console.log('wrote '+f)}catch(e){console.log(e.code+' '+f)}"`,
          ],
          { encoding: 'utf8' },
        );
        check(!/wrote/.test(attempt), `writes outside the writable folders fail: ${attempt.trim().split('\n').join('; ')}`);
        if (/error|warn/i.test(output())) log(`shop output:\n${output()}`);
      }
      await stopContainer(child);
    }
    const outside = [];
    for (let i = 0; i < RUNS; i++) outside.push(await npmStartMs());
    const a = median(inside);
    const b = median(outside);
    log(
      `cold start to the first answer of ${PROBE}: image ${a.toFixed(0)} ms (${inside.map((x) => x.toFixed(0)).join(' / ')}), npm start ${b.toFixed(0)} ms (${outside.map((x) => x.toFixed(0)).join(' / ')}): ${(a / b).toFixed(2)}x`,
    );
    check(a <= 1.5 * b, 'cold start inside the image within 1.5x of npm start');
  } finally {
    try {
      buildah(['umount', ctr]);
    } catch {}
    buildah(['rm', ctr]);
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await verify();
