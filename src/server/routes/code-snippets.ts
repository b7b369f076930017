import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { localeOf } from '../../lib/i18n';
import { readCodeFixes, readCodingInfo } from '../coding/fixes';
import { codeSnippets, type CodeSnippet } from '../coding/snippets';
import { pathSegment } from '../http/paths';
import { readJsonObject } from '../http/respond';
import type { Shop } from '../context';

/** Upstream's answers when a key has no snippet, or its snippet no fixes. */
const noSnippet = (c: Context, key: unknown) =>
  c.json({ status: 'error', error: `No code challenge for challenge key: ${String(key)}` }, 404);
const noFixes = (c: Context) => c.json({ error: 'No fixes found for the snippet!' }, 404);

/**
 * Upstream's verdict: every vulnerable line selected, and nothing else but lines marked neutral
 * (suspicious-looking lines a careful reader may pick too).
 */
export function findItVerdict(snippet: Pick<CodeSnippet, 'vulnLines' | 'neutralLines'>, selectedLines: readonly number[]) {
  if (!snippet.vulnLines.every((line) => selectedLines.includes(line))) return false;
  return selectedLines.every((line) => snippet.vulnLines.includes(line) || snippet.neutralLines.includes(line));
}

/** How long reading a snippet or its fixes should take, as upstream's cheat score expects. */
const findItMinutes = (s: CodeSnippet) => Math.ceil(s.snippet.length * 0.001 * s.vulnLines.length);
const fixItMinutes = (fixCount: number) => Math.floor(fixCount / 2);

/**
 * The language of the player's screens (the `language` cookie): hints and explanations are read
 * in the coding dialog. Without the cookie (tools, walkthroughs' scripts) upstream's English.
 */
const playerLocale = (c: Context) => localeOf(getCookie(c, 'language'));

const isLineList = (v: unknown): v is number[] => Array.isArray(v) && v.every((n) => Number.isInteger(n));

/**
 * Coding challenges (Find it / Fix it) under upstream's paths: snippets cut from the shop's own
 * source, the fixes of private/codefixes, and the verdicts that solve their two phases.
 */
export function codeSnippetRoutes(shop: Shop) {
  const r = new Hono();
  const { challenges } = shop;
  /** snippets of this shop's challenges (a rebranded catalogue may lack some keys) */
  const snippetOf = (key: unknown) => (typeof key === 'string' && challenges.get(key) ? codeSnippets().get(key) : undefined);

  r.get('/snippets', (c) => c.json({ challenges: [...codeSnippets().keys()].filter((key) => challenges.get(key)) }));

  r.post('/snippets/verdict', async (c) => {
    const { key, selectedLines } = await readJsonObject(c);
    const snippet = snippetOf(key);
    if (!snippet) return noSnippet(c, key);
    if (selectedLines !== undefined && !isLineList(selectedLines))
      return c.json({ status: 'error', error: 'selectedLines must be a list of line numbers.' }, 400);
    if (selectedLines && findItVerdict(snippet, selectedLines)) {
      challenges.solveFindIt(snippet.key, findItMinutes(snippet));
      return c.json({ verdict: true });
    }
    // as upstream: no hint at the first miss, then the hints in turn, then the lines themselves
    const { hints } = readCodingInfo(shop.privateDir, snippet.key, playerLocale(c));
    const misses = challenges.codingAccuracy.attempts(snippet.key, 'find it');
    let hint: string | undefined;
    if (hints.length && misses > hints.length) {
      const lines = snippet.vulnLines;
      hint =
        lines.length === 1
          ? `Line ${lines[0]} is responsible for this vulnerability or security flaw. Select it and submit to proceed.`
          : `Lines ${lines.join(',')} are responsible for this vulnerability or security flaw. Select them and submit to proceed.`;
    } else if (misses > 0) hint = hints[misses - 1];
    challenges.codingAccuracy.record(snippet.key, 'find it', false);
    return c.json({ verdict: false, hint });
  });

  r.get('/snippets/fixes/:key', (c) => {
    const { fixes } = readCodeFixes(shop.privateDir, pathSegment(c.req.url));
    return fixes.length ? c.json({ fixes }) : noFixes(c);
  });

  r.post('/snippets/fixes', async (c) => {
    const { key, selectedFix } = await readJsonObject(c);
    const fixes = typeof key === 'string' ? readCodeFixes(shop.privateDir, key) : { fixes: [], correct: -1 };
    if (!fixes.fixes.length || !challenges.get(key as string)) return noFixes(c);
    if (typeof selectedFix !== 'number' || !Number.isInteger(selectedFix)) {
      return c.json({ status: 'error', error: `selectedFix must be the index of one of the ${fixes.fixes.length} fixes.` }, 400);
    }
    // an index beyond the fixes is a wrong choice without an explanation, as upstream answers it
    const explanation = readCodingInfo(shop.privateDir, key as string, playerLocale(c)).fixes.find(
      (f) => f.id === selectedFix + 1,
    )?.explanation;
    if (selectedFix === fixes.correct) {
      challenges.solveFixIt(key as string, fixItMinutes(fixes.fixes.length));
      return c.json({ verdict: true, explanation });
    }
    challenges.codingAccuracy.record(key as string, 'fix it', false);
    return c.json({ verdict: false, explanation });
  });

  r.get('/snippets/:key', (c) => {
    const key = pathSegment(c.req.url);
    const snippet = snippetOf(key);
    return snippet ? c.json({ snippet: snippet.snippet }) : noSnippet(c, key);
  });

  return r;
}
