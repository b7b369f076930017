'use client';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useI18n } from '../shell/I18n';
import { primaryButton } from '../ui/styles';
import { BackIcon } from './CheckoutIcons';

/** Shared pieces of the checkout screens: rows to choose from, the step buttons. */

export const secondaryButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  px: '4',
  py: '2',
  borderRadius: 'md',
  cursor: 'pointer',
  bg: 'transparent',
  color: 'text',
  border: '1px solid',
  borderColor: 'raised',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { bg: 'raised' },
  '& svg': { w: '5', h: '5' },
});
export const stepButton = cx(
  primaryButton,
  css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minW: '36',
    py: '2.5',
    '& svg': { w: '5', h: '5' },
  }),
);

/** A list of rows, one chosen by its radio (or just shown, when there is nothing to choose). */
export const rowList = css({ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDir: 'column', gap: '2' });
export const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  bg: 'bg',
  border: '1px solid',
  borderColor: 'raised',
  borderRadius: 'md',
  px: '3',
  py: '2.5',
  '&:has(input:checked)': { borderColor: 'accent', bg: 'rgba(139,195,74,0.08)' },
});
export const radio = css({ w: '4', h: '4', flexShrink: 0, accentColor: 'var(--colors-accent)', cursor: 'pointer' });
export const muted = css({ color: 'muted', fontSize: 'sm' });

/** The bottom of a step: back on the left, the way on to the right, an optional note under them. */
export function StepActions({ back, next, note }: { back?: ReactNode; next?: ReactNode; note?: ReactNode }) {
  return (
    <div className={css({ mt: '6' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <span>{back}</span>
        <span className={css({ ms: 'auto' })}>{next}</span>
      </div>
      {note && <p className={cx(muted, css({ mt: '3', textAlign: 'center' }))}>{note}</p>}
    </div>
  );
}

/** Back to the step before, as the browser's history knows it. */
export function BackButton() {
  const { t } = useI18n();
  return (
    <button type="button" className={secondaryButton} onClick={() => history.back()}>
      <BackIcon />
      {t.LABEL_BACK()}
    </button>
  );
}

/** A section of a step with its heading. */
export function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className={css({ mt: '6', pt: '5', borderTop: '1px solid', borderColor: 'raised' })}>
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3', mb: '3', flexWrap: 'wrap' })}
      >
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
