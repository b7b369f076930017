import { api, type Envelope } from './client';

/** The complaint screen's REST calls: the invoice file first, then the complaint itself. */

/** POST /file-upload: one file in the `file` field of a multipart body. */
export function uploadFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api('/file-upload', { method: 'POST', body: form });
}

/** POST /api/Complaints: answers the new complaint's id, the customer's reference. */
export const fileComplaint = (complaint: { UserId?: number; message: string }) =>
  api<Envelope<{ id: number }>>('/api/Complaints', { method: 'POST', body: JSON.stringify(complaint) }).then((r) => r.data.id);
