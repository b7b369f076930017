import type Database from 'better-sqlite3';

/** A row of Users, shaped as upstream's model. */
export type UserRow = {
  id: number;
  username: string;
  email: string;
  password: string;
  role: string;
  deluxeToken: string;
  lastLoginIp: string;
  profileImage: string;
  totpSecret: string;
  isActive: number | boolean;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
};

/** The columns an account change may set (a new password arrives here hashed already). */
export type UserChanges = Partial<Record<'password' | 'lastLoginIp' | 'totpSecret' | 'role' | 'deluxeToken', string>>;

export type NewUser = Pick<UserRow, 'email' | 'password' | 'role' | 'profileImage'> &
  Partial<Pick<UserRow, 'username' | 'deluxeToken' | 'lastLoginIp' | 'totpSecret' | 'deletedAt'>> & { isActive?: number };

/** The statements of Users, prepared once per database. */
export function usersTable(db: Database.Database) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM Users WHERE id = ? AND deletedAt IS NULL');
  const byIdDeletedToo = db.prepare<[number], UserRow>('SELECT * FROM Users WHERE id = ?');
  const all = db.prepare<[], UserRow>('SELECT * FROM Users WHERE deletedAt IS NULL ORDER BY id');
  const idByEmail = db.prepare<[string], { id: number }>('SELECT id FROM Users WHERE email = ?');
  const activeByEmail = db.prepare<[string], { id: number }>('SELECT id FROM Users WHERE email = ? AND deletedAt IS NULL');
  const credentials = db.prepare<[], { email: string; password: string }>('SELECT email, password FROM Users WHERE deletedAt IS NULL');
  const insert =
    db.prepare(`INSERT INTO Users (username, email, password, role, deluxeToken, lastLoginIp, profileImage, totpSecret, isActive, createdAt, updatedAt, deletedAt)
    VALUES (@username, @email, @password, @role, @deluxeToken, @lastLoginIp, @profileImage, @totpSecret, @isActive, @now, @now, @deletedAt)`);
  const setUsername = db.prepare('UPDATE Users SET username = ?, updatedAt = ? WHERE id = ?');
  const setProfileImage = db.prepare('UPDATE Users SET profileImage = ?, updatedAt = ? WHERE id = ?');
  const countAll = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM Users');
  const countByRole = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM Users WHERE role = ?');
  // one statement per set of changed columns (a handful: the keys of UserChanges)
  const updates = new Map<string, Database.Statement>();
  const updateOf = (columns: string[]) => {
    const key = columns.join();
    let statement = updates.get(key);
    if (!statement) {
      statement = db.prepare(`UPDATE Users SET ${columns.map((k) => `${k} = @${k}`).join(', ')}, updatedAt = @updatedAt WHERE id = @id`);
      updates.set(key, statement);
    }
    return statement;
  };

  return {
    /** a user that is not deleted */
    find: (id: number) => byId.get(id),
    /** deleted users too (memories keep showing their author) */
    findDeletedToo: (id: number) => byIdDeletedToo.get(id),
    exists: (id: unknown) => Number.isSafeInteger(id) && byIdDeletedToo.get(id as number) !== undefined,
    list: () => all.all(),
    /** the id of the user with this email, deleted users included */
    idOf: (email: string) => idByEmail.get(email)?.id,
    /** whether a user that is not deleted has this email */
    activeWithEmail: (email: string) => activeByEmail.get(email) !== undefined,
    /** every active user's email and password hash (the UNION injection challenge compares them) */
    credentials: () => credentials.all(),
    insert: (user: NewUser, now: string) =>
      Number(
        insert.run({ username: '', deluxeToken: '', lastLoginIp: '0.0.0.0', totpSecret: '', isActive: 1, deletedAt: null, ...user, now })
          .lastInsertRowid,
      ),
    update(id: number, changes: UserChanges) {
      const columns = Object.keys(changes);
      if (columns.length) updateOf(columns).run({ ...changes, updatedAt: new Date().toISOString(), id });
    },
    setUsername: (id: number, username: string) => setUsername.run(username, new Date().toISOString(), id),
    setProfileImage: (id: number, image: string) => setProfileImage.run(image, new Date().toISOString(), id),
    count: () => countAll.get()!.n,
    countWithRole: (role: string) => countByRole.get(role)!.n,
  };
}
