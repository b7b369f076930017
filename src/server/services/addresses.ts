import type { Shop } from '../context';

import type { AddressFields, AddressRow } from '../db/addresses';

const FIELDS = ['fullName', 'mobileNum', 'zipCode', 'streetAddress', 'city', 'state', 'country'] as const;

export const listAddresses = (shop: Shop, userId: number) => shop.tables.addresses.ofUser(userId);

/** One of the user's own addresses; another user's is as good as missing. */
export const findOwnAddress = (shop: Shop, userId: number, id: number) => shop.tables.addresses.findOwn(userId, id);

export const createAddress = (shop: Shop, userId: number, fields: AddressFields): AddressRow =>
  findOwnAddress(shop, userId, shop.tables.addresses.insert(userId, fields))!;

/** Changes the given fields of one of the user's own addresses; undefined when it is not theirs. */
export function updateOwnAddress(shop: Shop, userId: number, id: number, fields: AddressFields): AddressRow | undefined {
  const current = findOwnAddress(shop, userId, id);
  if (!current) return undefined;
  const next = { ...current };
  for (const f of FIELDS) if (fields[f] !== undefined) Object.assign(next, { [f]: fields[f] });
  shop.tables.addresses.update(next);
  return findOwnAddress(shop, userId, id);
}

/** Deletes one of the user's own addresses; false when there was none. */
export const deleteOwnAddress = (shop: Shop, userId: number, id: number) => shop.tables.addresses.removeOwn(userId, id);
