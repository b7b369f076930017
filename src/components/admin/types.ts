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

/** A row of GET /api/Feedbacks. */
export type FeedbackRow = { id: number; UserId: number | null; comment: string; rating: number };
