import type { AppConfig } from '../../lib/config-schema';
import { UPLOADS_PATH } from '../profile/images';
import type { Shop } from '../context';
import type { MemoryRow } from '../db/memories';
import type { ShopTables } from '../db/tables';
import { publicUser } from './users';

/** Where a memory's picture is published, as upstream stores it (relative, no leading slash). */
const IMAGE_FOLDER = UPLOADS_PATH.slice(1);

/**
 * The memory upstream always seeds before the configured ones (not part of its configuration):
 * its file name holds raw `#`, which the photo wall links unencoded (Missing Encoding).
 */
export const CAT_MEMORY = {
  image: 'ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg',
  caption: '😼 #zatschi #whoneedsfourlegs',
  user: 'bjoernOwasp',
} as const;

const isUrl = (text: string) => /^https?:\/\//i.test(text);

/** The seeded user a configured memory belongs to: its `user`, else the geo-stalking user its security answer is for. */
function ownerKey(memory: NonNullable<AppConfig['memories']>[number]): string | undefined {
  const m = memory as Record<string, unknown>;
  if (typeof m.user === 'string') return m.user;
  if (m.geoStalkingMetaSecurityQuestion && m.geoStalkingMetaSecurityAnswer) return 'john';
  if (m.geoStalkingVisualSecurityQuestion && m.geoStalkingVisualSecurityAnswer) return 'emma';
  return undefined;
}

/** Seeds the photo wall: the cat first, then the configuration's memories (an image given as a URL is linked as is). */
export function seedMemories(tables: ShopTables, config: AppConfig, userId: (key: string) => number | null, now: string) {
  for (const m of [CAT_MEMORY, ...(config.memories ?? [])]) {
    const key = ownerKey(m);
    const owner = key === undefined ? null : userId(key);
    if (owner === null) continue; // a rebranded configuration without that user: nobody to show it for
    tables.memories.insert(owner, m.caption, isUrl(m.image) ? m.image : `${IMAGE_FOLDER}/${m.image}`, now);
  }
}

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
  return shop.tables.memories.find(shop.tables.memories.insert(userId, caption, `${IMAGE_FOLDER}/${fileName}`))!;
}

/**
 * The first part of an uploaded memory's file name, from the name the browser sent, as upstream
 * derives it (lower case, spaces as dashes). Characters that do not belong in a file name or that
 * a URL would read as something else (`#`, `?`, `%`) are dropped, so every upload stays reachable.
 */
export function memoryFileStem(originalName: string) {
  const stem = originalName
    .replace(/[\u0000-\u001f\u0080-\u009f/\\?<>:*|"#%]/g, '')
    .toLowerCase()
    .split(' ')
    .join('-')
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '')
    .slice(0, 100);
  return stem || 'memory';
}
