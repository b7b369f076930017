import type { TranslationKey } from '../../lib/i18n/en';

/** A link of the account area: a screen of this app, or a page the server renders (loaded in full). */
export type AccountLink = { value: string; label: TranslationKey; to: `/${string}`; fullPage?: boolean };

export const ORDERS_AND_PAYMENT: AccountLink[] = [
  { value: 'order-history', label: 'LABEL_ORDER_HISTORY', to: '/order-history' },
  { value: 'recycle', label: 'NAV_RECYCLE', to: '/recycle' },
  { value: 'saved-addresses', label: 'MY_SAVED_ADDRESSES', to: '/address/saved' },
  { value: 'payment-methods', label: 'MY_PAYMENT_OPTIONS', to: '/saved-payment-methods' },
  { value: 'wallet', label: 'DIGITAL_WALLET', to: '/wallet' },
];

export const PRIVACY_AND_SECURITY: AccountLink[] = [
  { value: 'privacy-policy', label: 'TITLE_PRIVACY_POLICY', to: '/privacy-security/privacy-policy' },
  { value: 'data-export', label: 'TITLE_REQUEST_DATA_EXPORT', to: '/privacy-security/data-export' },
  { value: 'data-erasure', label: 'DATA_SUBJECT_TITLE', to: '/dataerasure', fullPage: true },
  { value: 'change-password', label: 'TITLE_CHANGE_PASSWORD', to: '/privacy-security/change-password' },
  { value: 'two-factor', label: 'TITLE_TWO_FACTOR_AUTH_CONFIG', to: '/privacy-security/two-factor-authentication' },
  { value: 'last-login-ip', label: 'LAST_LOGIN_IP', to: '/privacy-security/last-login-ip' },
];
