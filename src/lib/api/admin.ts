import { api, type Envelope } from './client';

/** The administration page's REST calls (the feedback list and its deletion are in ./feedback). */

/** A row of GET /rest/user/authentication-details (upstream's shape; lastLoginTime in seconds since the epoch). */
export type UserRow = {
  id: number;
  email: string;
  role?: string;
  lastLoginTime?: number | null;
  lastLoginIp?: string | null;
  createdAt?: string;
  updatedAt?: string;
};

/** GET /rest/user/authentication-details/: every registered user with the last login. */
export const fetchAuthenticationDetails = () => api<Envelope<UserRow[]>>('/rest/user/authentication-details/').then((r) => r.data ?? []);

export const fetchUser = (id: number) => api<Envelope<UserRow>>(`/api/Users/${id}`).then((r) => r.data);
