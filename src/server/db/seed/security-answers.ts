import { hmacSha256 } from '../../security/hashing';
import type { SeedContext } from './context';
import type { SeededUser } from './users';

export function seedSecurityAnswers(ctx: SeedContext, users: SeededUser[]) {
  for (const { seed: u, id } of users)
    if (u.securityQuestion && u.securityAnswer != null)
      ctx.tables.securityAnswers.insert(hmacSha256(String(u.securityAnswer)), id, u.securityQuestion, ctx.now);
}
