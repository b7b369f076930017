import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type } from 'arktype';
import { load } from 'js-yaml';

export const challengeDefinition = type({
  key: 'string > 0',
  name: 'string > 0',
  category: 'string > 0',
  'tags?': 'string[]',
  description: 'string',
  difficulty: '1 <= number.integer <= 6',
  'hints?': 'string[]',
  'hintUrl?': 'string | null',
  'mitigationUrl?': 'string | null',
  'disabledEnv?': 'string[]',
  'tutorialOrder?': 'number.integer',
  '+': 'ignore',
});
export type ChallengeDefinition = typeof challengeDefinition.infer;

/** The catalogue in upstream's order: ids are positions, and continue codes depend on them. */
export function loadCatalogue(privateDir: string): ChallengeDefinition[] {
  const list = load(readFileSync(path.join(privateDir, 'challenges.yml'), 'utf8'));
  const result = challengeDefinition.array()(list);
  if (result instanceof type.errors) throw new Error(`Invalid challenge catalogue: ${result.summary}`);
  return result;
}

/** The environment names upstream's disabledEnv lists use, detected for this process. */
export function detectEnvironment(): string | null {
  if (process.platform === 'win32') return 'Windows';
  if (process.env.GITPOD_WORKSPACE_ID) return 'Gitpod';
  if (process.env.DYNO) return 'Heroku';
  if (existsSync('/.dockerenv') || process.env.KUBERNETES_SERVICE_HOST) return 'Docker';
  return null;
}
