// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { ChangePasswordScreen } from '../../src/components/account/ChangePasswordScreen';
import { passwordStrength, PasswordStrength, strengthBand } from '../../src/components/account/PasswordStrength';
import { ShellProviders } from '../../src/components/shell/I18n';
import { clientConfig } from '../../src/lib/client-config';
import { de } from '../../src/lib/i18n/de';
import { en } from '../../src/lib/i18n/en';
import type { Locale } from '../../src/lib/i18n';
import { loadConfig } from '../../src/server/config';
import { numberSymbols } from '../../src/lib/i18n/number-symbols';

const config = clientConfig(loadConfig('test'));
const inShell = (ui: React.ReactNode, locale: Locale = 'en') =>
  render(
    <ShellProviders locale={locale} numbers={numberSymbols(locale)} dict={locale === 'en' ? en : de} config={config}>
      {ui}
    </ShellProviders>,
  );
afterEach(cleanup);

test('the strength is the share of the five criteria met, in five colour bands', () => {
  expect(passwordStrength('')).toBe(0);
  expect(passwordStrength('abc')).toBe(20);
  expect(passwordStrength('abcD')).toBe(40);
  expect(passwordStrength('abcD1')).toBe(60);
  expect(passwordStrength('abcD1!')).toBe(80);
  expect(passwordStrength('abcD1!xy')).toBe(100);
  expect([0, 20, 40, 60, 80, 100].map(strengthBand)).toEqual(['low', 'low', 'low-medium', 'medium', 'high-medium', 'high']);
});

test('the meter hides while empty and shows the band; the advice lists what is met', () => {
  const { rerender } = inShell(<PasswordStrength password="" showAdvice={false} />);
  expect(screen.queryByRole('meter')).toBeNull();
  rerender(
    <ShellProviders locale="en" numbers={numberSymbols('en')} dict={en} config={config}>
      <PasswordStrength password="Juice#1" showAdvice />
    </ShellProviders>,
  );
  const meter = screen.getByRole('meter');
  expect(meter.getAttribute('aria-valuenow')).toBe('80');
  expect(meter.getAttribute('data-band')).toBe('high-medium');
  expect(screen.getByText('has a special character').closest('li')?.getAttribute('data-met')).toBe('true');
  expect(screen.getByText('is at least 8 characters long').closest('li')?.getAttribute('data-met')).toBe('false');
});

test('change password: mismatching and short passwords get their messages and keep the button disabled', async () => {
  inShell(<ChangePasswordScreen />);
  const button = screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  const current = document.querySelector('#currentPassword') as HTMLInputElement;
  fireEvent.change(current, { target: { value: 'x' } });
  fireEvent.change(current, { target: { value: '' } });
  fireEvent.blur(current);
  expect(await screen.findByText('Please enter your current password.')).toBeTruthy();
  const fresh = document.querySelector('#newPassword') as HTMLInputElement;
  fireEvent.change(fresh, { target: { value: 'abc' } });
  fireEvent.blur(fresh);
  expect(await screen.findByText('The password needs 5 to 40 characters.')).toBeTruthy();
  fireEvent.change(current, { target: { value: 'old-one' } });
  fireEvent.change(fresh, { target: { value: 'new-secret' } });
  const repeat = document.querySelector('#newPasswordRepeat') as HTMLInputElement;
  fireEvent.change(repeat, { target: { value: 'new-secreX' } });
  fireEvent.blur(repeat);
  expect(await screen.findByText('The two passwords differ.')).toBeTruthy();
  expect(button.disabled).toBe(true);
  fireEvent.change(repeat, { target: { value: 'new-secret' } });
  expect(screen.queryByText('The two passwords differ.')).toBeNull();
  expect(button.disabled).toBe(false);
});

test('the messages come in German too', async () => {
  inShell(<ChangePasswordScreen />, 'de_DE');
  const fresh = document.querySelector('#newPassword') as HTMLInputElement;
  fireEvent.change(fresh, { target: { value: 'abc' } });
  fireEvent.blur(fresh);
  expect(await screen.findByText('Das Passwort braucht 5 bis 40 Zeichen.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Passwort ändern' })).toBeTruthy();
});
