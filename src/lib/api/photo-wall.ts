import { api, type Envelope } from './client';

/** The photo wall's REST calls. */

export type MemoryJson = { id: number; caption: string; imagePath: string; User?: { username?: string } | null };

export const fetchMemories = () => api<Envelope<MemoryJson[]>>('/rest/memories').then((r) => r.data);

/** POST /rest/memories: the picture (field `image`) and its caption, as a multipart body. */
export function shareMemory(image: File, caption: string) {
  const body = new FormData();
  body.append('image', image);
  body.append('caption', caption);
  return api<Envelope<MemoryJson>>('/rest/memories', { method: 'POST', body });
}
