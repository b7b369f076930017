import { Hono, type Context } from 'hono';
import { markInteractionChanged } from '../challenges/lazy';
import { HttpError } from '../http/http-error';
import { ok, readJsonObject } from '../http/respond';
import { denyAll, requireLogin } from '../security/auth';
import type { Shop } from '../context';
import { fileUploadRoutes } from './file-upload';
import { promotionRoutes } from './promotion';

/** Sequelize's refusal of a value of the wrong type, as upstream's REST layer answers it. */
const stringViolation = (field: string) => {
  const detail = `${field} cannot be an array or an object`;
  const message = `string violation: ${detail}`;
  return new HttpError(400, message, { message, errors: [{ field, message: detail }] });
};

/** A text column as the model stores it: strings as sent, numbers and booleans as text, null or absent as null. */
function textColumn(body: Record<string, unknown>, field: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') throw stringViolation(field);
  return String(value);
}

/** The user id column: a number as sent (numeric text too), else null, as SQLite's integer affinity keeps it. */
function userIdColumn(body: Record<string, unknown>): number | null {
  const value = body.UserId;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  if (value !== undefined && value !== null && typeof value === 'object')
    throw new HttpError(400, 'Validation error', {
      message: 'Validation error',
      errors: [{ field: 'UserId', message: 'UserId must be an integer' }],
    });
  return null;
}

/**
 * customer complaints: /api/Complaints as upstream's generated REST resource (listed and created
 * by any logged-in user, single rows closed), the file upload and the promotion page.
 */
export function complaintRoutes(shop: Shop) {
  const r = new Hono();

  r.get('/api/Complaints', requireLogin(shop), (c) => ok(c, shop.tables.complaints.list()));
  r.post('/api/Complaints', requireLogin(shop), async (c: Context) => {
    const body = await readJsonObject(c);
    const row = { UserId: userIdColumn(body), message: textColumn(body, 'message'), file: textColumn(body, 'file') };
    const now = new Date().toISOString();
    const id = shop.tables.complaints.insert(row.UserId, row.message, row.file, now);
    markInteractionChanged(shop); // the keyword challenges read complaints on the next API request
    return ok(c, { id, ...row, createdAt: now, updatedAt: now }, 201);
  });
  r.all('/api/Complaints/:id', denyAll());

  r.route('/', fileUploadRoutes(shop));
  r.route('/', promotionRoutes(shop));
  return r;
}
