/**
 * The bound on the NoSQL operator injection of the review routes. Their `id` goes into a mingo
 * selector as the client sent it, which the NoSQL Manipulation and Forged Review challenges rely
 * on. Mingo, however, evaluates far more than comparisons on the shop's own thread: a backtracking
 * `$regex` holds it for many seconds, `$expr` with `$range` builds arrays until the heap runs out.
 * So a client value may be a plain scalar or an object of comparison operators over scalars, which
 * is all the challenges need (`{"$ne": -1}` selects every review); everything else is refused.
 */

/** The operators a client-sent selector value may use, each taking one scalar (or, for the list ones, a short list of scalars). */
const COMPARISONS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$exists']);
const LIST_COMPARISONS = new Set(['$in', '$nin']);

/** The longest list `$in` / `$nin` may carry: plenty for naming reviews, no lever for work. */
export const MAX_SELECTOR_LIST = 100;

type Scalar = string | number | boolean | null;
const isScalar = (v: unknown): v is Scalar =>
  v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

/**
 * Whether `value`, sent by a client, may stand as the value of one field in a document query:
 * a scalar (matched by equality), or a plain object whose keys are all comparison operators
 * (`$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$exists` with a scalar; `$in`, `$nin` with at most
 * MAX_SELECTOR_LIST scalars). Anything else (`$where`, `$regex`, `$options`, `$expr`,
 * `$function`, `$not`, `$or`, `$elemMatch`, nested objects, unknown keys, an empty object) is not.
 */
export function isComparisonSelector(value: unknown): boolean {
  if (isScalar(value)) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([op, operand]) =>
      LIST_COMPARISONS.has(op)
        ? Array.isArray(operand) && operand.length <= MAX_SELECTOR_LIST && operand.every(isScalar)
        : COMPARISONS.has(op) && isScalar(operand),
    )
  );
}
