/**
 * Icons of the side menu's customer entries. Only the server-rendered side menu (and the screens
 * behind the entries) use them, so they stay out of the shell's client bundle.
 */
import { icon } from '../ui/icon';

export const FeedbackIcon = icon('M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zm-7 12h-2v-2h2zm0-4h-2V6h2z');
export const ComplaintIcon = icon('M14.4 6 14 4H5v17h2v-7h5.6l.4 2h7V6z');
export const ChatbotIcon = icon(
  'M20 9V7c0-1.1-.9-2-2-2h-3c0-1.7-1.3-3-3-3S9 3.3 9 5H6a2 2 0 0 0-2 2v2a3 3 0 0 0 0 6v4c0 1.1.9 2 2 2h12a2 2 0 0 0 2-2v-4a3 3 0 0 0 0-6zM7.5 11.5a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0zM16 17H8v-2h8zm-1.5-4a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
);
export const PhotoIcon = icon(
  'M12 15.2a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4zM9 2 7.2 4H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-3.2L15 2zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10z',
);
