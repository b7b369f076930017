// `npm run bench:image`: a MultiJuicer team's whole game inside the memory an event gives a pod.
// Builds the image offline, runs its shop from the image's root filesystem as a pod runs it
// (scripts/image/container.mjs: uid 65532, read-only root, disk-backed volumes as Kubernetes'
// default emptyDir, NODE_ENV=multi-juicer and a mounted config) inside a cgroup v1 memory group
// limited to BENCH_MEMORY_MB (default 128 MiB), then:
//   idle (15 s) → the whole game (tests/bench/game: every challenge solved by its attack, over HTTP
//   and in Chromium, the chain and the sandboxes included) → quiet (15 s) → a minute of shoppers
//   → quiet (15 s).
// It samples the cgroup's working set (usage minus inactive file pages, as the kubelet counts it)
// every 250 ms, prints it over time and per phase, writes .image/bench-image.json, and exits
// non-zero when the shop's process was killed or a solve failed. Not a test: `.ci/run` does not
// run it. Needs root (cgroups, mount, chroot), buildah and Debian's Chromium.
// Flags: --no-build (reuse the image as it is).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TAG } from '../../scripts/image/common.mjs';
import { diskVolumes, startContainer, stopContainer, withRootfs } from '../../scripts/image/container.mjs';
import { Game } from './game/client.ts';
import { browserLauncher, gameConfig, gameLlm, playGame, printStep, unsolved } from './game/play.ts';

const root = path.resolve(import.meta.dirname, '../..');
const LIMIT_MB = Number(process.env.BENCH_MEMORY_MB ?? 128);
const PORT = Number(process.env.IMAGE_PORT ?? 3352);
const SHOP = `http://127.0.0.1:${PORT}`;
const SHOPPERS = 8;
const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------ the memory group

