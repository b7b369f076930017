// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, expect, test, vi } from 'vitest';
import { CookieConsent } from '../../src/components/shell/CookieConsent';
import { ShellProviders } from '../../src/components/shell/I18n';
import { Notifications } from '../../src/components/shell/Notifications';
import { Snackbars } from '../../src/components/ui/Snackbars';
import { clientConfig } from '../../src/lib/client-config';
import { de } from '../../src/lib/i18n/de';
import { en } from '../../src/lib/i18n/en';
import { notificationsAtom, snacksAtom } from '../../src/lib/state';
import { loadConfig } from '../../src/server/config';
import { numberSymbols } from '../../src/lib/i18n/number-symbols';

const config = clientConfig(loadConfig('test'));
afterEach(() => {
  cleanup();
  document.cookie = 'cookieconsent_status=; max-age=0; path=/';
});

test('the cookie notice shows the configured texts and goes away for good when dismissed', () => {
  render(
    <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={config}>
      <CookieConsent />
    </ShellProviders>,
  );
  expect(screen.getByText(config.cookieConsent.message, { exact: false })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'dismiss cookie message' }));
  expect(screen.queryByText(config.cookieConsent.message, { exact: false })).toBeNull();
  expect(document.cookie).toContain('cookieconsent_status=dismiss');
});

test('solved-challenge cards show in the chosen language and close one at a time', async () => {
  const store = createStore();
  store.set(notificationsAtom, [
    { key: 'a', name: 'DOM XSS', flag: 'f1', isRestore: false },
    { key: 'b', name: 'Score Board', flag: 'f2', isRestore: false },
  ]);
  render(
    <Provider store={store}>
      <ShellProviders locale="de_DE" numbers={numberSymbols('de_DE')} dict={de} config={config}>
        <Notifications />
      </ShellProviders>
    </Provider>,
  );
  // the cards' code loads with the first of them
  expect(await screen.findByText('Du hast eine Challenge gelöst: DOM XSS')).toBeTruthy();
  expect(document.querySelectorAll('.challenge-solved-toast')).toHaveLength(2);
  fireEvent.click(screen.getAllByRole('button', { name: 'Benachrichtigung schließen' })[0]);
  expect(document.querySelectorAll('.challenge-solved-toast')).toHaveLength(1);
  expect(screen.queryByText('Du hast eine Challenge gelöst: DOM XSS')).toBeNull();
});

test('each snackbar goes after its own 5 s, however many others come and go meanwhile', async () => {
  vi.useFakeTimers();
  try {
    const store = createStore();
    render(
      <Provider store={store}>
        <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={config}>
          <Snackbars />
        </ShellProviders>
      </Provider>,
    );
    act(() => store.set(snacksAtom, [{ id: 1, text: 'first' }]));
    // the snackbars' code loads with the first of them (a module promise, no timer)
    await act(async () => {
      await import('../../src/components/ui/SnackList');
    });
    expect(screen.getByText('first')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    act(() => store.set(snacksAtom, (all) => [...all, { id: 2, text: 'second' }]));
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('second')).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});
