import { api, type Envelope } from './client';
import type { Authentication, TwoFactorStatus } from '../account-schemas';
import type { AppConfig } from '../config-schema';

/** The accounts REST calls of the front end: login, registration, passwords and two-factor authentication. */

export type SecurityQuestion = { id: number; question: string };

/** POST /rest/user/login; a refusal is an ApiError (its body says when a TOTP code is needed). */
export const logIn = (credentials: { email: string; password: string; oauth?: boolean }) =>
  api<Authentication>('/rest/user/login', { method: 'POST', body: JSON.stringify(credentials) });

/** POST /rest/2fa/verify: the second login step, the code checked with the temporary token. */
export const verifyTotp = (request: { tmpToken: string | null; totpToken: string }) =>
  api<Authentication>('/rest/2fa/verify', { method: 'POST', body: JSON.stringify(request) });

/** GET /rest/saveLoginIp: the server records the login IP (sent at logout, with the token still on). */
export const saveLoginIp = () => api('/rest/saveLoginIp');

export const fetchSecurityQuestions = () => api<Envelope<SecurityQuestion[]>>('/api/SecurityQuestions/').then((r) => r.data ?? []);

/** POST /api/Users/: a new account; the body goes as given (registration and the OAuth landing send different fields). */
export const createUser = (user: Record<string, unknown>) =>
  api<Envelope<{ id: number }>>('/api/Users/', { method: 'POST', body: JSON.stringify(user) }).then((r) => r.data);

export const saveSecurityAnswer = (answer: { UserId: number; answer: string; SecurityQuestionId: number }) =>
  api('/api/SecurityAnswers/', { method: 'POST', body: JSON.stringify(answer) });

/** GET /rest/user/security-question: the question of the account with that email, if there is one. */
export const fetchSecurityQuestion = (email: string) =>
  api<{ question?: { question: string } | null }>(`/rest/user/security-question?email=${encodeURIComponent(email)}`).then(
    (r) => r.question?.question ?? null,
  );

export const resetPassword = (request: { email: string; answer: string; new: string; repeat: string }) =>
  api('/rest/user/reset-password', { method: 'POST', body: JSON.stringify(request) });

/** GET /rest/user/change-password with the passwords in the query, as upstream sends them. */
export const changePassword = (passwords: { current: string; new: string; repeat: string }) =>
  api(`/rest/user/change-password?${new URLSearchParams(passwords)}`);

export const fetchTwoFactorStatus = () => api<TwoFactorStatus>('/rest/2fa/status');

/** POST /rest/2fa/setup or /rest/2fa/disable with the form's values. */
export const changeTwoFactor = (step: 'setup' | 'disable', request: Record<string, unknown>) =>
  api(`/rest/2fa/${step}`, { method: 'POST', body: JSON.stringify(request) });

/** GET /rest/admin/application-configuration: the OAuth landing reads the provider's user-info address from it. */
export const fetchApplicationConfiguration = () =>
  api<{ config: AppConfig }>('/rest/admin/application-configuration').then((r) => r.config);

/** GET /rest/user/whoami: the logged-in user (none for a guest). */
export const fetchWhoAmI = () => api<{ user?: { id?: number; email?: string } }>('/rest/user/whoami').then((r) => r.user);

/** The identity provider's answer to whom an access token belongs (a plain fetch: the provider is not the shop). */
export async function fetchOAuthEmail(userInfoUrl: string, accessToken: string) {
  const url = new URL(userInfoUrl);
  url.searchParams.set('access_token', accessToken);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`identity provider answered ${res.status}`);
  const profile = (await res.json()) as { email?: string };
  if (!profile.email) throw new Error('identity provider named no email');
  return profile.email;
}
