import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MEMORY_CAPTION_MAX, PICKUP_ABOVE, recycleRequest } from '../../lib/recycle-schemas';
import { check, ok, readJson, rowId } from '../http/respond';
import { saveUniqueUpload, sniffFileType, UPLOADS_FULL_MESSAGE } from '../profile/images';
import { appendUserId, authenticatedUser, denyAll, requireLogin, type WithUserId } from '../security/auth';
import { findOwnAddress } from '../services/addresses';
import { addMemory, listMemories, memoryFileStem } from '../services/memories';
import type { Shop } from '../context';
import type { RecycleRow } from '../db/recycles';

/** Largest photo wall image (upstream sets none; a phone photo fits). */
export const MAX_MEMORY_IMAGE_BYTES = 5_000_000;
/** Only these may go on the photo wall, told by their first bytes (upstream's list of types). */
const MEMORY_IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/** A recycle as upstream's model serialises it (a boolean pickup flag), with the pickup date under the name the front end reads. */
const recycleJson = (r: RecycleRow) => ({ ...r, isPickup: r.isPickup === 1, pickupDate: r.date });

/** A refusal the photo wall shows in its error bar (upstream's front end reads `error`). Answered, not thrown: no server error. */
const refuse = (c: Context, status: 400 | 413, error: string) => c.json({ status: 'error', error }, status);

/** A header name of a multipart part: a token (RFC 9110), then its colon. */
const PART_HEADER = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:/;

/**
 * Whether a multipart body has a part whose header block holds a line that is no header (a
 * leading blank, no name, no colon): busboy, under upstream's multer, stops there with
 * "Malformed part header" (the body of CVE-2022-24434 is one).
 */
function hasMalformedPartHeader(body: string, boundary: string) {
  const parts = body.split(`--${boundary}`).slice(1);
  return parts.some((part) => {
    if (part.startsWith('--')) return false;
    const head = part.replace(/^\r\n/, '');
    const end = head.indexOf('\r\n\r\n');
    const lines = (end === -1 ? head : head.slice(0, end)).split('\r\n').filter((line) => line !== '');
    return lines.some((line) => !PART_HEADER.test(line));
  });
}

/**
 * The fields of a photo wall upload: none without a multipart body; null for a body that cannot
 * be read. A part header that is no header fails as upstream's multer fails on it: an error its
 * error handler answers (500, `Error: Malformed part header`).
 */
async function memoryForm(c: Context): Promise<Record<string, FormDataEntryValue> | null> {
  const type = c.req.header('content-type') ?? '';
  const boundary = /^multipart\/form-data\b.*?;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!boundary) return {};
  const raw = await c.req.arrayBuffer();
  if (hasMalformedPartHeader(Buffer.from(raw).toString('latin1'), boundary[1] ?? boundary[2]!)) throw new Error('Malformed part header');
  try {
    const form = await new Request('http://memories.invalid/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    return Object.fromEntries(form.entries());
  } catch {
    return null;
  }
}

/**
 * Customer interaction without a planted flaw: recycling requests (GET/POST /api/Recycles) and
 * the photo wall (GET/POST /rest/memories). Upstream refuses to list all recycles.
 */
export function recycleAndMemoryRoutes(shop: Shop) {
  const r = new Hono<WithUserId>();
  const own = appendUserId(shop);

  r.get('/api/Recycles', (c) => ok(c, { err: 'Sorry, this endpoint is not supported.' }));
  // open to anyone, as upstream's: a recycle by id, as a list
  r.get('/api/Recycles/:id', (c) => {
    const row = shop.tables.recycles.find(rowId(c.req.param('id')));
    return ok(c, row ? [recycleJson(row)] : []);
  });
  // any valid token, as upstream's; the recycle is the caller's, at one of the caller's addresses
  // (a token that names no user may only name an address that exists; the recycle then has no owner)
  r.post('/api/Recycles', requireLogin(shop), async (c) => {
    const body = check(recycleRequest, await readJson(c));
    const userId = authenticatedUser(shop, c)?.id ?? null;
    const addressFound =
      userId === null ? shop.tables.recycles.addressExists(body.AddressId) : findOwnAddress(shop, userId, body.AddressId);
    if (!addressFound) return c.json({ status: 'error', message: 'Address not found.' }, 400);
    const pickup = body.isPickup ?? body.isPickUp ?? false;
    if (pickup && body.quantity <= PICKUP_ABOVE)
      return c.json({ status: 'error', message: `A pickup is only offered for more than ${PICKUP_ABOVE} litres.` }, 400);
    const date = pickup && body.date ? body.date.toISOString() : null;
    const id = shop.tables.recycles.insert({
      UserId: userId,
      AddressId: body.AddressId,
      quantity: body.quantity,
      isPickup: pickup ? 1 : 0,
      date,
    });
    return ok(c, recycleJson(shop.tables.recycles.find(id)!), 201);
  });
  r.put('/api/Recycles/:id', denyAll());
  r.delete('/api/Recycles/:id', denyAll());

  r.get('/rest/memories', (c) => ok(c, listMemories(shop)));
  r.post(
    '/rest/memories',
    bodyLimit({
      maxSize: MAX_MEMORY_IMAGE_BYTES + 64 * 1024,
      onError: (c) => refuse(c, 413, `File too large: at most ${MAX_MEMORY_IMAGE_BYTES} bytes`),
    }),
    async (c) => {
      // in upstream's order: the multipart body is read (and its picture's type checked) before the login is
      const form = await memoryForm(c);
      if (form === null) return refuse(c, 400, 'Malformed form body');
      const { image, caption } = form;
      if (!(image instanceof File)) return refuse(c, 400, 'File is not passed');
      // counted by the type the browser claims, accepted or not, as upstream's upload metrics
      const refused = (status: 400 | 413, error: string) => {
        shop.metrics.countUpload(image.type, false);
        return refuse(c, status, error);
      };
      if (image.size > MAX_MEMORY_IMAGE_BYTES) return refused(413, `File too large: at most ${MAX_MEMORY_IMAGE_BYTES} bytes`);
      const bytes = new Uint8Array(await image.arrayBuffer());
      const kind = sniffFileType(bytes);
      if (!kind || !MEMORY_IMAGE_TYPES.has(kind.mime)) {
        shop.metrics.countUpload(image.type, false);
        // multer's storage refuses it with an error of its own, which upstream's error handler answers (500)
        throw new Error('Invalid mime type');
      }
      const denied = await own(c, async () => {});
      if (denied) return denied;
      const userId = c.get('userId');
      if (typeof caption !== 'string' || !caption.trim()) return refused(400, 'Caption is required');
      if (caption.length > MEMORY_CAPTION_MAX) return refused(400, `Caption is longer than ${MEMORY_CAPTION_MAX} characters`);
      const fileName = await saveUniqueUpload(shop, memoryFileStem(image.name), kind.ext, bytes);
      if (fileName === null) return refused(413, UPLOADS_FULL_MESSAGE);
      shop.metrics.countUpload(image.type, true);
      return ok(c, addMemory(shop, userId, caption, fileName));
    },
  );

  return r;
}
