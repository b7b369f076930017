import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const Hot = ({ children }: { children: ReactNode }) => (
  <span className={`hot ${css({ color: 'accent', fontWeight: 'semibold' })}`}>{children}</span>
);

/**
 * The policy text. It is a legal document and stays in English in every language (as upstream
 * keeps it); its five highlighted phrases spell out a secret address (Privacy Policy Inspection).
 */
export function PrivacyPolicyText({ name, url, email }: { name: string; url: string; email: string }) {
  return (
    <div className={css({ lineHeight: '1.75', '& h2': { fontSize: 'lg', fontWeight: 'semibold', mt: '6', mb: '2' }, '& p': { mb: '3' } })}>
      <p>
        This policy explains what {name} ({url}) does with the personal data you give us while you shop, and what it does not do. By using
        the shop you agree to the practices described here.
      </p>
      <h2>What we collect</h2>
      <p>
        We store the e-mail address and password you register with, the addresses and payment details you save for checkout, your orders,
        reviews and feedback, and the address of the computer you last logged in from. <Hot>We may also</Hot> keep technical logs of
        requests for a short while to keep the shop running.
      </p>
      <h2>How we use it</h2>
      <p>
        Your data is used to run your account, deliver your orders and answer your questions. From time to time we may{' '}
        <Hot>instruct you</Hot> to confirm your identity before we change anything important in your account.
      </p>
      <h2>Sharing</h2>
      <p>
        We do not sell your data. We pass it to delivery and payment partners only as far as an order needs it. We reserve the right{' '}
        <Hot>to refuse all</Hot> requests for data that come from anyone other than you or a court.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep your data for as long as your account exists, and afterwards only as long as is <Hot>reasonably necessary</Hot> to meet our
        legal duties.
      </p>
      <h2>Children</h2>
      <p>The shop is not meant for anyone under 18, and we do not knowingly collect data about minors.</p>
      <h2>Your rights</h2>
      <p>
        You can ask us at any time which data we hold about you, have it corrected, or have it erased. Keeping your password secret remains
        your <Hot>responsibility</Hot>.
      </p>
      <p>
        Contact: <a href={`mailto:${email}`}>{email}</a>
      </p>
    </div>
  );
}