/** A cgroup v1 memory group below this process's own, limited to `limitMb`. */
function memoryGroup(limitMb: number) {
  const own = /^\d+:memory:(.*)$/m.exec(readFileSync('/proc/self/cgroup', 'utf8'))?.[1];
  if (own === undefined || !existsSync('/sys/fs/cgroup/memory/memory.limit_in_bytes'))
    throw new Error('bench:image needs the cgroup v1 memory controller at /sys/fs/cgroup/memory');
  const dir = path.join('/sys/fs/cgroup/memory', own, `juice-bench-${process.pid}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'memory.limit_in_bytes'), String(limitMb * MiB));
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  return {
    dir,
    sample() {
      const stat = Object.fromEntries(
        read('memory.stat')
          .trim()
          .split('\n')
          .map((l) => l.split(' '))
          .map(([k, v]) => [k, Number(v)]),
      );
      const usage = Number(read('memory.usage_in_bytes'));
      return { usage, workingSet: usage - (stat.total_inactive_file ?? 0), rss: stat.total_rss ?? 0, cache: stat.total_cache ?? 0 };
    },
    peakUsage: () => Number(read('memory.max_usage_in_bytes')),
    oomKills: () => Number(/oom_kill (\d+)/.exec(read('memory.oom_control'))?.[1] ?? 0),
    failures: () => Number(read('memory.failcnt')),
    remove: () => {
      for (let i = 0; i < 50; i++) {
        try {
          return rmdirSync(dir);
        } catch {
          spawnSync('sleep', ['0.1']);
        }
      }
    },
  };
}

// ------------------------------------------------------------------ shoppers

/** One shopper's minute: registers, logs in, browses, searches, fills a basket and pays, again and again. */
async function shopper(n: number, until: number, counts: { requests: number; errors: number }) {
  const game = new Game(SHOP, async () => {
    throw new Error('shoppers use no browser');
  });
  const call = async (...args: Parameters<Game['call']>) => {
    counts.requests++;
    const answer = await game.call(...args).catch((e) => ({ status: 0, text: String(e), json: undefined }));
    if (answer.status === 0 || answer.status >= 500) counts.errors++;
    return answer;
  };
  const email = `shopper-${n}-${Date.now()}@bench.example`;
  await call('/api/Users', { body: { email, password: 'shopper-pass', passwordRepeat: 'shopper-pass' } });
  const terms = ['apple', 'juice', 'lemon', 'banana', 'melon', 'owasp', 'tee', 'sticker'];
  for (let round = 0; Date.now() < until; round++) {
    const login = await call('/rest/user/login', { body: { email, password: 'shopper-pass' } });
    const token: string | undefined = login.json?.authentication?.token;
    const bid: number | undefined = login.json?.authentication?.bid;
    await call('/');
    await call(`/search?q=${terms[round % terms.length]}`);
    const found = await call(`/rest/products/search?q=${terms[(round + n) % terms.length]}`);
    const products: Array<{ id: number }> = found.json?.data ?? [];
    await call('/api/Quantitys', { token });
    if (!token || !bid || products.length === 0) continue;
    const product = products[round % products.length]!;
    await call(`/product/${product.id}`);
    await call(`/rest/products/${product.id}/reviews`);
    await call('/api/BasketItems/', { token, body: { ProductId: product.id, BasketId: String(bid), quantity: 1 } });
    await call(`/rest/basket/${bid}`, { token });
    await call('/basket', { headers: { cookie: `token=${token}` } });
    if (round % 4 === 3) await call(`/rest/basket/${bid}/checkout`, { token, method: 'POST', body: {} });
  }
}

// ------------------------------------------------------------------ the run

const mb = (bytes: number) => (bytes / MiB).toFixed(1);

type Sample = { t: number; phase: string; workingSet: number; usage: number; rss: number; shopAnon: number; children: number };

if (!process.argv.includes('--no-build')) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/image/build.mjs')], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// the image's files start uncached, as on a node that just pulled it: their pages are then charged to the pod
spawnSync('sh', ['-c', 'sync && echo 1 > /proc/sys/vm/drop_caches'], { stdio: 'ignore' });

const group = memoryGroup(LIMIT_MB);
let game: Game | undefined;
const llm = await gameLlm(() => game);
const configDir = mkdtempSync(path.join(os.tmpdir(), 'juice-config-'));
chmodSync(configDir, 0o755);
writeFileSync(path.join(configDir, 'multi-juicer.yaml'), gameConfig(llm.url), { mode: 0o644 });
const volumes = diskVolumes();
const browser = browserLauncher();
const samples: Sample[] = [];
let phase = 'start';
let shopPid: number | undefined;
/** The shop's own anonymous memory (its heap and native memory, without the sandbox children), and how many children it has. */
function shopProcess() {
  try {
    const status = readFileSync(`/proc/${shopPid}/status`, 'utf8');
    const children = readFileSync(`/proc/${shopPid}/task/${shopPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).length;
    return { shopAnon: Number(/^RssAnon:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024, children };
  } catch {
    return { shopAnon: 0, children: 0 };
  }
}
const t0 = Date.now();
const sampler = setInterval(() => {
  const s = group.sample();
  samples.push({ t: (Date.now() - t0) / 1000, phase, workingSet: s.workingSet, usage: s.usage, rss: s.rss, ...shopProcess() });
}, 250);

let shopKilled = false;
let cpuSeconds = 0;
/** CPU time the shop and its ended sandbox children used so far (user and system). */
function shopCpuSeconds() {
  try {
    const fields = readFileSync(`/proc/${shopPid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, cutime, cstime: the 12th to 15th fields after the command
    return fields.slice(11, 15).reduce((a, f) => a + Number(f), 0) / 100;
  } catch {
    return 0;
  }
}
let failedSteps = 0;
let left: string[] = [];
const load = { requests: 0, errors: 0 };
try {
  await withRootfs(TAG, async (rootfs) => {
    const container = await startContainer(rootfs, {
      port: PORT,
      env: { NODE_ENV: 'multi-juicer', CTF_KEY: 'bench-image' },
      volumes: volumes.volumes,
      configDir,
      cgroupDir: group.dir,
    });
    shopPid = container.pid();
    const alive = () => shopPid !== undefined && existsSync(`/proc/${shopPid}`) && container.child.exitCode === null;
    console.log(`[bench:image] the image's shop answers after ${container.ms.toFixed(0)} ms, in a ${LIMIT_MB} MiB memory group`);
    try {
      phase = 'idle';
      await sleep(15_000);

      phase = 'game';
      game = new Game(SHOP, browser.launch);
      const results = await playGame(game, {
        onStep: (r) => {
          const { shopAnon, children } = shopProcess();
          const { workingSet } = group.sample();
          console.log(
            `${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s ${mb(workingSet).padStart(6)} MiB (shop ${mb(shopAnon)}, ${children} children)`,
          );
          printStep(r);
        },
      });
      failedSteps = results.filter((r) => !r.ok).length;
      if (alive()) left = await unsolved(game);
      shopKilled ||= !alive();

      phase = 'after game';
      await sleep(15_000);

      phase = 'shoppers';
      const until = Date.now() + 60_000;
      await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(n, until, load)));
      shopKilled ||= !alive();

      phase = 'after shoppers';
      await sleep(15_000);
      shopKilled ||= !alive();
      cpuSeconds = shopCpuSeconds();
    } finally {
      if (!shopKilled && !alive()) shopKilled = true;
      if (shopKilled) console.log(`[bench:image] the shop's process is gone. Its output:\n${container.output().slice(-3000)}`);
      await stopContainer(container);
    }
  });
} finally {
  clearInterval(sampler);
  await browser.close();
  await llm.close();
  volumes.remove();
  rmSync(configDir, { recursive: true, force: true });
}

