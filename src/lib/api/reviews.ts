import { api, type Envelope } from './client';

/** The review calls of the product details dialog, as upstream's review service makes them. */
export type ReviewJson = { _id: string; message: string; author: string; likesCount: number; liked?: boolean };
export const fetchReviews = (productId: number) => api<Envelope<ReviewJson[]>>(`/rest/products/${productId}/reviews`).then((r) => r.data);
export const writeReview = (productId: number, review: { message: string; author: string }) =>
  api<{ status: string }>(`/rest/products/${productId}/reviews`, { method: 'PUT', body: JSON.stringify(review) });
export const editReview = (id: string, message: string) =>
  api<{ modified: number }>('/rest/products/reviews', { method: 'PATCH', body: JSON.stringify({ id, message }) });
export const likeReview = (id: string) =>
  api<{ modified: number }>('/rest/products/reviews', { method: 'POST', body: JSON.stringify({ id }) });
