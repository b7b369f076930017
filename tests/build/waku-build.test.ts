import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fontStylesheet } from '../../src/lib/i18n/fonts';
import { buildIsStale, SERVER_ENV } from '../../src/server/start.mjs';

/**
 * What the shop assumes of Waku and of its libraries, checked on a production build: the build
 * step of our server entry writes the serve script, Waku serves its RSC payloads and server
 * functions where app.ts routes them (http/paths.ts's rscPaths), the sandbox workers are bundled,
 * and arktype is configured before it builds its keywords. A Waku or library upgrade that breaks
 * one of these fails here rather than in production.

 */

const root = path.resolve(import.meta.dirname, '../..');
const dist = (...parts: string[]) => path.join(root, 'dist', ...parts);

/** Builds when the sources are newer than dist/, as the e2e run does (in a child process: the test worker keeps answering vitest meanwhile). */
async function build() {
  const start = pathToFileURL(path.join(root, 'src/server/start.mjs')).href;
  const child = spawn(process.execPath, ['--input-type=module', '-e', `(await import(${JSON.stringify(start)})).buildIfNeeded();`], {
    cwd: root,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the build failed:\n${output}`);
}

let server: ChildProcessWithoutNullStreams | undefined;
let shop = '';

beforeAll(async () => {
  if (buildIsStale()) await build();
  // the serve script as `npm start`, the e2e run and the bench start it; PORT 0: a free port, which the shop names
  server = spawn(process.execPath, [dist('serve-node.js')], {
    cwd: root,
    env: { ...process.env, ...SERVER_ENV, PORT: '0', NODE_ENV: 'e2e' },
  });
  let output = '';
  shop = await new Promise<string>((resolve, reject) => {
    server!.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const port = output.match(/listening on http:\/\/localhost:(\d+)/)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server!.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    server!.once('exit', (code) => reject(new Error(`the built shop exited (${code}):\n${output}`)));
  });
}, 20 * 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill();
    await exited;
  }
});

test("the serve script is our entry's own: it serves the entry's fetch, without Waku's per-request copy of the environment", async () => {
  const script = readFileSync(dist('serve-node.js'), 'utf8');
  expect(script).toContain("await import('./server/index.js');");
  // the container's memory sizing runs first, before the server is loaded (memory-budget.mjs)
  expect(script.indexOf('reexecWithServerSettings();')).toBeLessThan(script.indexOf("import('./server/index.js')"));
  expect(readFileSync(dist('memory-budget.js'), 'utf8')).toContain('export function reexecWithServerSettings');
  expect(script).toContain('const { serve, fetch } = unstable_serverEntry;');
  expect(script).not.toContain('INTERNAL_runFetch');
  // socket.io answers on the shop's port: the entry's serve made the http server
  const handshake = await fetch(`${shop}/socket.io/?EIO=4&transport=polling`);
  expect(handshake.status).toBe(200);
  expect(await handshake.text()).toMatch(/^0\{"sid":/);
});

test("Waku serves a rendered route's payload at /RSC/R/<route>.txt, rendered from the shop the request was handed over with", async () => {
  const payload = await fetch(`${shop}/RSC/R/search.txt`);
  expect(payload.status).toBe(200);
  expect(await payload.text()).toContain('Apple Juice (1000ml)');
  const page = await fetch(`${shop}/search`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Apple Juice (1000ml)');
});

test('Waku reads POST /RSC/F/<id>/<name>.txt as a server function call, and fails an unknown one (the app answers 400)', async () => {
  const call = await fetch(`${shop}/RSC/F/0000000000/restockProduct.txt`, { method: 'POST', body: '[1,0]' });
  expect(call.status).toBe(400);
  expect(await call.text()).toBe('No such server function, or arguments it cannot read.');
  // the browser bundle names the restock function by its id; called under that id, it answers (arguments it refuses: nothing changes)
  const bundles = readdirSync(dist('public', 'assets')).filter((name) => name.endsWith('.js'));
  const ids = bundles.flatMap((name) =>
    [...readFileSync(dist('public', 'assets', name), 'utf8').matchAll(/["`]([\w.-]+)#restockProduct["`]/g)].map((m) => m[1]!),
  );
  expect(ids.length).toBeGreaterThan(0);
  const known = await fetch(`${shop}/RSC/F/${ids[0]}/restockProduct.txt`, { method: 'POST', body: '[1,"lots"]' });
  expect(known.status).toBe(200);
  expect(await known.text()).toContain('Product id and quantity must be whole numbers.');
});

