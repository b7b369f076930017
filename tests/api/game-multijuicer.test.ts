import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { eventually, startShop, type TestServer } from '../helpers';
import { solveByAttack } from './game-actions';

/** What MultiJuicer relies on when it runs one shop per team (DESIGN.md, compatibility contracts). */

let s: TestServer | undefined;
const saved = { NODE_ENV: process.env.NODE_ENV, CTF_KEY: process.env.CTF_KEY, SOLUTIONS_WEBHOOK: process.env.SOLUTIONS_WEBHOOK };
afterEach(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await s?.close();
  s = undefined;
});

type Row = {
  id: number;
  key: string;
  name: string;
  description: string;
  category: string;
  difficulty: number;
  solved: boolean;
  updatedAt: string;
};

test('GET /api/challenges (lower case, as MultiJuicer calls it) lists the challenges with a stable ISO updatedAt', async () => {
  s = await startShop();
  const lower = await s.json('/api/challenges');
  const upper = await s.json('/api/Challenges/');
  expect(lower.status).toBe(200);
  expect(lower.body.status).toBe('success');
  expect(lower.body).toEqual(upper.body);
  const rows = lower.body.data as Row[];
  for (const row of rows) {
    expect(row).toMatchObject({
      id: expect.any(Number),
      key: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      category: expect.any(String),
      difficulty: expect.any(Number),
      solved: false,
    });
    expect(new Date(row.updatedAt).toISOString()).toBe(row.updatedAt);
  }
  // nothing changes between polls until something is solved, then only that row changes
  await new Promise((r) => setTimeout(r, 20));
  expect((await s.json('/api/challenges')).body).toEqual(lower.body);
  await solveByAttack(s, 'localXssChallenge');
  const after = (await s.json('/api/challenges')).body.data as Row[];
  const changed = after.filter((row, i) => row.updatedAt !== rows[i].updatedAt).map((r) => r.key);
  expect(changed).toEqual(['localXssChallenge']);
  expect(after.find((r) => r.key === 'localXssChallenge')).toMatchObject({ solved: true });
  expect((await s.json('/api/challenges')).body.data).toEqual(after);
});

test('the health check answers', async () => {
  s = await startShop();
  const r = await s.json('/rest/admin/application-version');
  expect(r.status).toBe(200);
  expect(r.body.version).toBe(s.shop.version);
});

test('NODE_ENV=multi-juicer with a mounted config/multi-juicer.yaml: preset and mount both apply, and the team flow works', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mj-'));
  mkdirSync(path.join(dir, 'config'));
  writeFileSync(
    path.join(dir, 'config', 'multi-juicer.yaml'),
    'application:\n  name: Team Orange Juice\nctf:\n  showFlagsInNotifications: true\n',
  );
  const cwd = process.cwd();
  process.env.NODE_ENV = 'multi-juicer';
  process.env.CTF_KEY = 'team-orange-key';
  const bodies: any[] = [];
  const collector = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      bodies.push(JSON.parse(raw));
      res.end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  process.env.SOLUTIONS_WEBHOOK = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/`;
  try {
    process.chdir(dir);
    s = await startShop();
  } finally {
    process.chdir(cwd);
  }
  try {
    const config = (await s.json('/rest/admin/application-configuration')).body.config;
    expect(config.application.name).toBe('Team Orange Juice'); // mounted file
    expect(config.ctf.showFlagsInNotifications).toBe(true); // mounted file
    expect(config.hackingInstructor.isEnabled).toBe(true); // multi-juicer preset
    expect(config.ctf.systemWideNotifications).toEqual({ url: '/multi-juicer/api/notifications', pollFrequencySeconds: 15 });

    await solveByAttack(s, 'privacyPolicyChallenge');
    await eventually(() => bodies.length > 0);
    expect(bodies[0].ctfFlag).toBe(createHmac('sha1', 'team-orange-key').update('Privacy Policy').digest('hex'));
    expect(bodies[0].issuer).toMatchObject({ appName: 'Team Orange Juice', config: 'multi-juicer' });

    // MultiJuicer restores a team's progress into a restarted instance with the team's code
    const code = (await s.json('/rest/continue-code')).body.continueCode;
    const restarted = await startShop({ env: 'multi-juicer' });
    try {
      const r = await restarted.json(`/rest/continue-code/apply/${code}`, { method: 'PUT' });
      expect(r.status).toBe(200);
      expect(restarted.shop.challenges.isSolved('privacyPolicyChallenge')).toBe(true);
    } finally {
      await restarted.close();
    }
  } finally {
    await new Promise<void>((resolve) => collector.close(() => resolve()));
  }
});
