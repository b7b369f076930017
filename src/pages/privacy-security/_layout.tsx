import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PrivacyNav } from '../../components/account/PrivacyNav';

/** Privacy and security: its pages side by side with their navigation. */
export default async function PrivacySecurityLayout({ children }: { children: ReactNode }) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' },
        gap: { base: '4', lg: '8' },
        alignItems: 'start',
        maxW: '7xl',
        mx: 'auto',
      })}
    >
      <PrivacyNav />
      <div>{children}</div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
