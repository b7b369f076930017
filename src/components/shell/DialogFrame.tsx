'use client';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useI18n } from './I18n';
import { CloseIcon } from './Icons';
import { dialogBackdrop, dialogContent, dialogPositioner, iconButton } from './styles';

const WIDTH = { 480: css({ w: 'min(480px, 94vw)' }), 500: css({ w: 'min(500px, 94vw)' }) } as const;

/**
 * The frame every modal dialog of the shop shares: the dimmed backdrop, the centred card and the
 * close button in its corner. Escape, a click outside and the button all call `onClose`. Only
 * lazily loaded screens import it, so the dialog library stays out of the pages' first load.
 */
export function DialogFrame({ width = 480, onClose, children }: { width?: keyof typeof WIDTH; onClose: () => void; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()}>
      <Portal>
        <Dialog.Backdrop className={dialogBackdrop} />
        <Dialog.Positioner className={dialogPositioner}>
          <Dialog.Content className={cx(dialogContent, WIDTH[width])}>
            <Dialog.CloseTrigger aria-label={t.BTN_CLOSE()} className={cx(iconButton, css({ position: 'absolute', top: '2', right: '2' }))}>
              <CloseIcon />
            </Dialog.CloseTrigger>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
