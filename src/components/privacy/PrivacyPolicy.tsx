import type { ReactNode } from 'react';
import type { Locale } from '../../lib/i18n';
import { css } from 'styled-system/css';

const Hot = ({ children }: { children: ReactNode }) => (
  <span lang="en" className={`hot ${css({ color: 'accent', fontWeight: 'semibold' })}`}>
    {children}
  </span>
);

type PolicyProps = { name: string; url: string; email: string };

const layout = css({ lineHeight: '1.75', '& h2': { fontSize: 'lg', fontWeight: 'semibold', mt: '6', mb: '2' }, '& p': { mb: '3' } });

/**
 * The policy text, one document per language. Its five highlighted phrases spell out a secret
 * address (Privacy Policy Inspection): every language keeps them in English, as the binding
 * wording, so the address is the same whichever language the reader chose.
 */
export function PrivacyPolicyText({ locale, ...props }: PolicyProps & { locale: Locale }) {
  const Policy = POLICIES[locale] ?? PolicyEn;
  return <Policy {...props} />;
}

function PolicyEn({ name, url, email }: PolicyProps) {
  return (
    <div className={layout}>
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

function PolicyDe({ name, url, email }: PolicyProps) {
  return (
    <div className={layout} lang="de">
      <p>
        Diese Erklärung beschreibt, was {name} ({url}) mit den persönlichen Daten macht, die du uns beim Einkaufen anvertraust, und was
        nicht. Wer den Shop nutzt, ist mit dem hier beschriebenen Vorgehen einverstanden. Verbindlich ist der englische Wortlaut; die
        hervorgehobenen Stellen geben ihn im Original wieder.
      </p>
      <h2>Was wir speichern</h2>
      <p>
        Wir speichern die E-Mail-Adresse und das Passwort, mit denen du dich registrierst, die Adressen und Zahlungsdaten, die du für die
        Bestellung hinterlegst, deine Bestellungen, Bewertungen und Rückmeldungen sowie die Adresse des Rechners, von dem aus du dich
        zuletzt angemeldet hast. Außerdem (<Hot>We may also</Hot>) bewahren wir technische Protokolle der Anfragen eine kurze Zeit auf,
        damit der Shop zuverlässig läuft.
      </p>
      <h2>Wofür wir sie nutzen</h2>
      <p>
        Mit deinen Daten führen wir dein Konto, liefern deine Bestellungen aus und beantworten deine Fragen. Hin und wieder bitten wir dich
        (<Hot>instruct you</Hot>), deine Identität zu bestätigen, bevor wir etwas Wichtiges an deinem Konto ändern.
      </p>
      <h2>Weitergabe</h2>
      <p>
        Wir verkaufen deine Daten nicht. Liefer- und Zahlungspartner erhalten sie nur, soweit eine Bestellung es erfordert. Anfragen nach
        deinen Daten, die weder von dir noch von einem Gericht kommen, behalten wir uns vor abzulehnen (<Hot>to refuse all</Hot>).
      </p>
      <h2>Wie lange wir sie aufbewahren</h2>
      <p>
        Wir bewahren deine Daten auf, solange dein Konto besteht, und danach nur so lange, wie es vernünftigerweise nötig ist (
        <Hot>reasonably necessary</Hot>), um unsere gesetzlichen Pflichten zu erfüllen.
      </p>
      <h2>Kinder und Jugendliche</h2>
      <p>Der Shop richtet sich nicht an Personen unter 18 Jahren, und wir erheben wissentlich keine Daten über Minderjährige.</p>
      <h2>Deine Rechte</h2>
      <p>
        Du kannst jederzeit erfragen, welche Daten wir über dich gespeichert haben, sie berichtigen oder löschen lassen. Dein Passwort
        geheim zu halten, bleibt deine Verantwortung (<Hot>responsibility</Hot>).
      </p>
      <p>
        Kontakt: <a href={`mailto:${email}`}>{email}</a>
      </p>
    </div>
  );
}

/** The policy of each language that has its own; the others read the English one. */
const POLICIES: Partial<Record<Locale, (props: PolicyProps) => ReactNode>> = { en: PolicyEn, de_DE: PolicyDe };
