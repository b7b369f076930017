'use client';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { useI18n } from '../shell/I18n';
import { CloseIcon } from './Icons';
import { dialogBackdrop, dialogContent, dialogPositioner, iconButton } from './styles';

const WIDTH = { 480: css({ w: 'min(480px, 94vw)' }), 500: css({ w: 'min(500px, 94vw)' }) } as const;
// a dialog opened from another one (review edit over product details) dims that one too; inline,
// as an atomic class could not reliably outrank the layer's own z-index class
const STACKED = { backdrop: { zIndex: 52 }, positioner: { zIndex: 53 } };

/**
 * The frame every modal dialog of the shop shares: the dimmed backdrop, the centred card and the
 * close button in its corner. Escape, a click outside and the button all call `onClose`. Only
 * lazily loaded screens import it, so the dialog library stays out of the pages' first load.
 * `stacked` lays a dialog over another open one.
 */
export function DialogFrame({
  width = 480,
  stacked = false,
  onClose,
  children,
}: {
  width?: keyof typeof WIDTH;
  stacked?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()}>
      <Portal>
        <Dialog.Backdrop className={dialogBackdrop} style={stacked ? STACKED.backdrop : undefined} />
        <Dialog.Positioner className={dialogPositioner} style={stacked ? STACKED.positioner : undefined}>
          {/* upstream's dialog class and content element, which public e2e suites select a dialog by */}
          <Dialog.Content className={cx('mat-mdc-dialog-container', dialogContent, WIDTH[width])}>
            <Dialog.CloseTrigger
              aria-label={t.BTN_CLOSE()}
              className={cx(iconButton, css({ position: 'absolute', top: '2', insetEnd: '2' }))}
            >
              <CloseIcon />
            </Dialog.CloseTrigger>
            <mat-dialog-content className="mat-mdc-dialog-content">{children}</mat-dialog-content>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
