import { execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { Hono } from 'hono';
import { lowerCasePath } from '../http/paths';
import { buildContentSchema, rootValue } from '../graphql/schema';
import { perShop } from '../per-shop';
import type { Shop } from '../shop';

type GraphQLRequest = { query?: unknown; variables?: unknown; operationName?: unknown };

/**
 * POST/GET /graphql. Parsed and validated documents are cached by their text: the server
 * components send the same few queries over and over.
 */
/** One handler (schema and document cache) per shop, shared by the HTTP app and the content client. */
export const graphqlRoutes = perShop(createGraphqlRoutes);

function createGraphqlRoutes(shop: Shop) {
  // fetched directly (loaded on first use), so it needs the shop's case-insensitive matching itself
  const r = new Hono({ getPath: lowerCasePath });
  let schema: GraphQLSchema | undefined;
  const documents = new Map<string, DocumentNode | readonly Error[]>();
  const root = rootValue(shop);

  const run = async (req: GraphQLRequest) => {
    schema ??= buildContentSchema();
    if (typeof req.query !== 'string' || req.query.length === 0) return { status: 400, body: { errors: [{ message: 'Must provide a query string.' }] } };
    let doc = documents.get(req.query);
    if (!doc) {
      try {
        const parsed = parse(req.query);
        const errors = validate(schema, parsed);
        doc = errors.length ? errors : parsed;
      } catch (e) {
        doc = [e as Error];
      }
      if (documents.size > 500) documents.clear();
      documents.set(req.query, doc);
    }
    if (Array.isArray(doc)) return { status: 400, body: { errors: doc.map((e) => ({ message: e.message })) } };
    const variables = req.variables && typeof req.variables === 'object' ? (req.variables as Record<string, unknown>) : undefined;
    const result = await execute({
      schema, document: doc as DocumentNode, rootValue: root, variableValues: variables,
      operationName: typeof req.operationName === 'string' ? req.operationName : undefined,
    });
    return { status: 200, body: result };
  };

  r.post('/graphql', async (c) => {
    let body: GraphQLRequest;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ errors: [{ message: 'The request body is not valid JSON.' }] }, 400);
    }
    const { status, body: out } = await run(body ?? {});
    return c.json(out as object, status as 200);
  });
  r.get('/graphql', async (c) => {
    let variables: unknown;
    try {
      variables = c.req.query('variables') ? JSON.parse(c.req.query('variables')!) : undefined;
    } catch {
      return c.json({ errors: [{ message: 'Variables are not valid JSON.' }] }, 400);
    }
    const { status, body } = await run({ query: c.req.query('query'), variables, operationName: c.req.query('operationName') });
    return c.json(body as object, status as 200);
  });
  return r;
}
