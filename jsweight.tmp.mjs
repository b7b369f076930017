import { chromium } from 'playwright-core';
import zlib from 'node:zlib';
const base = process.argv[2], path = process.argv[3] ?? '/search';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext();
await ctx.addCookies([{ name: 'welcomebanner_status', value: 'dismiss', url: base }, { name: 'cookieconsent_status', value: 'dismiss', url: base }]);
const page = await ctx.newPage();
const scripts = new Map();
page.on('response', async (res) => { if (res.request().resourceType() === 'script') scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0))); });
await page.goto(base + path, { waitUntil: 'networkidle' });
let tot = 0;
for (const [u, b] of scripts) { const g = zlib.gzipSync(b, { level: 9 }).length; tot += g; console.log((g/1024).toFixed(2).padStart(8), (b.length/1024).toFixed(1).padStart(8), u.replace(base, '')); }
console.log('total', (tot/1024).toFixed(2));
await browser.close();
