'use client';
import { css, cx } from 'styled-system/css';
import type { T } from '../../lib/i18n';
import { useI18n } from '../shell/I18n';
import { CheckIcon, DotIcon } from './AccountIcons';

const STRENGTH_MIN_LENGTH = 8;

/** The five criteria of the meter (shown, never enforced). */
const CRITERIA: Array<{ id: string; test: (pw: string) => boolean; label: (t: T) => string }> = [
  { id: 'lower', test: (pw) => /[a-z]/.test(pw), label: (t) => t.PASSWORD_ADVICE_LOWER() },
  { id: 'upper', test: (pw) => /[A-Z]/.test(pw), label: (t) => t.PASSWORD_ADVICE_UPPER() },
  { id: 'digit', test: (pw) => /\d/.test(pw), label: (t) => t.PASSWORD_ADVICE_DIGIT() },
  { id: 'special', test: (pw) => /[ !"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/.test(pw), label: (t) => t.PASSWORD_ADVICE_SPECIAL() },
  { id: 'length', test: (pw) => pw.length >= STRENGTH_MIN_LENGTH, label: (t) => t.PASSWORD_ADVICE_LENGTH({ min: STRENGTH_MIN_LENGTH }) },
];

/** Percentage of the five criteria a password meets (0, 20, … 100). */
export const passwordStrength = (pw: string) => (CRITERIA.filter((c) => c.test(pw)).length / CRITERIA.length) * 100;

const BANDS = ['low', 'low-medium', 'medium', 'high-medium', 'high'] as const;
type Band = (typeof BANDS)[number];
/** The colour band of a percentage: one per fifth, the lowest also for 0. */
export const strengthBand = (percent: number): Band => BANDS[Math.max(Math.floor(percent / (100 / BANDS.length)) - 1, 0)]!;

const BAND_COLOURS: Record<Band, string> = {
  low: '#e53935',
  'low-medium': '#fb8c00',
  medium: '#fdd835',
  'high-medium': '#9ccc65',
  high: '#43a047',
};

/** The strength meter (hidden while the password is empty) and, on request, the list of criteria. */
export function PasswordStrength({ password, showAdvice }: { password: string; showAdvice: boolean }) {
  const { t } = useI18n();
  const percent = passwordStrength(password);
  const band = strengthBand(percent);
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      {password && (
        // biome-ignore lint/a11y/useSemanticElements: a styled bar whose fill takes the band's colour (data-band), which a native <meter> cannot show the same in every browser; the suites find it by role meter
        <div
          role="meter"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t.PASSWORD_STRENGTH({ percent })}
          data-band={band}
          className={cx('password-strength', css({ h: '1.5', bg: 'raised', borderRadius: 'full', overflow: 'hidden' }))}
        >
          <div
            style={{ width: `${percent}%`, background: BAND_COLOURS[band] }}
            className={css({ h: 'full', borderRadius: 'full', transition: 'width 200ms, background 200ms' })}
          />
        </div>
      )}
      {showAdvice && (
        <ul
          aria-label={t.PASSWORD_STRENGTH({ percent })}
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
            gap: '1',
            fontSize: 'xs',
            bg: 'bg',
            borderRadius: 'md',
            p: '3',
          })}
        >
          {CRITERIA.map((c) => {
            const met = c.test(password);
            return (
              <li
                key={c.id}
                data-met={met}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '1.5',
                  color: met ? 'accent' : 'muted',
                  '& svg': { w: '4', h: '4', flexShrink: 0 },
                })}
              >
                {met ? <CheckIcon /> : <DotIcon />}
                <span>{c.label(t)}</span>
                <span className={css({ srOnly: true })}>({met ? t.CRITERION_MET() : t.CRITERION_NOT_MET()})</span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
