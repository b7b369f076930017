import type Database from 'better-sqlite3';

/** A row of Addresses, shaped as upstream's model. */
export type AddressRow = {
  id: number;
  UserId: number;
  fullName: string;
  mobileNum: number;
  zipCode: string;
  streetAddress: string;
  city: string;
  state: string | null;
  country: string;
  createdAt: string;
  updatedAt: string;
};

export type AddressFields = Partial<
  Pick<AddressRow, 'fullName' | 'mobileNum' | 'zipCode' | 'streetAddress' | 'city' | 'state' | 'country'>
>;

/** The statements of Addresses, prepared once per database. */
export function addressesTable(db: Database.Database) {
  const ofUser = db.prepare<[number], AddressRow>('SELECT * FROM Addresses WHERE UserId = ? ORDER BY id');
  const ownById = db.prepare<[number, number], AddressRow>('SELECT * FROM Addresses WHERE id = ? AND UserId = ?');
  const insert =
    db.prepare(`INSERT INTO Addresses (UserId, fullName, mobileNum, zipCode, streetAddress, city, state, country, createdAt, updatedAt)
      VALUES (@UserId, @fullName, @mobileNum, @zipCode, @streetAddress, @city, @state, @country, @now, @now)`);
  const update =
    db.prepare(`UPDATE Addresses SET fullName = @fullName, mobileNum = @mobileNum, zipCode = @zipCode, streetAddress = @streetAddress,
      city = @city, state = @state, country = @country, updatedAt = @now WHERE id = @id AND UserId = @UserId`);
  const removeOwn = db.prepare('DELETE FROM Addresses WHERE id = ? AND UserId = ?');
  return {
    ofUser: (userId: number) => ofUser.all(userId),
    /** one of the user's own addresses; another user's is as good as missing */
    findOwn: (userId: number, id: number) => ownById.get(id, userId),
    /** the new row's id; fields not given are stored as null */
    insert: (userId: number, fields: AddressFields & Record<string, unknown>, now = new Date().toISOString()) =>
      Number(
        insert.run({
          fullName: null,
          mobileNum: null,
          zipCode: null,
          streetAddress: null,
          city: null,
          state: null,
          country: null,
          ...fields,
          UserId: userId,
          now,
        }).lastInsertRowid,
      ),
    update: (address: AddressRow) => update.run({ ...address, now: new Date().toISOString() }),
    /** whether there was such an address of the user's */
    removeOwn: (userId: number, id: number) => removeOwn.run(id, userId).changes > 0,
  };
}
