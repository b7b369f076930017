export function seedUsers(ctx: SeedContext): SeededUser[] {
  return readSeed<SeedUser[]>(ctx, 'users.yml').map((u) => {
    const email = userEmail(u, ctx.config.application.domain);
    ctx.userEmails.set(u.key, email);
    requireAtLeastTenCharacters(u.password);
    requireNotAmongMillionMostCommonPasswords(u.password);
    const id = ctx.tables.users.insert(
      {
        username: u.username ?? '',
        email,
        password: md5(u.password),
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
