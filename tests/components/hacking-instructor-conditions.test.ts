// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { delay, elementClicked, inputHasValue, routeVisited, until } from '../../src/components/hacking-instructor/conditions';
import { resolvedAfter } from './condition-clock';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

test('a delay resolves after its time and not before', async () => {
  vi.useFakeTimers();
  const p = delay(1000)(new AbortController().signal);
  expect(await resolvedAfter(p, 999)).toBe(false);
  expect(await resolvedAfter(p, 1)).toBe(true);
});

test('an aborted condition never resolves', async () => {
  vi.useFakeTimers();
  const controller = new AbortController();
  let holds = false;
  const p = until(() => holds)(controller.signal);
  controller.abort();
  holds = true;
  expect(await resolvedAfter(p, 5000)).toBe(false);
});

test('an input condition waits for the input to exist and to hold the value', async () => {
  vi.useFakeTimers();
  const p = inputHasValue('#email', "' OR true--")(new AbortController().signal);
  expect(await resolvedAfter(p, 500)).toBe(false);
  document.body.innerHTML = '<input id="email">';
  const input = document.querySelector('input') as HTMLInputElement;
  input.value = "' OR";
  expect(await resolvedAfter(p, 500)).toBe(false);
  input.value = "' OR true--";
  expect(await resolvedAfter(p, 500)).toBe(true);
});

test('a click condition sees a click inside its element, also on an element rendered later', async () => {
  const p = elementClicked('#loginButton')(new AbortController().signal);
  document.body.innerHTML = '<button id="loginButton"><span>Log in</span></button>';
  (document.querySelector('span') as HTMLElement).click();
  await expect(p).resolves.toBeUndefined();
});

test('a route condition resolves on its path', async () => {
  vi.useFakeTimers();
  history.pushState(null, '', '/search');
  const p = routeVisited('/score-board')(new AbortController().signal);
  expect(await resolvedAfter(p, 500)).toBe(false);
  history.pushState(null, '', '/score-board');
  expect(await resolvedAfter(p, 500)).toBe(true);
});
