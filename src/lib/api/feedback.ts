import { api, type Envelope } from './client';

/** The customer feedback REST calls: the contact form's captcha and post, the administration list. */

/** A row of GET /api/Feedbacks. */
export type FeedbackRow = { id: number; UserId: number | null; comment: string; rating: number };

export type Captcha = { captchaId: number; captcha: string };

export const fetchCaptcha = () => api<Captcha>('/rest/captcha/');

/** POST /api/Feedbacks/ with the body as the contact form builds it (the server trusts its UserId and rating). */
export const sendFeedback = (feedback: {
  UserId?: number | string;
  captchaId?: number;
  captcha: string;
  comment: string;
  rating: number;
}) => api('/api/Feedbacks/', { method: 'POST', body: JSON.stringify(feedback) });

export const fetchFeedbacks = () => api<Envelope<FeedbackRow[]>>('/api/Feedbacks/').then((r) => r.data ?? []);

export const deleteFeedback = (id: number) => api(`/api/Feedbacks/${id}`, { method: 'DELETE' });
