import { api } from './client';

/** The coding challenges' REST calls: a challenge's snippet and fixes, and the verdicts on the answers. */

export const fetchSnippet = (key: string) => api<{ snippet: string }>(`/snippets/${encodeURIComponent(key)}`).then((r) => r.snippet);

/** GET /snippets/fixes/{key}: refused (ApiError) for a challenge without fixes to choose from. */
export const fetchFixes = (key: string) => api<{ fixes: string[] }>(`/snippets/fixes/${encodeURIComponent(key)}`).then((r) => r.fixes);

/** POST /snippets/verdict: whether the chosen lines are the vulnerable ones, with a hint when not. */
export const checkVulnerableLines = (key: string, selectedLines: number[]) =>
  api<{ verdict: boolean; hint?: string }>('/snippets/verdict', { method: 'POST', body: JSON.stringify({ key, selectedLines }) });

/** POST /snippets/fixes: whether the chosen fix is the right one, with its explanation. */
export const checkFix = (key: string, selectedFix: number | undefined) =>
  api<{ verdict: boolean; explanation?: string }>('/snippets/fixes', { method: 'POST', body: JSON.stringify({ key, selectedFix }) });
