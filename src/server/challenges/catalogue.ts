import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type } from '../../lib/ark';
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
export type ChallengeDefinition = typeof challengeDefinition.infer & { id: number };

/** The tag of the challenges only this stack has (ids 114 on); `challenges.showModernStack` switches them off together. */
export const MODERN_STACK_TAG = 'Modern Stack';

/**
 * The catalogue in upstream's order: a challenge's id is its position in the whole file, and
 * continue codes depend on it, so it is fixed here, before any challenge is left out.
 */
export function loadCatalogue(privateDir: string): ChallengeDefinition[] {
  const list = load(readFileSync(path.join(privateDir, 'challenges.yml'), 'utf8'));
  const result = challengeDefinition.array()(list);
  if (result instanceof type.errors) throw new Error(`Invalid challenge catalogue: ${result.summary}`);
  return result.map((c, i) => ({ ...c, id: i + 1 }));
}

/** The challenges this shop offers: all, or all but the Modern Stack ones when they are switched off. */
export const offeredChallenges = (catalogue: ChallengeDefinition[], showModernStack: boolean) =>
  showModernStack ? catalogue : catalogue.filter((c) => !c.tags?.includes(MODERN_STACK_TAG));

/** The environment names upstream's disabledEnv lists use, detected for this process. */
export function detectEnvironment(): string | null {
  if (process.platform === 'win32') return 'Windows';
  if (process.env.DYNO) return 'Heroku';
  if (existsSync('/.dockerenv') || process.env.KUBERNETES_SERVICE_HOST) return 'Docker';
  return null;
}
