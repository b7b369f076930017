import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { ConfigError, deepMerge, loadConfig } from '../../src/server/config';

test('deep merge: objects merge, arrays and scalars replace', () => {
  expect(deepMerge({ a: { b: 1, c: [1, 2] }, d: 1 }, { a: { c: [3] }, d: 2 })).toEqual({ a: { b: 1, c: [3] }, d: 2 });
});

test('the default configuration loads and validates', () => {
  const config = loadConfig('test');
  expect(config.application.name).toBe('OWASP Juice Shop');
  expect(config.products).toHaveLength(56);
  expect(config.challenges.xssBonusPayload).toContain('soundcloud');
});

test.each(['ctf', 'tutorial', 'quiet', 'unsafe', 'fbctf', 'multi-juicer', 'bytebrew', 'e2e-tutorial'])(
  'preset %s loads over the default',
  (preset) => {
    expect(() => loadConfig(preset)).not.toThrow();
  },
);

test('presets switch what they promise', () => {
  expect(loadConfig('ctf').ctf.showFlagsInNotifications).toBe(true);
  expect(loadConfig('tutorial').challenges.restrictToTutorialsFirst).toBe(true);
  expect(loadConfig('e2e-tutorial').challenges).toMatchObject({ restrictToTutorialsFirst: true, safetyMode: 'disabled' });
  const brand = loadConfig('bytebrew');
  expect(brand.application).toMatchObject({ name: 'Byte Brew Coffee', theme: 'deeporange-indigo' });
  expect(brand.products).toHaveLength(8);
  expect(brand.products[0].image).toMatch(/^brands\/bytebrew\//);
});

test('a bad value stops loading with a message naming the key', () => {
  expect(() => loadConfig('test', { application: { theme: 'neon' } })).toThrow(ConfigError);
  expect(() => loadConfig('test', { application: { theme: 'neon' } })).toThrow(/application\.theme/);
  expect(() => loadConfig('test', { products: [] })).toThrow(/products/);
});

test("the chat bot section is validated key by key; upstream's own keys are tolerated", () => {
  expect(() => loadConfig('test', { application: { chatBot: { llmMaxRetries: 'twice' } } })).toThrow(/application\.chatBot\.llmMaxRetries/);
  expect(() => loadConfig('test', { application: { chatBot: { sampleQuestions: 'WHAT' } } })).toThrow(
    /application\.chatBot\.sampleQuestions/,
  );
  expect(() => loadConfig('test', { application: { chatBot: { greeting: 42 } } })).toThrow(/application\.chatBot\.greeting/);
  expect(
    loadConfig('test', { application: { chatBot: { llmMaxRetries: 0, someUpstreamKey: true } } }).application.chatBot.llmMaxRetries,
  ).toBe(0);
});

test('a mounted config/<NODE_ENV>.yaml in the working directory is merged last, as MultiJuicer mounts it', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-'));
  const cwd = process.cwd();
  cpSync(path.join(cwd, 'private'), path.join(dir, 'private'), { recursive: true });
  const mounted = path.join(dir, 'config');
  try {
    process.chdir(dir);
    mkdirSync(mounted);
    writeFileSync(path.join(mounted, 'eventx.yaml'), 'application:\n  name: Team Seven Juice\n');
    expect(loadConfig('eventx').application.name).toBe('Team Seven Juice');
  } finally {
    process.chdir(cwd);
  }
});

test('ctf.systemWideNotifications is checked: a poll interval must be positive', () => {
  expect(() => loadConfig('default', { ctf: { systemWideNotifications: { url: 'http://x', pollFrequencySeconds: 0 } } })).toThrow(
    /systemWideNotifications/,
  );
  expect(
    loadConfig('default', { ctf: { systemWideNotifications: { url: 'http://x', pollFrequencySeconds: 5 } } }).ctf.systemWideNotifications
      ?.pollFrequencySeconds,
  ).toBe(5);
});
