import { api } from './client';

/** The REST calls of the shop's frame (navbar, account menu). */

/** GET /rest/user/whoami: the logged-in user as the server sees the token (`{}` without one). */
export const fetchWhoami = () => api<{ user?: { email?: string } }>('/rest/user/whoami');
