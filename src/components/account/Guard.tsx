'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useI18n } from '../shell/I18n';
import { ForbiddenView } from './ForbiddenView';
import { roleOf, useToken } from './session';

export type Need = 'login' | 'admin' | 'accounting' | 'deluxe';

/** The forbidden view, shown in place so the address stays what the visitor asked for. */
export function Forbidden({ error }: { error: 'UNAUTHORIZED_ACCESS_ERROR' | 'UNAUTHORIZED_PAGE_ACCESS_ERROR' }) {
  const { t } = useI18n();
  const toLogin = error === 'UNAUTHORIZED_ACCESS_ERROR';
  return <ForbiddenView message={t[error]()} to={toLogin ? '/login' : '/search'} linkText={toLogin ? t.TITLE_LOGIN() : t.BACK_TO_SHOP()} />;
}

/**
 * The route guards of the spec: login (a token is stored) and the roles (admin, accounting,
 * deluxe), read from the token the browser holds. The check runs in the browser only, as
 * upstream's does; the data behind these screens is the server's to protect.
 */
export function Guard({ need, children }: { need: Need; children: ReactNode }) {
  const token = useToken();
  const [checked, setChecked] = useState(false);
  useEffect(() => setChecked(true), []);
  if (!checked) return <p aria-busy="true" className={css({ minH: '40vh' })} />;
  if (!token) return <Forbidden error={need === 'login' ? 'UNAUTHORIZED_ACCESS_ERROR' : 'UNAUTHORIZED_PAGE_ACCESS_ERROR'} />;
  if (need !== 'login' && roleOf(token) !== need) return <Forbidden error="UNAUTHORIZED_PAGE_ACCESS_ERROR" />;
  return children;
}
