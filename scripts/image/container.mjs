// Runs the image the way a container runtime would, without one (podman cannot run here: the host's
// cgroups are hybrid): the image's root filesystem is mounted (buildah mount), made read-only, given
// volumes for the shop's writable folders and /tmp, a fresh /proc and the host's /dev, and the
// entrypoint runs chrooted into it as uid 65532 in its own mount and PID namespace. Optionally a
// config folder is mounted read-only at /juice-shop/config (MultiJuicer's ConfigMap) and the whole
// container runs in a cgroup v1 memory group, which it then sees at /sys/fs/cgroup/memory as a
// Docker container on cgroup v1 does. Shared by verify.mjs, test.mjs and bench.mjs.
// Needs root (mount, chroot), util-linux (unshare) and buildah.
import { spawn } from 'node:child_process';
import { chownSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_UID, buildah, NODE_IN_IMAGE, SERVER_ENV, VOLUMES, WRITABLE } from './common.mjs';

export const PROBE = '/rest/admin/application-version';

/** Mounts the image's root filesystem; `body` gets its path; the container is removed afterwards. */
export async function withRootfs(tag, body) {
  const ctr = buildah(['from', '--pull-never', tag]);
  try {
    return await body(buildah(['mount', ctr]));
  } finally {
    try {
      buildah(['umount', ctr]);
    } catch {}
    buildah(['rm', ctr]);
  }
}

/** Files and folders of the root filesystem that uid 65532 (primary group 0 or 65532) could write, outside the writable folders and /tmp. */
export function writableByApp(rootfs) {
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

const q = (s) => `'${String(s).replaceAll("'", "'\\''")}'`;

/**
 * The shell script that sets up the container's mounts inside the new namespaces and execs the
 * chrooted command. `volumes` are host folders (disk-backed, as Kubernetes' default emptyDir) by
 * target, or null for tmpfs volumes (memory-backed, counted in the cgroup).
 */
function containerScript(rootfs, command, { volumes, configDir, cgroupDir }) {
  const r = q(rootfs);
  const mounts = VOLUMES.map((t) =>
    volumes
      ? `mount --bind ${q(volumes[t])} ${r}${t}`
      : `mount -t tmpfs -o size=${t === '/tmp' ? 128 : 64}m,uid=${APP_UID},gid=0,mode=${t === '/tmp' ? 1777 : '0770'} tmpfs ${r}${t}`,
  );
  if (configDir) mounts.push(`mount --bind ${q(configDir)} ${r}/juice-shop/config`, `mount -o remount,bind,ro ${r}/juice-shop/config`);
  if (cgroupDir)
    mounts.push(
      `mount -t tmpfs -o size=1m,mode=0755 tmpfs ${r}/sys`,
      `mkdir -p ${r}/sys/fs/cgroup/memory`,
      `mount --bind ${q(cgroupDir)} ${r}/sys/fs/cgroup/memory`,
      `mount -o remount,bind,ro ${r}/sys/fs/cgroup/memory`,
    );
  return `set -e
mount --make-rprivate /
mount --bind ${r} ${r}
mount -o remount,bind,ro ${r}
mount -t proc proc ${r}/proc
mount --rbind /dev ${r}/dev
${mounts.join('\n')}
cd ${r}
exec chroot --userspec=${APP_UID}:0 ${r} ${command.map(q).join(' ')}`;
}

/** Host folders for the writable volumes, owned by the app's user as a pod's fsGroup would make them. */
export function diskVolumes() {
  const base = mkdtempSync(path.join(os.tmpdir(), 'juice-volumes-'));
  const volumes = {};
  for (const t of VOLUMES) {
    const dir = path.join(base, t.replaceAll('/', '_'));
    mkdirSync(dir, { mode: 0o770 });
    chownSync(dir, APP_UID, 0);
    volumes[t] = dir;
  }
  return { volumes, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/**
 * Starts the image's entrypoint (its node, dist/serve-node.js, working directory /juice-shop) in
 * its own mount and PID namespace; resolves once the probe answers 200, with the process and the
 * milliseconds from the start to that answer.
 */
export async function startContainer(rootfs, { port, env = {}, volumes = null, configDir = null, cgroupDir = null, timeoutMs = 60_000 }) {
  // chroot(1) leaves the working directory at /: the image's WORKDIR is set by the node process itself
  const entry = [
    NODE_IN_IMAGE,
    '--input-type=module',
    '-e',
    "process.chdir('/juice-shop'); await import('/juice-shop/dist/serve-node.js');",
  ];
  const unshare = [
    'unshare',
    '--mount',
    '--pid',
    '--fork',
    '--kill-child',
    'sh',
    '-c',
    containerScript(rootfs, entry, { volumes, configDir, cgroupDir }),
  ];
  // in a cgroup: the shell joins it first, so that everything the container starts is in it
  const argv = cgroupDir ? ['sh', '-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', cgroupDir, ...unshare] : unshare;
  const t0 = performance.now();
  const child = spawn(argv[0], argv.slice(1), {
    env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', ...SERVER_ENV, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const ms = await firstAnswer(child, port, t0, () => output, timeoutMs);
  return { child, ms, output: () => output, pid: () => shopPid(child.pid) };
}

/** Resolves with the ms from `t0` to the probe's first 200; throws when the process exits first. */
export async function firstAnswer(child, port, t0, output, timeoutMs = 60_000) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited (${child.exitCode}):\n${output()}`);
    if (performance.now() - t0 > timeoutMs) throw new Error(`no answer within ${timeoutMs / 1000} s:\n${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${PROBE}`);
      if (res.ok) return performance.now() - t0;
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The host pid of the shop's node process (the PID namespace's init): the descendant of `unshare` running the image's node. */
export function shopPid(parentPid) {
  const descendants = (pid) => {
    let kids = [];
    try {
      kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {}
    return kids.flatMap((k) => [k, ...descendants(k)]);
  };
  for (const pid of descendants(parentPid)) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (
        cmd[0] === NODE_IN_IMAGE &&
        cmd.some((a) => a.endsWith('serve-node.js') || a.includes("import('/juice-shop/dist/serve-node.js')"))
      )
        return pid;
    } catch {}
  }
  return undefined;
}

export const uidOf = (pid) => Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

/** Stops a started container as `docker stop` does: SIGTERM to its first process, which ends the namespace; resolves once gone. */
export function stopContainer({ child, pid }) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    const shop = pid();
    if (shop) process.kill(shop, 'SIGTERM');
    else child.kill('SIGTERM');
  });
}
