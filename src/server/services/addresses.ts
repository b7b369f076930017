import type { Shop } from '../context';

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
const FIELDS = ['fullName', 'mobileNum', 'zipCode', 'streetAddress', 'city', 'state', 'country'] as const;

export const listAddresses = (shop: Shop, userId: number) =>
  shop.db.prepare('SELECT * FROM Addresses WHERE UserId = ? ORDER BY id').all(userId) as AddressRow[];

/** One of the user's own addresses; another user's is as good as missing. */
export const findOwnAddress = (shop: Shop, userId: number, id: number) =>
  shop.db.prepare('SELECT * FROM Addresses WHERE id = ? AND UserId = ?').get(id, userId) as AddressRow | undefined;

export function createAddress(shop: Shop, userId: number, fields: AddressFields): AddressRow {
  const now = new Date().toISOString();
  const { lastInsertRowid } = shop.db
    .prepare(`INSERT INTO Addresses (UserId, fullName, mobileNum, zipCode, streetAddress, city, state, country, createdAt, updatedAt)
      VALUES (@UserId, @fullName, @mobileNum, @zipCode, @streetAddress, @city, @state, @country, @now, @now)`)
    .run({
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
    });
  return findOwnAddress(shop, userId, Number(lastInsertRowid))!;
}

/** Changes the given fields of one of the user's own addresses; undefined when it is not theirs. */
export function updateOwnAddress(shop: Shop, userId: number, id: number, fields: AddressFields): AddressRow | undefined {
  const current = findOwnAddress(shop, userId, id);
  if (!current) return undefined;
  const next = { ...current };
  for (const f of FIELDS) if (fields[f] !== undefined) Object.assign(next, { [f]: fields[f] });
  shop.db
    .prepare(`UPDATE Addresses SET fullName = @fullName, mobileNum = @mobileNum, zipCode = @zipCode, streetAddress = @streetAddress,
      city = @city, state = @state, country = @country, updatedAt = @now WHERE id = @id AND UserId = @UserId`)
    .run({ ...next, now: new Date().toISOString() });
  return findOwnAddress(shop, userId, id);
}

/** Deletes one of the user's own addresses; false when there was none. */
export const deleteOwnAddress = (shop: Shop, userId: number, id: number) =>
  shop.db.prepare('DELETE FROM Addresses WHERE id = ? AND UserId = ?').run(id, userId).changes > 0;
