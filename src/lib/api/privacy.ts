import { api } from './client';

/** GET /rest/image-captcha: a fresh captcha for the logged-in user; the screen shows only its SVG markup (the answer comes along, as upstream sends it). */
export const fetchImageCaptcha = () => api<{ image: string }>('/rest/image-captcha').then((r) => r.image);

/** POST /rest/user/data-export: the export as JSON text, and the server's confirmation. */
export const requestDataExport = (request: { format: string; answer?: string }) =>
  api<{ userData: string; confirmation: string }>('/rest/user/data-export', { method: 'POST', body: JSON.stringify(request) });
