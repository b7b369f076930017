/** Inline icons of the accounts screens and the account menu. */
import { icon } from '../ui/icon';

// the shell's account icon, already on every page
export { AccountIcon as PersonIcon } from '../ui/Icons';

export const EyeIcon = icon(
  'M12 5C7 5 2.7 8.1 1 12.5 2.7 16.9 7 20 12 20s9.3-3.1 11-7.5C21.3 8.1 17 5 12 5zm0 12.5a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
);
export const EyeOffIcon = icon(
  'M12 7a5 5 0 0 1 5 5c0 .6-.1 1.3-.4 1.8l2.9 2.9c1.5-1.2 2.7-2.8 3.4-4.7C21.3 7.6 17 4.5 12 4.5c-1.4 0-2.7.3-4 .7l2.2 2.2c.5-.3 1.1-.4 1.8-.4zM2 4.3l2.3 2.3.4.4A11.8 11.8 0 0 0 1 12c1.7 4.4 6 7.5 11 7.5 1.5 0 3-.3 4.4-.8l.4.4 2.9 2.9 1.3-1.3L3.3 3zm5.5 5.5 1.6 1.6-.1.6a3 3 0 0 0 3 3l.6-.1 1.6 1.6a5 5 0 0 1-6.7-6.7zm4.3-.8 3.2 3.2V12a3 3 0 0 0-3-3z',
);
export const LoginIcon = icon(
  'M10.1 15.6 11.5 17l5-5-5-5-1.4 1.4 2.6 2.6H3v2h9.7zM19 3H5a2 2 0 0 0-2 2v4h2V5h14v14H5v-4H3v4a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z',
);
export const LogoutIcon = icon(
  'M13 3h-2v10h2zm4.8 2.2-1.4 1.4A7 7 0 0 1 12 19a7 7 0 0 1-4.4-12.4L6.2 5.2A9 9 0 0 0 12 21a9 9 0 0 0 5.8-15.8z',
);
export const ShieldIcon = icon('M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5zm0 10.9h7c-.5 4.1-3.3 7.8-7 8.9V12H5V6.3l7-3.1z');
export const ReceiptIcon = icon(
  'M16.6 7.4 12 12l-4.6-4.6L6 8.8l6 6 6-6zM12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16z',
);
export const ChevronIcon = icon('M10 6 8.6 7.4l4.6 4.6-4.6 4.6L10 18l6-6z', { directional: true });
export const BalanceIcon = icon('M4 10v7h3v-7zm6 0v7h3v-7zM2 22h19v-3H2zm14-12v7h3v-7zm-4.5-9L2 6v2h19V6z');
export const TrashIcon = icon('M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z');
export const CheckIcon = icon('M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z');
export const DotIcon = icon('M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z');
export const PlaceIcon = icon('M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z');
export const KeyIcon = icon('M12.7 10A6 6 0 1 0 7 18a6 6 0 0 0 5.7-4H17v4h4v-4h2v-4zM7 14a2 2 0 1 1 0-4 2 2 0 0 1 0 4z');
export const GoogleIcon = icon(
  'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.9h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.4zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zm-5.6-8c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6z',
);
