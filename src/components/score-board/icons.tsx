/** Inline icons of the score board. */
import { icon } from '../ui/icon';

// the shell's own, already on every page
export { SearchIcon } from '../ui/Icons';

export const TrophyIcon = icon(
  'M19 4h-2V3H7v1H5a2 2 0 0 0-2 2v1a4 4 0 0 0 3.7 4A5 5 0 0 0 11 14.9V18H8v2h8v-2h-3v-3.1a5 5 0 0 0 4.3-3.9A4 4 0 0 0 21 7V6a2 2 0 0 0-2-2zM5 7V6h2v3a2 2 0 0 1-2-2zm14 0a2 2 0 0 1-2 2V6h2z',
);
export const StarIcon = icon('M12 17.3 18.2 21l-1.6-7L22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7z');
export const GearIcon = icon(
  'M19.4 13a7.7 7.7 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.3 7.3 0 0 0-1.7-1L15 3h-4l-.4 2.9a7.3 7.3 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.7 7.7 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1c.5.4 1.1.7 1.7 1L11 21h4l.4-2.9c.6-.3 1.2-.6 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z',
);
export const FilterOffIcon = icon(
  'M3.3 2 2 3.3l7 7.2V19a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-3.5l6.7 6.8 1.3-1.3zM19.9 4.6A1 1 0 0 0 19 3H7.8l6.7 6.8z',
);
/** a mortarboard: the hacking instructor's tutorial */
export const SchoolIcon = icon('M5 13.2v4L12 21l7-3.8v-4L12 17zM12 3 1 9l11 6 9-4.9V17h2V9z');
export const CodeIcon = icon('M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6z');
export const ShieldIcon = icon('M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm-1 14-4-4 1.4-1.4 2.6 2.6 5.6-5.6L18 9z');
export const FlagIcon = icon('M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z');
export const BulbIcon = icon('M9 21h6v-1H9zm3-19a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2z');
export const CheckIcon = icon('M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z');
export const WarningIcon = icon('M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z');
export const UploadIcon = icon('M9 16h6v-6h4l-7-7-7 7h4zm-4 2h14v2H5z');
export const DownloadIcon = icon('M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z');
export const ChevronIcon = icon('M7 10l5 5 5-5z');
