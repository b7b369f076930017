import { readSeed, type SeedContext } from './context';

export function seedSecurityQuestions(ctx: SeedContext) {
  for (const q of readSeed<Array<{ id: number; question: string }>>(ctx, 'security-questions.yml'))
    ctx.tables.securityQuestions.insert(q.id, q.question, ctx.now);
}
