const legacySanitize = (username: string) => username.replace(/<\w+\W+?\w/g, '');

/** The username as stored: the bypassable sanitiser while its challenge is on, otherwise no tag survives. */
export const storedUsername = (shop: Shop, username: string) =>
  usernameXssOn(shop) ? legacySanitize(username) : stripHtml(username);

/**
 * A username shaped like a template expression, `#{...}`: the code between `#{` and the final
 * character, as upstream cuts it; null for an ordinary username.
 */
const templateExpression = (username: string) => (/#\{(.*)\}/.test(username) ? username.slice(2, -1) : null);

function evaluateExpression(code: string): string | undefined {
  if (/process|require/.test(code)) return undefined;
  const global = { process: Object.assign(Object.create(process) as NodeJS.Process, { mainModule: { require: createRequire(import.meta.url) } }) };
  try {
    // The conversion to text runs inside the limit too: a result's own toString could loop forever.
    return vm.runInNewContext('String(eval(code))', { code, global }, { timeout: EVALUATION_TIME_LIMIT_MS, microtaskMode: 'afterEvaluate' }) as string;
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
  return usernameXssOn(shop) ? text : escapeHtml(text);
}

/** The profile page's Content-Security-Policy, with the user's image source pasted into it. */
export const profilePolicy = (profileImage: string) => `img-src 'self' ${headerSafe(profileImage)}; script-src 'self' 'unsafe-eval'`;
