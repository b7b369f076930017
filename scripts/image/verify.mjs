// Runs the image the way a container runtime would (container.mjs: its root filesystem read-only,
// tmpfs volumes, uid 65532 in its own mount and PID namespace). Then: the probe MultiJuicer uses
// answers, the process's uid is 65532, nothing outside the writable folders is writable by it, and
// its cold start is timed against `npm start` on this machine.
//
// `node scripts/image/verify.mjs` (after `npm run image`), or `npm run image -- --verify`.
// IMAGE_PORT (default 3350) is the port the shop listens on; VERIFY_RUNS (default 3) the starts timed;
// VERIFY_NODE_ENV the preset the image's shop runs with (unset by default, as a plain `docker run`).
// Needs root (mount, chroot), util-linux (unshare) and buildah.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_UID, NODE_IN_IMAGE, WRITABLE } from './common.mjs';
import { firstAnswer, PROBE, startContainer, stopContainer, uidOf, withRootfs, writableByApp } from './container.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.IMAGE_PORT ?? 3350);
const RUNS = Number(process.env.VERIFY_RUNS ?? 3);
const log = (msg) => console.log(`[verify] ${msg}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

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
  const ms = await firstAnswer(child, PORT, t0, () => output);
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  return ms;
}

/** Tries, as uid 65532 in the image's root filesystem, to write beside the app's files; the lines of what happened. */
export function writeAttempts(rootfs) {
  return execFileSync(
    'unshare',
    [
      'sh',
      '-c',
      `exec chroot --userspec=${APP_UID}:0 '${rootfs}' ${NODE_IN_IMAGE} -e "const fs=require('fs');for(const f of ['/juice-shop/x','/juice-shop/dist/x','/juice-shop/private/x','/juice-shop/config/x','/etc/x'])try{fs.writeFileSync(f,'x');console.log('wrote '+f)}catch(e){console.log(e.code+' '+f)}"`,
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n');
}

export async function verify(tag = process.env.IMAGE_TAG ?? 'localhost/juice-shop-rsc:latest') {
  let failed = false;
  const check = (ok, what) => {
    log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) failed = true;
  };
  await withRootfs(tag, async (rootfs) => {
    const writable = writableByApp(rootfs);
    check(
      writable.length === 0,
      `nothing outside ${WRITABLE.join(', ')} and /tmp is writable by uid ${APP_UID}${writable.length ? `: ${writable.slice(0, 10).join(', ')}` : ''}`,
    );

    // as a plain `docker run`: NODE_ENV unset unless VERIFY_NODE_ENV names a preset (multi-juicer, ctf, ...)
    const env = process.env.VERIFY_NODE_ENV ? { NODE_ENV: process.env.VERIFY_NODE_ENV } : {};
    const inside = [];
    for (let i = 0; i < RUNS; i++) {
      const container = await startContainer(rootfs, { port: PORT, env });
      inside.push(container.ms);
      if (i === 0) {
        const res = await fetch(`http://127.0.0.1:${PORT}${PROBE}`);
        const body = await res.text();
        check(res.ok && /"version"/.test(body), `GET ${PROBE} answers ${res.status} ${body}`);
        const pid = container.pid();
        const uid = pid && uidOf(pid);
        check(uid === APP_UID, `the shop's process runs as uid ${uid}`);
        const page = await fetch(`http://127.0.0.1:${PORT}/search`);
        check(page.ok, `GET /search answers ${page.status} (read-only root, tmpfs volumes)`);
        const attempts = writeAttempts(rootfs);
        check(!attempts.some((a) => a.startsWith('wrote')), `writes outside the writable folders fail: ${attempts.join('; ')}`);
        if (/error|warn/i.test(container.output())) log(`shop output:\n${container.output()}`);
      }
      await stopContainer(container);
    }
    const outside = [];
    for (let i = 0; i < RUNS; i++) outside.push(await npmStartMs());
    const a = median(inside);
    const b = median(outside);
    log(
      `cold start to the first answer of ${PROBE}: image ${a.toFixed(0)} ms (${inside.map((x) => x.toFixed(0)).join(' / ')}), npm start ${b.toFixed(0)} ms (${outside.map((x) => x.toFixed(0)).join(' / ')}): ${(a / b).toFixed(2)}x`,
    );
    check(a <= 1.5 * b, 'cold start inside the image within 1.5x of npm start');
  });
  if (failed) process.exitCode = 1;
  return !failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await verify();
