/** Inline icons of the order screens. */
import { icon } from '../ui/icon';

export const OrderIcon = icon('M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z');
export const TweetIcon = icon(
  'M22.5 5.9c-.8.3-1.6.6-2.5.7.9-.5 1.6-1.4 1.9-2.4-.8.5-1.8.9-2.7 1a4.3 4.3 0 0 0-7.3 3.9A12.2 12.2 0 0 1 3 4.6a4.3 4.3 0 0 0 1.3 5.7c-.7 0-1.4-.2-1.9-.5 0 2.1 1.5 3.8 3.4 4.2-.6.2-1.3.2-1.9.1.5 1.7 2.1 3 4 3A8.6 8.6 0 0 1 1.5 19a12.2 12.2 0 0 0 6.6 1.9c7.9 0 12.2-6.5 12.2-12.2v-.6c.9-.6 1.6-1.3 2.2-2.2z',
);
export const TruckIcon = icon(
  'M20 8h-3V4H3a2 2 0 0 0-2 2v11h2a3 3 0 0 0 6 0h6a3 3 0 0 0 6 0h2v-5zM6 18.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm13.5-9 2 2.5H17V9.5zM18 18.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
);
export const WarehouseIcon = icon('M22 21V7L12 3 2 7v14h5v-9h10v9zm-11-2H9v2h2zm2-3h-2v2h2zm2 3h-2v2h2z');
export const PackingIcon = icon('M20 2H4a2 2 0 0 0-2 2v3h20V4a2 2 0 0 0-2-2zM3 8v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8zm12 5H9v-2h6z');
export const HomeIcon = icon('M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z');
