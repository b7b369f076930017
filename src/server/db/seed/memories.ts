import type { AppConfig } from '../../../lib/config-schema';
import { MEMORY_IMAGE_FOLDER } from '../../services/memories';
import { type SeedContext, userIdOf } from './context';

/**
 * The memory upstream always seeds before the configured ones (not part of its configuration):
 * its file name holds raw `#`, which the photo wall links unencoded (Missing Encoding).
 */
const CAT_MEMORY = {
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
export function seedMemories(ctx: SeedContext) {
  for (const m of [CAT_MEMORY, ...(ctx.config.memories ?? [])]) {
    const key = ownerKey(m);
    const owner = key === undefined ? null : userIdOf(ctx, key);
    if (owner === null) continue; // a rebranded configuration without that user: nobody to show it for
    ctx.tables.memories.insert(owner, m.caption, isUrl(m.image) ? m.image : `${MEMORY_IMAGE_FOLDER}/${m.image}`, ctx.now);
  }
}
