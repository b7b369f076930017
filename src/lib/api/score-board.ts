import { api, type Envelope } from './client';
import type { ChallengeData, HintData } from '../score-board/model';

/** The REST calls of the score board and of the solved-challenge notices. */

export type Country = { code: string; name: string };

/** GET /api/Challenges: every challenge with its state now. */
export const fetchChallenges = () => api<Envelope<ChallengeData[]>>('/api/Challenges').then((r) => r.data);

/** PUT /api/Hints/{id}: unlocks a hint; the answer is the unlocked hint. */
export const unlockHint = (hintId: number) =>
  api<Envelope<HintData>>(`/api/Hints/${hintId}`, { method: 'PUT', body: JSON.stringify({ unlocked: true }) }).then((r) => r.data);

/** GET /rest/repeat-notification: the server sends a solved challenge's notification again. */
export const repeatNotification = (name: string) => api(`/rest/repeat-notification?challenge=${encodeURIComponent(name)}`);

/** GET /rest/country-mapping: the CTF country of each challenge key. */
export const fetchCountryMapping = () => api<Record<string, Country>>('/rest/country-mapping');
