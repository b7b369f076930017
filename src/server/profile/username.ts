import { createRequire } from 'node:module';
import vm from 'node:vm';
import { stripHtml } from '../../lib/sanitize';
import { escapeHtml } from '../security/html';
import type { Shop } from '../context';

/** How long an evaluated username may compute; endless loops end here instead of blocking the shop. */
const EVALUATION_TIME_LIMIT_MS = 250;

/** Header values can not carry line breaks or other control characters (they would make the header throw). */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e]/g, '');

/**
 * The picture as the policy's image source. A picture of this shop is stored as a path
 * (`/assets/...`, every new account's default), which is no source expression: browsers report it
 * as an error on the console and drop it. 'self' already covers it, so that leading path is left
 * out; anything else stays as stored (the CSP Bypass challenge's injection included).
 */
export const policyImageSource = (profileImage: string) => profileImage.replace(/^\/(?!\/)[^\s;,]*/, '');

/** Safety mode switches these flaws off: usernames are then stripped of markup and never evaluated. */
const usernameXssOn = (shop: Shop) => shop.challenges.isEnabled('usernameXssChallenge');
const sstiOn = (shop: Shop) => shop.challenges.isEnabled('sstiChallenge');

// vuln-code-snippet start usernameXssChallenge sstiChallenge
// vuln-code-snippet hide-start
/**
 * The sanitiser upstream once used for usernames: it deletes `<`, a word, the shortest run of
 * other characters and one more word character. Tags can be rebuilt from what it leaves behind
 * (`<<a|ascript>` becomes `<script>`): the CSP Bypass challenge needs exactly that.
 */
// vuln-code-snippet hide-end
const legacySanitize = (username: string) => username.replace(/<\w+\W+?\w/g, ''); // vuln-code-snippet vuln-line usernameXssChallenge

/** The username as stored: the bypassable sanitiser while its challenge is on, otherwise no tag survives. */
export const storedUsername = (shop: Shop, username: string) =>
  usernameXssOn(shop) ? legacySanitize(username) : stripHtml(username);

/**
 * A username shaped like a template expression, `#{...}`: the code between `#{` and the final
 * character, as upstream cuts it; null for an ordinary username.
 */
const templateExpression = (username: string) => (/#\{(.*)\}/.test(username) ? username.slice(2, -1) : null);

// vuln-code-snippet hide-start
/**
 * Evaluates a username expression as JavaScript, as upstream's template rendering does (the SSTi
 * challenge). It runs in a fresh `node:vm` context with a time limit, which keeps runaway code
 * from blocking the process but is no security boundary: the context's objects come from the
 * shop's own realm, so `this.constructor.constructor('return process')()` reaches the process,
 * which is the server-side code execution the challenge is about. Undefined when evaluation fails.
 */
// vuln-code-snippet hide-end
function evaluateExpression(code: string): string | undefined {
  // vuln-code-snippet hide-start
  // What upstream's CommonJS templates see as `global`, so that the payload players know
  // (`global.process.mainModule.require('child_process').exec(...)`) works here as well; an ES
  // module process has no mainModule of its own.
  // vuln-code-snippet hide-end
  const global = { process: Object.assign(Object.create(process) as NodeJS.Process, { mainModule: { require: createRequire(import.meta.url) } }) };
  try {
    // The conversion to text runs inside the limit too: a result's own toString could loop forever.
    return vm.runInNewContext('String(eval(code))', { code, global }, { timeout: EVALUATION_TIME_LIMIT_MS, microtaskMode: 'afterEvaluate' }) as string; // vuln-code-snippet vuln-line sstiChallenge
  } catch {
    return undefined;
  }
}

/**
 * The username as the profile page shows it: an expression username is evaluated (while the SSTi
 * challenge is on; `onEvaluated` records that), and the text goes into the page as HTML, trusting
 * the stored value to be sanitised (while the CSP Bypass challenge is on; otherwise escaped).
 */
export function usernameHtml(shop: Shop, username: string, onEvaluated: () => void) {
  const expression = sstiOn(shop) ? templateExpression(username) : null;
  let text = username;
  if (expression !== null) {
    onEvaluated();
    text = evaluateExpression(expression) ?? username;
  }
  return usernameXssOn(shop) ? text : escapeHtml(text); // vuln-code-snippet vuln-line usernameXssChallenge
}

/** The profile page's Content-Security-Policy, with the user's image source pasted into it. */
export const profilePolicy = (profileImage: string) => `img-src 'self' ${headerSafe(profileImage)}; script-src 'self' 'unsafe-eval'`; // vuln-code-snippet vuln-line usernameXssChallenge
// vuln-code-snippet end usernameXssChallenge sstiChallenge
