import { UPLOADS_PATH } from '../profile/images';
import type { Shop } from '../context';
import type { MemoryRow } from '../db/memories';
import { publicUser } from './users';

/** Where a memory's picture is published, as upstream stores it (relative, no leading slash). */
export const MEMORY_IMAGE_FOLDER = UPLOADS_PATH.slice(1);

/** Every memory with its author (upstream's `include: [User]`), without the password hash or TOTP secret. */
export function listMemories(shop: Shop) {
  const rows = shop.tables.memories.list();
  const users = new Map<number, Record<string, unknown> | null>();
  const userOf = (id: number | null) => {
    if (id === null) return null;
    if (!users.has(id)) {
      const row = shop.tables.users.findDeletedToo(id);
      users.set(id, row ? publicUser(row) : null);
    }
    return users.get(id)!;
  };
  return rows.map((m) => ({ ...m, User: userOf(m.UserId) }));
}

/** One user's memories (the data export lists them). */
export const memoriesOf = (shop: Shop, userId: number) => shop.tables.memories.ofUser(userId);

export function addMemory(shop: Shop, userId: number, caption: string, fileName: string): MemoryRow {
  return shop.tables.memories.find(shop.tables.memories.insert(userId, caption, `${MEMORY_IMAGE_FOLDER}/${fileName}`))!;
}

/**
 * The first part of an uploaded memory's file name, from the name the browser sent, as upstream
 * derives it (lower case, spaces as dashes). Characters that do not belong in a file name or that
 * a URL would read as something else (`#`, `?`, `%`) are dropped, so every upload stays reachable.
 */
export function memoryFileStem(originalName: string) {
  const stem = originalName
    // biome-ignore lint/suspicious/noControlCharactersInRegex: C0 and C1 control characters are removed from uploaded file names on purpose
    .replace(/[\u0000-\u001f\u0080-\u009f/\\?<>:*|"#%]/g, '')
    .toLowerCase()
    .split(' ')
    .join('-')
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '')
    .slice(0, 100);
  return stem || 'memory';
}
