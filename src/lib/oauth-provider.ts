/**
 * The identity provider of the third-party login (Google unless configured otherwise, e.g. a local
 * one in tests). Kept apart from the config schema so that the browser's OAuth landing does not
 * carry the arktype schema along.
 */
export const OAUTH_PROVIDER_DEFAULTS = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  userInfoUrl: 'https://www.googleapis.com/oauth2/v1/userinfo?alt=json',
} as const;
