'use client';
import { Dialog } from '@ark-ui/react/dialog';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { DialogFrame } from '../ui/DialogFrame';
import { useI18n } from '../shell/I18n';

/** The frame of the administration's detail dialogs: a title, the content and a close button. */
export function AdminDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <DialogFrame onClose={onClose}>
      <Dialog.Title
        className={css({ fontSize: 'xl', fontWeight: 'bold', pe: '10', pb: '3', mb: '4', borderBottom: '1px solid token(colors.raised)' })}
      >
        {title}
      </Dialog.Title>
      {children}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '6' })}>
        <Dialog.CloseTrigger
          className={css({
            px: '4',
            py: '2',
            borderRadius: 'md',
            border: '1px solid',
            borderColor: 'raised',
            bg: 'transparent',
            color: 'text',
            cursor: 'pointer',
            _hover: { bg: 'raised' },
          })}
        >
          {t.BTN_CLOSE()}
        </Dialog.CloseTrigger>
      </div>
    </DialogFrame>
  );
}

/** A label and its value in a details dialog. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={css({ fontSize: 'xs', color: 'muted', textTransform: 'uppercase', letterSpacing: 'wide' })}>{label}</dt>
      <dd className={css({ mt: '0.5', wordBreak: 'break-all' })}>{children}</dd>
    </div>
  );
}

export const detailGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' });
