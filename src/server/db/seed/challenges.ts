import type { ChallengeDefinition } from '../../challenges/catalogue';
import type { SeedContext } from './context';

/** The offered challenges with their catalogue ids; `disabledEnvFor` names the environment a challenge is off in, if any. */
export function seedChallenges(
  ctx: SeedContext,
  challenges: ChallengeDefinition[],
  disabledEnvFor: (c: ChallengeDefinition) => string | null,
) {
  const domain = ctx.config.application.domain;
  for (const c of challenges) {
    ctx.tables.challenges.insert(
      {
        id: c.id,
        key: c.key,
        name: c.name,
        category: c.category,
        tags: c.tags?.length ? c.tags.join(',') : null,
        description: c.description.replaceAll('juice-sh.op', domain),
        difficulty: c.difficulty,
        mitigationUrl: c.mitigationUrl ?? null,
        disabledEnv: disabledEnvFor(c),
        tutorialOrder: c.tutorialOrder ?? null,
      },
      ctx.now,
    );
  }
}
