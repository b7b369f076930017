import { css } from 'styled-system/css';

/** Looks shared by the notification cards and their lazily loaded parts. */
export const noticeCard = css({
  bg: 'surface',
  color: 'text',
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: 'accent',
  borderRadius: 'md',
  boxShadow: 'xl',
  p: '3',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  animation: 'toastIn 200ms ease',
});
export const noticeButton = css({
  color: 'accent',
  cursor: 'pointer',
  bg: 'transparent',
  border: '1px solid',
  borderColor: 'accent',
  borderRadius: 'sm',
  px: '2',
  py: '0.5',
  fontSize: 'xs',
  _disabled: { opacity: 0.6, cursor: 'default' },
});
