// Runs the Playwright e2e suite against the production build, in Debian's Chromium
// (CHROMIUM_PATH overrides /usr/bin/chromium). Without a Chromium it fails on a CI machine (the
// CI environment variable set), so that a CI run without a browser is never green with no e2e at
// all; on a developer's machine it says so and skips.
// Every test file gets a fresh shop of its own on E2E_PORT (default 3310), started with
// NODE_ENV=e2e, or with the preset its first lines name: `// e2e-preset: bytebrew`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../src/server/start.mjs';
import { startShop, stopShop } from './shop-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** CI services set CI (GitHub Actions, GitLab CI and others: `true`); empty, `0` or `false` mean no CI. */
const onCi = !['', '0', 'false'].includes((process.env.CI ?? '').trim().toLowerCase());
if (!existsSync(chromium)) {
  const how = 'apt-get install -y chromium, or set CHROMIUM_PATH';
  if (onCi) {
    console.error(`e2e FAILED: no Chromium at ${chromium}, and CI is set (CI=${process.env.CI}): a CI run must run the e2e suite (${how})`);
    process.exit(1);
  }
  console.log(`e2e skipped: no Chromium at ${chromium} (${how}); on CI (CI set) this fails instead`);
  process.exit(0);
}
buildIfNeeded();

const port = Number(process.env.E2E_PORT ?? 3310);
// `node e2e/run.mjs e2e/accounts.test.ts` runs just the named files
const named = process.argv.slice(2);
const files = named.length
  ? named
  : readdirSync(path.join(root, 'e2e'))
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => `e2e/${f}`);

/** The configuration preset a file asks for in its first lines, else e2e. */
function presetOf(file) {
  const head = readFileSync(path.resolve(root, file), 'utf8').split('\n').slice(0, 5).join('\n');
  return head.match(/^\/\/\s*e2e-preset:\s*([\w.-]+)\s*$/m)?.[1] ?? 'e2e';
}

/** Runs one file with node's test runner, its output shown as it comes; returns its exit status and summary counts. */
function runFile(file, shopUrl) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-reporter=spec', file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SHOP_URL: shopUrl, CHROMIUM_PATH: chromium, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += String(chunk);
    });
    child.once('close', (status) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the ANSI colour escapes (ESC [ … m) from the runner's output
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
      const count = (name) => Number(plain.match(new RegExp(`^ℹ ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
      const summarised = /^ℹ tests \d+$/m.test(plain);
      resolve({
        status: status ?? 1,
        summarised,
        pass: count('pass'),
        fail: count('fail') + count('cancelled'),
        skipped: count('skipped') + count('todo'),
      });
    });
  });
}

const results = [];
for (const file of files) {
  const preset = presetOf(file);
  console.log(`\n▶ ${file} (fresh shop, NODE_ENV=${preset}, port ${port})`);
  let shop;
  try {
    shop = await startShop({ port, nodeEnv: preset });
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    results.push({ file, preset, status: 1, summarised: false, pass: 0, fail: 0, skipped: 0 });
    continue;
  }
  const result = await runFile(file, shop.url);
  const crashed = shop.child.exitCode !== null || shop.child.signalCode !== null;
  if (crashed)
    console.error(`the shop for ${file} stopped on its own during the run (exit ${shop.child.exitCode ?? shop.child.signalCode})`);
  await stopShop(shop);
  results.push({ file, preset, ...result, status: crashed ? result.status || 1 : result.status });
}

const total = { pass: 0, fail: 0, skipped: 0 };
console.log('\ne2e results, one fresh shop per file:');
for (const r of results) {
  for (const key of Object.keys(total)) total[key] += r[key];
  const note = r.status === 0 ? '' : r.summarised ? `, exit ${r.status}` : `, exit ${r.status} without a test summary`;
  console.log(`  ${r.file} (NODE_ENV=${r.preset}): pass ${r.pass}, fail ${r.fail}, skipped ${r.skipped}${note}`);
}
const failedFiles = results.filter((r) => r.status !== 0).length;
// a file that died without a summary still counts as a failure
console.log(`e2e: ${total.pass} passed, ${Math.max(total.fail, failedFiles)} failed, ${total.skipped} skipped`);
process.exit(failedFiles ? 1 : 0);
