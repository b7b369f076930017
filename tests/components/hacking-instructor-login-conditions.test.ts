// @vitest-environment happy-dom
// The conditions the login tutorials added to conditions.ts: logged out, and a value on the shop's email domain.
import { afterEach, expect, test, vi } from 'vitest';
import { resolvedAfter } from './condition-clock';

const configuration = vi.fn();
vi.mock('../../src/lib/api/account', () => ({ fetchApplicationConfiguration: () => configuration() }));

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.useRealTimers();
  vi.resetModules();
  configuration.mockReset();
});

const conditions = () => import('../../src/components/hacking-instructor/conditions');

test('logged out waits for the session cookie to go', async () => {
  vi.useFakeTimers();
  document.cookie = 'token=abc; path=/';
  const { loggedOut } = await conditions();
  const p = loggedOut()(new AbortController().signal);
  expect(await resolvedAfter(p, 500)).toBe(false);
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  expect(await resolvedAfter(p, 500)).toBe(true);
});

test('a shop value takes the configured email domain, and only that one', async () => {
  vi.useFakeTimers();
  configuration.mockResolvedValue({ application: { domain: 'example.shop' } });
  const { inputHasShopValue } = await conditions();
  document.body.innerHTML = '<input id="email">';
  const input = document.querySelector('input') as HTMLInputElement;
  const p = inputHasShopValue('#email', "jim@{domain}'--")(new AbortController().signal);
  input.value = "jim@juice-sh.op'--";
  expect(await resolvedAfter(p, 500)).toBe(false);
  input.value = "jim@exampleXshop'--"; // the domain's dot is a dot, not any character
  expect(await resolvedAfter(p, 500)).toBe(false);
  input.value = "jim@example.shop'--";
  expect(await resolvedAfter(p, 500)).toBe(true);
  expect(configuration).toHaveBeenCalledTimes(1);
});

test('without the configuration a shop value takes any domain', async () => {
  vi.useFakeTimers();
  configuration.mockRejectedValue(new Error('offline'));
  const { inputHasShopValue } = await conditions();
  document.body.innerHTML = '<input id="email" value="jim@">';
  const input = document.querySelector('input') as HTMLInputElement;
  const p = inputHasShopValue('#email', 'jim@{domain}')(new AbortController().signal);
  expect(await resolvedAfter(p, 500)).toBe(false);
  input.value = 'jim@juice-sh.op';
  expect(await resolvedAfter(p, 500)).toBe(true);
});
