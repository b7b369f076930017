/** Why this Node.js cannot run the shop, as one sentence, or null when it can (see node-version.mjs). */
export function nodeVersionProblem(found: string, required: string): string | null;
