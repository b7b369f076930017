import { css } from 'styled-system/css';

/** Shared looks of the shell: one definition each, used by every island. */
export const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1.5',
  minW: '10',
  h: '10',
  px: '2',
  borderRadius: 'full',
  bg: 'transparent',
  color: 'text',
  cursor: 'pointer',
  border: 'none',
  fontSize: 'sm',
  _hover: { bg: 'raised' },
  '& svg': { w: '6', h: '6' },
});

export const menuContent = css({
  bg: 'surface',
  color: 'text',
  borderRadius: 'md',
  boxShadow: 'xl',
  py: '1',
  minW: '48',
  zIndex: 40,
  outline: 'none',
});

export const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '2.5',
  cursor: 'pointer',
  outline: 'none',
  fontSize: 'sm',
  _highlighted: { bg: 'raised' },
  _hover: { bg: 'raised' },
});

/** A menu's panel and its entries with upstream's classes, which public e2e suites select menus by (SELECTORS.md) */
export const menuPanel = `mat-mdc-menu-panel mat-menu-panel ${menuContent}`;
export const menuEntry = `mat-mdc-menu-item mat-menu-item ${menuItem}`;

export const primaryButton = css({
  bg: 'accent',
  color: 'accentText',
  fontWeight: 'semibold',
  px: '4',
  py: '2',
  borderRadius: 'md',
  cursor: 'pointer',
  border: 'none',
  _hover: { filter: 'brightness(1.1)' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
});

export const dialogBackdrop = css({ position: 'fixed', inset: 0, bg: 'rgba(0,0,0,0.55)', zIndex: 50 });
export const dialogPositioner = css({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 51,
  p: '4',
});
export const dialogContent = css({
  bg: 'surface',
  color: 'text',
  borderRadius: 'card',
  boxShadow: '2xl',
  p: '6',
  maxH: '90vh',
  overflowY: 'auto',
  outline: 'none',
  position: 'relative',
});
