'use client';
import type { ReactNode } from 'react';
import { Link } from 'waku';
import { useToken } from '../account/token';

/** A side menu entry only for logged-in visitors (the server cannot know: the login lives in the browser's storage). */
export function LoggedInLink({ to, className, children }: { to: `/${string}`; className: string; children: ReactNode }) {
  const token = useToken();
  return token ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : null;
}
