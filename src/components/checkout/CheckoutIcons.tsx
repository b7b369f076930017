import { icon } from '../ui/icon';

/** Icons of the checkout screens. */
export { PlaceIcon, TrashIcon, ChevronIcon as NextIcon } from '../account/AccountIcons';
export const BackIcon = icon('M14 6l1.4 1.4-4.6 4.6 4.6 4.6L14 18l-6-6z', { directional: true });
export const AddIcon = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z');
export const EditIcon = icon('M3 17.2V21h3.8l11-11-3.8-3.8zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8z');
export const CardIcon = icon('M20 4H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 14H4v-6h16zm0-10H4V6h16z');
export const WalletIcon = icon(
  'M21 18v1a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v1h-9a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2zm-9-2h10V8H12zm4-2.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
);
export const TruckIcon = icon(
  'M20 8h-3V4H3a2 2 0 0 0-2 2v11h2a3 3 0 0 0 6 0h6a3 3 0 0 0 6 0h2v-5zM6 18.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm13.5-9 2 2.5H17V9.5zM18 18.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
);
export const RocketIcon = icon(
  'M12 2.5s4.5 2 4.5 9.5l2.5 2v4l-3.5-1.5h-7L5 18v-4l2.5-2C7.5 4.5 12 2.5 12 2.5zM12 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm-2 11h4l-2 3z',
);
export const FastIcon = icon(
  'M3 13h5v2H3zm-2-4h7v2H1zm4 8h3v2H5zm15-9h-3V4H9v3h6v9h-1.2a3 3 0 0 0-5.6 0H8v2h1.2a3 3 0 0 0 5.6 0h2.4a3 3 0 0 0 5.6 0H23v-5zM12 19a1 1 0 1 1 0-2 1 1 0 0 1 0 2zm8 0a1 1 0 1 1 0-2 1 1 0 0 1 0 2zm-3-6V9.5h2.5l2 3.5z',
);
export const GiftIcon = icon(
  'M20 6h-2.2A3 3 0 0 0 12 3.4 3 3 0 0 0 6.2 6H4a2 2 0 0 0-2 2v3h20V8a2 2 0 0 0-2-2zM9 6a1 1 0 1 1 1-1v1zm5 0V5a1 1 0 1 1 1 1zM3 13v7a1 1 0 0 0 1 1h7v-8zm10 8h7a1 1 0 0 0 1-1v-7h-8z',
);
