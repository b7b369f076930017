import { css } from 'styled-system/css';
import type { T } from '../../lib/i18n';
import { PaddingImage } from './PaddingImage';

const panel = css({ bg: 'surface', borderRadius: 'card', p: { base: '4', md: '6' }, boxShadow: 'lg' });
const heading = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' });
const coinBadge = css({
  display: 'inline-block',
  px: '2',
  borderRadius: 'full',
  bg: 'accent',
  color: 'accentText',
  fontWeight: 'semibold',
});

/** A regulator's warning about virtual currency offerings, offered as "required reading" (upstream links it too). */
const REGULATOR_ALERT = 'https://www.sec.gov/investor/alerts/ia_virtualcurrencies.pdf';

type Plan = { name: keyof T; text: keyof T };
const PLANS: Plan[] = [
  { name: 'TOKENSALE_PLAN_PULP', text: 'TOKENSALE_PLAN_PULP_TEXT' },
  { name: 'TOKENSALE_PLAN_SQUEEZE', text: 'TOKENSALE_PLAN_SQUEEZE_TEXT' },
  { name: 'TOKENSALE_PLAN_COLD_PRESSED', text: 'TOKENSALE_PLAN_COLD_PRESSED_TEXT' },
];
const FAQ: Array<{ q: keyof T; a: keyof T }> = [
  { q: 'TOKENSALE_FAQ_WHEN_Q', a: 'TOKENSALE_FAQ_WHEN_A' },
  { q: 'TOKENSALE_FAQ_RISK_Q', a: 'TOKENSALE_FAQ_RISK_A' },
  { q: 'TOKENSALE_FAQ_USE_Q', a: 'TOKENSALE_FAQ_USE_A' },
  { q: 'TOKENSALE_FAQ_REFUND_Q', a: 'TOKENSALE_FAQ_REFUND_A' },
];

/** The unreleased token sale of the configured altcoin: pitch, whitepaper, plans and FAQ. Rendered on the server only. */
export function TokenSale({ t, coin }: { t: T; coin: string }) {
  const say = (key: keyof T) => (t[key] as unknown as (args: { coin: string }) => string)({ coin });
  return (
    <div
      id="token-sale"
      className={css({
        display: 'grid',
        gap: '6',
        maxW: '6xl',
        mx: 'auto',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '3fr 2fr' },
        alignItems: 'start',
      })}
    >
      <div className={css({ display: 'grid', gap: '6' })}>
        <header>
          <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', color: 'accent' })}>{t.TOKENSALE_TITLE()}</h1>
          <p className={css({ fontSize: 'lg' })}>{t.TOKENSALE_SUBTITLE({ coin })}</p>
          <p role="note" className={css({ mt: '2', fontSize: 'sm', color: 'muted' })}>
            {t.TOKENSALE_PREVIEW()}
          </p>
        </header>
        <section className={panel}>
          <h2 className={heading}>{t.TOKENSALE_PITCH_TITLE({ coin })}</h2>
          {(['TOKENSALE_PITCH_1', 'TOKENSALE_PITCH_2', 'TOKENSALE_PITCH_3'] as const).map((key) => (
            <p key={key} className={css({ lineHeight: '1.7', mb: '3' })}>
              {say(key)} <strong>{t.TOKENSALE_MONEY()}</strong>
            </p>
          ))}
        </section>
        <section className={panel}>
          <h2 className={heading}>{t.TOKENSALE_PLANS()}</h2>
          <ul className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' } })}>
            {PLANS.map((plan) => (
              <li key={plan.name} className={css({ bg: 'raised', borderRadius: 'md', p: '4' })}>
                <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>
                  <span className={coinBadge}>{say(plan.name)}</span>
                </h3>
                <p className={css({ fontSize: 'sm' })}>{say(plan.text)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className={panel}>
          <h2 className={heading}>{t.TOKENSALE_WHITEPAPER()}</h2>
          <p className={css({ fontSize: 'sm', color: 'muted', mb: '2' })}>{t.TOKENSALE_WHITEPAPER_REFERENCES()}</p>
          <a href={REGULATOR_ALERT} target="_blank" rel="noopener noreferrer" className={css({ color: 'accent' })}>
            {t.TOKENSALE_WHITEPAPER_REGULATOR()}
          </a>
        </section>
      </div>
      <section className={panel} aria-labelledby="token-sale-faq">
        <h2 id="token-sale-faq" className={heading}>
          {t.TOKENSALE_FAQ()}
        </h2>
        <dl className={css({ display: 'grid', gap: '4' })}>
          {FAQ.map(({ q, a }) => (
            <div key={q}>
              <dt className={css({ fontWeight: 'semibold' })}>{say(q)}</dt>
              <dd className={css({ fontSize: 'sm', color: 'muted' })}>{say(a)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <PaddingImage width={56} />
    </div>
  );
}
