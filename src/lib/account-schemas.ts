import { type } from './ark';

/**
 * Payloads of the accounts screens and the routes that answer them. The forms check the strict
 * shapes; the server checks the same shapes except where a challenge needs it to trust the client
 * (registration: role, passwordRepeat and empty credentials; see `registrationRequest`).
 */

const email = type('string.email');

/**
 * POST /rest/user/login, types only: a missing (or null) email or password counts as empty, as
 * upstream's `|| ''`, so the injection works without a password. `oauth` is sent by the
 * third-party login flow (upstream keeps it in the body).
 */
export const loginRequest = type({
  'email?': 'string | null',
  'password?': 'string | null',
  'oauth?': 'boolean',
});

/** The login form's own check before it posts `loginRequest`. */
export const loginForm = type({ email: 'string > 0', password: 'string > 0' });

/** What the registration form checks (upstream's client rules: password 5 to 40 characters, repeat equal). */
export const registrationForm = type({
  email,
  password: '5 <= string <= 40',
  passwordRepeat: 'string',
  securityQuestionId: 'number.integer > 0',
  securityAnswer: 'string > 0',
}).narrow(
  (form, ctx) =>
    form.password === form.passwordRepeat || ctx.reject({ path: ['passwordRepeat'], expected: 'equal to password', actual: '' }),
);

/**
 * POST /api/Users as the server reads it. Deliberately loose: the server trusts the client for the
 * email format, the repeated password and even the role (the registration challenges need exactly that).
 * The role is checked by the user model (upstream's wording), not here.
 */
export const registrationRequest = type({
  email: 'string',
  password: 'string',
  'passwordRepeat?': 'string',
  'role?': 'string',
  // sent by the form but not stored here: the answer follows through POST /api/SecurityAnswers
  'securityQuestion?': 'unknown',
  'securityAnswer?': 'unknown',
});

/**
 * POST /api/SecurityAnswers, sent right after registration with the new user's id. Without a
 * UserId (or with null) the answer belongs to nobody, as upstream's model allows.
 */
export const securityAnswerRequest = type({
  'UserId?': 'number.integer > 0 | null',
  SecurityQuestionId: 'number.integer > 0',
  answer: 'string > 0',
});

/**
 * POST /api/PrivacyRequests (upstream's generated REST endpoint of the model; the shop's own
 * screens use /dataerasure). The user it names must exist; without one it names nobody.
 */
export const privacyRequestRequest = type({
  'UserId?': 'number.integer > 0 | null',
  'deletionRequested?': 'boolean',
}).narrow((body, ctx) => !Array.isArray(body) || ctx.mustBe('an object'));

/** POST /rest/user/reset-password (forgot-password screen), checked after upstream's own checks of the fields. */
export const resetPasswordRequest = type({
  email: 'string > 0',
  answer: 'string > 0',
  new: 'string > 0',
  repeat: 'string > 0',
});

/** The forgot-password form: as the request, plus upstream's client rules on the new password. */
export const resetPasswordForm = type({
  email,
  answer: 'string > 0',
  new: '5 <= string <= 40',
  repeat: 'string',
}).narrow((form, ctx) => form.new === form.repeat || ctx.reject({ path: ['repeat'], expected: 'equal to the new password', actual: '' }));

/**
 * The change-password form (GET /rest/user/change-password?current=&new=&repeat=). The server
 * checks no schema there: it answers in upstream's order, and skips the current-password check
 * when `current` is absent (Change Bender's Password needs that).
 */
export const changePasswordForm = type({
  current: 'string > 0',
  new: '5 <= string <= 40',
  repeat: 'string',
}).narrow((form, ctx) => form.new === form.repeat || ctx.reject({ path: ['repeat'], expected: 'equal to the new password', actual: '' }));

/** POST /rest/2fa/setup: password, the secret the screen generated (in setupToken) and a first code. */
export const twoFactorSetupRequest = type({
  password: 'string > 0',
  setupToken: 'string > 0',
  initialToken: /^\d{6}$/,
});

/** POST /rest/2fa/verify: the temporary token from a login answered with totp_token_required, plus a code. */
export const twoFactorVerifyRequest = type({
  tmpToken: 'string > 0',
  totpToken: /^\d{6}$/,
});

/** POST /rest/2fa/disable */
export const twoFactorDisableRequest = type({ password: 'string > 0' });

/** GET /rest/2fa/status answer. setupToken and secret only while 2FA is off (so the screen can offer setup). */
export type TwoFactorStatus = { setup: boolean; secret?: string; email?: string; setupToken?: string };

/** POST /rest/user/login answer on success. */
export type Authentication = { authentication: { token: string; bid: number; umail: string } };
