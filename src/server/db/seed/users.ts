import { md5 } from '../../security/hashing';
import { deluxeToken } from '../../security/tokens';
import { readSeed, type SeedContext } from './context';

/** A user of private/seed/users.yml, with what the seeds of the user's own rows read from it. */
export type SeedUser = {
  key: string;
  email: string;
  fullEmail?: boolean;
  password: string;
  role: string;
  username?: string;
  securityQuestion?: number;
  securityAnswer?: string;
  profileImage?: string;
  totpSecret?: string;
  lastLoginIp?: string;
  deleted?: boolean;
  isActive?: boolean;
  walletBalance?: number;
  addresses?: Array<Record<string, unknown>>;
  cards?: Array<Record<string, unknown>>;
  feedback?: Array<{ comment: string; rating: number }>;
};

/** A seeded user: its seed entry, its id and its email. */
export type SeededUser = { seed: SeedUser; id: number; email: string };

const userEmail = (u: Pick<SeedUser, 'email' | 'fullEmail'>, domain: string) => (u.fullEmail ? u.email : `${u.email}@${domain}`);

/** The picture of a user whose seed names none, stored as upstream stores it (relative, no leading slash). */
function defaultProfileImage(role: string) {
  return role === 'admin' ? 'assets/public/images/uploads/defaultAdmin.png' : 'assets/public/images/uploads/default.svg';
}

/** The users, in file order (the API tests pin their ids); records each one's email under its key. */
// vuln-code-snippet start weakPasswordChallenge
export function seedUsers(ctx: SeedContext): SeededUser[] {
  return readSeed<SeedUser[]>(ctx, 'users.yml').map((u) => {
    const email = userEmail(u, ctx.config.application.domain);
    ctx.userEmails.set(u.key, email);
    const id = ctx.tables.users.insert(
      {
        username: u.username ?? '',
        email,
        password: md5(u.password), // vuln-code-snippet vuln-line weakPasswordChallenge
        role: u.role,
        deluxeToken: u.role === 'deluxe' ? deluxeToken(ctx.privateDir, email) : '',
        lastLoginIp: u.lastLoginIp ?? '0.0.0.0',
        profileImage: u.profileImage ? `assets/public/images/uploads/${u.profileImage}` : defaultProfileImage(u.role),
        totpSecret: u.totpSecret ?? '',
        isActive: u.isActive === false ? 0 : 1,
        deletedAt: u.deleted ? ctx.now : null,
      },
      ctx.now,
    );
    return { seed: u, id, email };
  });
}
// vuln-code-snippet end weakPasswordChallenge
