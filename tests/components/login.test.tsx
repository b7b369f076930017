// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { LoginScreen } from '../../src/components/account/LoginScreen';
import { ShellProviders } from '../../src/components/shell/I18n';
import { clientConfig } from '../../src/lib/client-config';
import { en } from '../../src/lib/i18n/en';
import { loadConfig } from '../../src/server/config';
import { numberSymbols } from '../../src/lib/i18n/number-symbols';

// the screen outside Waku's router: links are plain anchors, navigation goes nowhere
vi.mock('waku', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), path: '/login', query: '' }),
}));

const oauth = { clientId: 'x', authorizeUrl: 'https://accounts.example/auth', authorizedRedirects: [{ uri: 'http://localhost:3000' }] };
function loginScreen(preset: string) {
  const config = loadConfig(preset);
  return render(
    <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={clientConfig(config)}>
      <LoginScreen oauth={oauth} domain={config.application.domain} />
    </ShellProviders>,
  );
}
afterEach(() => {
  cleanup();
  localStorage.clear();
});

test.each([
  ['default', 'testing@juice-sh.op'],
  ['bytebrew', 'testing@bytebrew.coffee'],
])('the leftover test-account fill uses the configured email domain (%s)', async (preset, email) => {
  localStorage.setItem('autofillTestAccount', 'true');
  loginScreen(preset);
  await waitFor(() => expect((document.querySelector('#email') as HTMLInputElement).value).toBe(email));
  expect((document.querySelector('#password') as HTMLInputElement).value).toBe('IamUsedForTesting');
});

test('without the console switch the fields stay empty', () => {
  loginScreen('default');
  expect((document.querySelector('#email') as HTMLInputElement).value).toBe('');
});

test('a label query for email or password finds exactly its field, also with the password shown', () => {
  loginScreen('default');
  expect(screen.getByLabelText(/email/i).id).toBe('email');
  expect(screen.getByLabelText(/password/i).id).toBe('password');
  expect(screen.getByLabelText('Text field for the login password').id).toBe('password');
  expect(screen.getByLabelText('Remember me').id).toBe('rememberMe');
  fireEvent.click(screen.getByRole('button', { name: 'Show the password' }));
  expect(screen.getByRole('button', { name: 'Hide the password' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByLabelText(/password/i).getAttribute('type')).toBe('text');
});
