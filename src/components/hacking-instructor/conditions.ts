import { fetchChallenges } from '../../lib/api/score-board';
import { readCookie } from '../../lib/storage';
import { getSocket } from '../../lib/realtime-client';
import type { Condition } from './tutorial';

/**
 * The conditions that resolve a tutorial's steps, in one place. They watch what the player does
 * and never act for them. Most of them poll: a route, an input's value or a login can change by
 * client navigation, React state or another tab, and a short poll sees all of those alike.
 */

const POLL_MS = 150;

/** Resolves once `check` holds, checking every POLL_MS until the signal aborts. */
export function until(check: () => boolean): Condition {
  return (signal) =>
    new Promise((resolve) => {
      const tick = () => {
        if (signal.aborted) return;
        if (check()) return resolve();
        setTimeout(tick, POLL_MS);
      };
      tick();
    });
}

/** A time to read the bubble. */
export const delay =
  (ms: number): Condition =>
  (signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => clearTimeout(timer));
    });

/** The page's path is `path` (a full load or client navigation alike). */
export const routeVisited = (path: string): Condition => until(() => location.pathname === path);

/** The input found by `selector` holds `value` (or any value when none is given). */
export const inputHasValue = (selector: string, value?: string): Condition =>
  until(() => {
    const input = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
    return !!input && (value === undefined ? input.value !== '' : input.value === value);
  });

/** The element found by `selector` (or something inside it) was clicked. */
export const elementClicked =
  (selector: string): Condition =>
  (signal) =>
    new Promise((resolve) => {
      // capture phase on the document: the element may not exist yet, or be replaced by a re-render
      const onClick = (e: Event) => (e.target as Element | null)?.closest?.(selector) && resolve();
      document.addEventListener('click', onClick, { capture: true, signal });
    });

/**
 * The shop answered a request to `path` (a path, or a pattern over path and query), with `status`
 * when one is given: what the player sent through the page's forms and buttons. Seen through the
 * browser's resource timing, so nothing of the page's own fetching is wrapped or changed.
 */
export const requestAnswered =
  (path: string | RegExp, status?: number): Condition =>
  (signal) =>
    new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
          const url = new URL(entry.name, location.href);
          if (url.origin !== location.origin) continue;
          const hit = typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search);
          if (hit && (status === undefined || entry.responseStatus === status)) {
            observer.disconnect();
            return resolve();
          }
        }
      });
      observer.observe({ type: 'resource' });
      signal.addEventListener('abort', () => observer.disconnect());
    });

/** Someone is logged in (the session cookie the login sets). */
export const loggedIn = (): Condition => until(() => !!readCookie('token'));

/**
 * The challenge is solved: the live `challenge solved` event, or the shop's answer when the solve
 * happened before this page's socket connected (a solve by a full page load, as the Score Board's).
 */
export const challengeSolved =
  (key: string): Condition =>
  (signal) =>
    new Promise((resolve) => {
      const onSolved = (n: { key?: string }) => n?.key === key && resolve();
      void getSocket().then((s) => {
        if (signal.aborted) return;
        s.on('challenge solved', onSolved);
        signal.addEventListener('abort', () => s.off('challenge solved', onSolved));
        // asked after listening, so a solve between the two is not missed
        fetchChallenges()
          .then((all) => all.some((c) => c.key === key && c.solved) && resolve())
          .catch(() => undefined); // the live event still resolves the step
      });
    });

/**
 * The coding counterpart of challengeSolved: a phase of a challenge's coding challenge is done: `status` 1 once its vulnerable lines were
 * found, 2 once its fix was picked. The live `code challenge solved` event, or the shop's answer
 * when the phase was done before this step began (checked after listening, so nothing is missed).
 */
export const codingSolved =
  (key: string, status: 1 | 2): Condition =>
  (signal) =>
    new Promise((resolve) => {
      const onSolved = (n: { key?: string; codingChallengeStatus?: number }) =>
        n?.key === key && (n.codingChallengeStatus ?? 0) >= status && resolve();
      void getSocket().then((s) => {
        if (signal.aborted) return;
        s.on('code challenge solved', onSolved);
        signal.addEventListener('abort', () => s.off('code challenge solved', onSolved));
        fetchChallenges()
          .then((all) => all.some((c) => c.key === key && c.codingChallengeStatus >= status) && resolve())
          .catch(() => undefined);
      });
    });

/** Nobody is logged in (the session cookie is gone): a tutorial that needs a fresh login waits for it. */
export const loggedOut = (): Condition => until(() => !readCookie('token'));

let shopDomain: Promise<string | null> | undefined;

/**
 * The input found by `selector` holds `value` with `{domain}` standing for the shop's email domain
 * (application.domain, which a configuration may change, as upstream's replacement does). Should
 * the configuration not load, any domain without quotes or spaces is taken.
 */
export const inputHasShopValue =
  (selector: string, value: string): Condition =>
  (signal) => {
    shopDomain ??= import('../../lib/api/account')
      .then((api) => api.fetchApplicationConfiguration())
      .then((c) => c.application.domain)
      .catch(() => null);
    return shopDomain.then((domain) => {
      const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = new RegExp(
        `^${value
          .split('{domain}')
          .map(literal)
          .join(domain ? literal(domain) : "[^'\\s]+")}$`,
      );
      return until(() => pattern.test(document.querySelector<HTMLInputElement>(selector)?.value ?? ''))(signal);
    });
  };
