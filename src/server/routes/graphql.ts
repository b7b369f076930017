import { execute, GraphQLError, Kind, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { lowerCasePath } from '../http/paths';
import type { GiftCardRequest } from '../graphql/gift-cards';
import { budgetedResolver, checkCost, GRAPH_LIMITS, LimitError, parseBounded, responseTooLarge, shapeErrors, type ResponseBudget } from '../graphql/limits';
import { buildContentSchema, rootValue, watchRefusedQuery } from '../graphql/schema';
import { remoteAddress } from '../security/client-ip';
import type { Shop } from '../context';

type GraphQLRequest = { query?: unknown; variables?: unknown; operationName?: unknown };
type Answer = { status: 200 | 400 | 413; body: string };

const errorAnswer = (status: Answer['status'], messages: readonly string[]): Answer => ({
  status, body: JSON.stringify({ errors: messages.map((message) => ({ message })) }),
});

/** Passed as the fetch environment by the in-process content client only; HTTP requests never carry it. */
const TRUSTED = Object.freeze({ contentClient: true });

/** A cache of documents that passed every check, bounded in entries and in query text held. */
const CACHE_ENTRIES = 200;
const CACHE_CHARS = 256 * 1024;

/**
 * POST/GET /graphql, bounded (see GRAPH_LIMITS): body size and query length before parsing,
 * tokens while parsing, aliases and depth before GraphQL's own validation, the estimated cost
 * with the request's variables before executing, and the answer's size while executing.
 * One handler (schema and document cache) per shop, shared by the HTTP app and the content client.
 */
export const graphqlRoutes = (shop: Shop) => shop.graphql.get(() => createGraphqlRoutes(shop));

/** The content client's fetch: the same handler, in process, exempt from the response-size cap. */
export const contentFetch = (shop: Shop) => (request: Request) => graphqlRoutes(shop).fetch(request, TRUSTED);

function createGraphqlRoutes(shop: Shop) {
  // fetched directly (loaded on first use), so it needs the shop's case-insensitive matching itself
  const r = new Hono({ getPath: lowerCasePath });
  let schema: GraphQLSchema | undefined;
  const documents = new Map<string, DocumentNode>();
  let cachedChars = 0;
  const root = rootValue(shop);

  const remember = (query: string, doc: DocumentNode) => {
    if (query.length > CACHE_CHARS / 16) return;
    for (const [old] of documents) {
      if (documents.size < CACHE_ENTRIES && cachedChars + query.length <= CACHE_CHARS) break;
      documents.delete(old);
      cachedChars -= old.length;
    }
    documents.set(query, doc);
    cachedChars += query.length;
  };

  /** Parsed and fully validated, or the errors to answer with. */
  // vuln-code-snippet start graphqlIntrospectionChallenge
  const prepare = (schema: GraphQLSchema, query: string): DocumentNode | Answer => {
    const cached = documents.get(query);
    if (cached) return cached;
    let doc: DocumentNode;
    try {
      doc = parseBounded(query);
    } catch (e) {
      return e instanceof LimitError ? errorAnswer(e.status, [e.message]) : errorAnswer(400, [(e as Error).message]);
    }
    const shape = shapeErrors(schema, doc);
    if (shape.length) {
      watchRefusedQuery(shop, doc); // vuln-code-snippet hide-line graphqlIntrospectionChallenge
      return errorAnswer(400, shape.map((e) => e.message));
    }
    const errors = validate(schema, doc); // vuln-code-snippet vuln-line graphqlIntrospectionChallenge
    if (errors.length) return errorAnswer(400, errors.map((e) => e.message));
    remember(query, doc);
    return doc;
  };
  // vuln-code-snippet end graphqlIntrospectionChallenge

  /** `client`: the address of a public request; none for the trusted content client. */
  const run = async (req: GraphQLRequest, client: string | undefined): Promise<Answer> => {
    const trusted = client === undefined;
    schema ??= buildContentSchema();
    if (typeof req.query !== 'string' || req.query.length === 0) return errorAnswer(400, ['Must provide a query string.']);
    if (req.variables != null && (typeof req.variables !== 'object' || Array.isArray(req.variables))) return errorAnswer(400, ['Variables must be an object.']);
    if (req.operationName != null && typeof req.operationName !== 'string') return errorAnswer(400, ['The operation name must be a string.']);
    const doc = prepare(schema, req.query);
    if (!('kind' in doc)) return doc;
    const variables = (req.variables ?? undefined) as Record<string, unknown> | undefined;
    const operationName = req.operationName ?? undefined;
    const operations = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (operationName !== undefined && !operations.some((o) => o.name?.value === operationName)) return errorAnswer(400, [`Unknown operation named "${operationName}".`]);
    if (operationName === undefined && operations.length > 1) return errorAnswer(400, ['Must provide operation name if query contains multiple operations.']);
    try {
      checkCost(schema, doc, variables, operationName);
    } catch (e) {
      if (e instanceof LimitError) {
        watchRefusedQuery(shop, doc);
        return errorAnswer(e.status, [e.message]);
      }
      if (e instanceof GraphQLError) return errorAnswer(400, [e.message]);
      throw e;
    }
    const budget: ResponseBudget | undefined = trusted ? undefined : { used: 0, exceeded: false };
    const giftCards: GiftCardRequest | undefined = trusted ? undefined : { client };
    const result = await execute({
      schema, document: doc, rootValue: root, variableValues: variables, operationName,
      contextValue: { budget, giftCards, trusted }, fieldResolver: budgetedResolver,
    });
    if (budget?.exceeded) return errorAnswer(413, [responseTooLarge().message]);
    const body = JSON.stringify(result);
    if (!trusted && Buffer.byteLength(body) > GRAPH_LIMITS.responseBytes) return errorAnswer(413, [responseTooLarge().message]);
    return { status: 200, body };
  };

  const clientOf = (c: Context) => (c.env === TRUSTED ? undefined : remoteAddress(c));
  const answer = (c: Context, { status, body }: Answer) => c.body(body, status, { 'content-type': 'application/json; charset=UTF-8' });

  const tooLarge = (c: Context) => answer(c, errorAnswer(413, [`Request body limit of ${GRAPH_LIMITS.bodyBytes} bytes exceeded.`]));
  const streamedBodyLimit = bodyLimit({ maxSize: GRAPH_LIMITS.bodyBytes, onError: tooLarge });
  // a declared length is checked without touching the body stream; only chunked bodies are counted as they come
  const limitBody: MiddlewareHandler = (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamedBodyLimit(c, next);
    return Number(length) > GRAPH_LIMITS.bodyBytes ? Promise.resolve(tooLarge(c)) : next();
  };

  r.post('/graphql', limitBody, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return answer(c, errorAnswer(400, ['The request body is not valid JSON.']));
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return answer(c, errorAnswer(400, ['The request body must be a JSON object.']));
    return answer(c, await run(body as GraphQLRequest, clientOf(c)));
  });
  r.get('/graphql', async (c) => {
    let variables: unknown;
    try {
      variables = c.req.query('variables') ? JSON.parse(c.req.query('variables')!) : undefined;
    } catch {
      return answer(c, errorAnswer(400, ['Variables are not valid JSON.']));
    }
    return answer(c, await run({ query: c.req.query('query'), variables, operationName: c.req.query('operationName') }, clientOf(c)));
  });
  return r;
}
