import type { ReactNode } from 'react';
import { Guard, type Need } from '../account/Guard';

/** The whole of an accounts page: the document title and its screen, behind the route guard where it has one. */
export function ScreenPage({ title, need, children }: { title: string; need?: Need; children: ReactNode }) {
  return (
    <>
      <title>{title}</title>
      {need ? <Guard need={need}>{children}</Guard> : children}
    </>
  );
}