// ------------------------------------------------------------------ the report
console.log("\nworking set over time (every 5 s; MiB; # the shop's own anonymous memory, + the rest: sandbox children, page cache):");
let next = 0;
for (const s of samples) {
  if (s.t < next) continue;
  next = Math.floor(s.t / 5) * 5 + 5;
  const bar = `${'#'.repeat(Math.round(s.shopAnon / MiB / 2))}${'+'.repeat(Math.max(0, Math.round((s.workingSet - s.shopAnon) / MiB / 2)))}`;
  console.log(
    `  ${s.t.toFixed(0).padStart(4)} s  ${s.phase.padEnd(15)} ${mb(s.workingSet).padStart(6)} (shop ${mb(s.shopAnon).padStart(5)}, ${s.children} children)  ${bar}`,
  );
}
const phases = ['idle', 'game', 'after game', 'shoppers', 'after shoppers'].map((name) => {
  const xs = samples.filter((s) => s.phase === name);
  const tail = xs.slice(-8); // the last two seconds: where a quiet phase settled
  return {
    phase: name,
    'peak MiB': xs.length ? mb(Math.max(...xs.map((s) => s.workingSet))) : '-',
    'settled MiB': tail.length ? mb(tail.reduce((a, s) => a + s.workingSet, 0) / tail.length) : '-',
    'anon peak MiB': xs.length ? mb(Math.max(...xs.map((s) => s.rss))) : '-',
    'shop anon peak MiB': xs.length ? mb(Math.max(...xs.map((s) => s.shopAnon))) : '-',
  };
});
console.table(phases);
const report = {
  limitMb: LIMIT_MB,
  shopKilled,
  failedSteps,
  unsolved: left,
  oomKillsInGroup: group.oomKills(),
  limitHits: group.failures(),
  peakUsageMb: Number(mb(group.peakUsage())),
  shopperRequests: load.requests,
  shopperErrors: load.errors,
  cpuSeconds,
  phases,
};
console.log(
  `[bench:image] limit ${LIMIT_MB} MiB; peak usage ${report.peakUsageMb} MiB (page cache included); kernel OOM kills in the group: ${report.oomKillsInGroup} (sandbox children go first); shop killed: ${shopKilled}; failed steps: ${failedSteps}; unsolved: ${left.length ? left.join(', ') : 'none'}; shoppers: ${load.requests} requests, ${load.errors} errors; CPU: ${cpuSeconds.toFixed(1)} s in all`,
);
mkdirSync(path.join(root, '.image'), { recursive: true });
writeFileSync(path.join(root, '.image', 'bench-image.json'), `${JSON.stringify({ ...report, samples }, null, 1)}\n`);
group.remove();
process.exit(shopKilled || failedSteps > 0 || left.length > 0 ? 1 : 0);
