// Plain JS that parses on old Node versions too: it decides whether the shop can start at all.

/**
 * Why this Node.js cannot run the shop, as one sentence, or null when it can.
 * `found` is `process.versions.node` (e.g. "20.20.2"); `required` is package.json's
 * `engines.node` (">=22.15"). Older versions crash inside the native SQLite module instead.
 */
export function nodeVersionProblem(found, required) {
  const minimum = /^>=\s*(\d+)(?:\.(\d+))?/.exec(required);
  if (!minimum) return null;
  const want = [Number(minimum[1]), Number(minimum[2] ?? 0)];
  const [major, minor] = found.replace(/^v/, '').split('.').map(Number);
  const tooOld = major < want[0] || (major === want[0] && minor < want[1]);
  return tooOld ? `This shop needs Node.js ${want.join('.')} or newer (found ${found.replace(/^v/, '')}): install Node 24 LTS.` : null;
}