test('every worker a sandbox pool runs is bundled in dist/sandbox', () => {
  const poolModules = readdirSync(path.join(root, 'src/server/sandbox')).filter((name) => name.endsWith('.ts'));
  const workers = new Set(
    poolModules.flatMap((name) =>
      [...readFileSync(path.join(root, 'src/server/sandbox', name), 'utf8').matchAll(/\bworker: '([\w-]+)'/g)].map((m) => m[1]!),
    ),
  );
  expect(workers.size).toBeGreaterThan(3);
  for (const worker of workers) expect(existsSync(dist('sandbox', `${worker}.mjs`)), worker).toBe(true);
});

test('the server bundle runs lib/ark-config.ts before arktype builds its scope and keywords (arktype reads its configuration then, once)', () => {
  const chunks = readdirSync(dist('server', 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(dist('server', 'assets', name), 'utf8'));
  const withConfig = chunks.filter((code) => code.includes('// src/lib/ark-config.ts'));
  expect(withConfig).toHaveLength(1);
  const code = withConfig[0]!;
  const configured = code.indexOf('// src/lib/ark-config.ts');
  expect(code.slice(configured)).toMatch(
    /^\/\/ src\/lib\/ark-config\.ts\nif \(typeof window === "undefined"\) configure\(\{ jitless: true \}\);/,
  );
  for (const arktypePart of ['// node_modules/@ark/schema/out/scope.js', '// node_modules/arktype/out/keywords/keywords.js']) {
    expect(code.indexOf(arktypePart), arktypePart).toBeGreaterThan(configured);
  }
});

// The script fonts as a browser meets them: only the built shop renders the first HTML and serves the
// files the build copied to dist/public/assets/fonts (in this file: one build, one shop for all).
const fontPage = (language: string) => fetch(`${shop}/search`, { headers: { cookie: `language=${language}` } }).then((r) => r.text());
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

test('the first HTML in Arabic links the Arabic font, which the shop serves with its woff2 files', async () => {
  const html = await fontPage('ar_SA');
  expect(html).toContain('<html lang="ar-SA" dir="rtl"');
  const href = fontStylesheet('ar_SA')!;
  expect(href).toBe('/assets/fonts/arabic.css');
  expect(stylesheets(html)).toContain(href);

  const css = await fetch(shop + href);
  expect(css.status).toBe(200);
  expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  const text = await css.text();
  expect(text).toContain("font-family: 'Noto Sans Arabic';");
  expect(text).toMatch(/html:lang\(ar-SA\) body,/);
  // relative to the stylesheet, as the browser resolves them
  const files = [...text.matchAll(/url\(\.\/([^)]+\.woff2)\)/g)].map((m) => new URL(m[1]!, shop + href).pathname);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const font = await fetch(shop + file);
    expect(font.status, file).toBe(200);
    expect(font.headers.get('content-type'), file).toBe('font/woff2');
    // woff2's signature
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
      file,
    ).toBe('wOF2');
  }
});

test('the first HTML in English (and in other languages of Latin script) links no script font', async () => {
  for (const language of ['en', 'de_DE', 'ru_RU']) {
    const html = await fontPage(language);
    expect(
      stylesheets(html).filter((href) => href.startsWith('/assets/fonts/')),
      language,
    ).toEqual([]);
  }
});

test("each language with a script font links its own only (Japanese, Traditional Chinese, Persian with Arabic's)", async () => {
  for (const [language, font] of [
    ['ja_JP', 'jp'],
    ['zh_TW', 'tc'],
    ['fa_IR', 'arabic'],
  ] as const) {
    const links = stylesheets(await fontPage(language)).filter((href) => href.startsWith('/assets/fonts/'));
    expect(links, language).toEqual([`/assets/fonts/${font}.css`]);
    expect((await fetch(shop + links[0]!)).status).toBe(200);
  }
});
