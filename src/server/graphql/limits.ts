import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  defaultFieldResolver,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  isNonNullType,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
  type ValidationContext,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/**
 * What one public request to the content graph may ask for. The server components' own queries
 * (src/lib/content/queries.ts) stay well inside these; a test holds that.
 */
export const GRAPH_LIMITS = {
  /** request body (POST) */
  bodyBytes: 256 * 1024,
  /** query text, checked before parsing */
  queryChars: 100_000,
  /** lexer tokens: parsing stops there, so the syntax tree stays small whatever the text */
  tokens: 12_000,
  aliases: 15,
  /** selection depth, introspection included (the content types nest 3 deep, but for the recommendations, which loop) */
  depth: 8,
  /** estimated fields resolved, with every list counted at its expected length (see LIST_SIZES) */
  cost: 10_000,
  /** serialised answer; the in-process content client is exempt (pages render what is stored) */
  responseBytes: 2 * 1024 * 1024,
} as const;

/**
 * Expected lengths of the lists the graph answers with (a little above the seeded data), so that
 * the cost of a query follows the work it causes: a list multiplies everything selected below it.
 * Any other list, introspection's included, counts as DEFAULT_LIST_SIZE.
 */
const LIST_SIZES: Record<string, number> = {
  'Query.products': 60,
  'Product.reviews': 10,
  'Query.feedbacks': 20,
  'Query.languages': 50,
  'Query.deliveryMethods': 5,
  'Query.challenges': 120,
  'Query.hints': 350,
  'Challenge.tags': 5,
  'Language.icons': 2,
  'Product.related': 3,
  'Query.restockPlan': 60,
};
const DEFAULT_LIST_SIZE = 25;

const listAwareCost: ComplexityEstimator = ({ type, field, childComplexity }) => {
  const size = isListType(getNullableType(field.type)) ? (LIST_SIZES[`${type.name}.${field.name}`] ?? DEFAULT_LIST_SIZE) : 1;
  return size * (1 + childComplexity);
};

/** A refusal: the status and the message that names the limit. */
export class LimitError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** The query text is checked for length, then parsed with a token cap (GraphQL syntax errors pass through). */
export function parseBounded(query: string): DocumentNode {
  if (query.length > GRAPH_LIMITS.queryChars) {
    throw new LimitError(413, `Query length limit of ${GRAPH_LIMITS.queryChars} characters exceeded, found ${query.length}.`);
  }
  return parse(query, { maxTokens: GRAPH_LIMITS.tokens });
}

// graphql-armor reports every refusal as a "Syntax Error", which it is not
const reportAs = (context: ValidationContext | null, error: GraphQLError) =>
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
/**
 * Fields whose aliases the alias limit does not count: each is one cheap lookup, and the till
 * checks a whole stack of gift cards in one request (their own rate limit applies).
 */
const ALIAS_EXEMPT_FIELDS = ['__typename', 'giftCardBalance'];
const shapeRules = [
  maxAliasesRule({ n: GRAPH_LIMITS.aliases, allowList: ALIAS_EXEMPT_FIELDS, propagateOnRejection: false, onReject: [reportAs] }),
  maxDepthRule({ n: GRAPH_LIMITS.depth, ignoreIntrospection: false, propagateOnRejection: false, onReject: [reportAs] }),
];

/** Alias and depth limits: linear walks, run before GraphQL's own (partly quadratic) validation. */
export const shapeErrors = (schema: GraphQLSchema, doc: DocumentNode) => validate(schema, doc, shapeRules);

/** The estimated cost of running `doc` with these variables; refused above the limit. */
export function checkCost(
  schema: GraphQLSchema,
  doc: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
) {
  const cost = getComplexity({ schema, query: doc, variables, operationName, estimators: [listAwareCost] });
  if (cost > GRAPH_LIMITS.cost) throw new LimitError(400, `Query cost limit of ${GRAPH_LIMITS.cost} exceeded, found ${cost}.`);
  return cost;
}

/** Size of the answer built so far for one public request (strings by length, anything else at a flat rate). */
export type ResponseBudget = { used: number; exceeded: boolean };
// the answer is refused while it is being built, so its full size is never known
export const responseTooLarge = () => new LimitError(413, `Response size limit of ${GRAPH_LIMITS.responseBytes} bytes exceeded.`);

/**
 * What a field resolves to once the answer is over its limit: the cheapest value of its type, so
 * that execution winds down without loading anything more. Nothing is thrown: in graphql-js 16 an
 * error thrown next to a pending asynchronous sibling (a product's reviews) orphans that sibling's
 * promise, and its later rejection would go unhandled and end the process.
 */
function placeholder(type: GraphQLOutputType): unknown {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isCompositeType(inner)) return {};
  if (inner.name === 'Boolean') return false;
  if (inner.name === 'String' || inner.name === 'ID') return '';
  return 0;
}

/**
 * The field resolver for public requests: it counts what the answer grows by and, once the
 * response limit is passed, stops resolving (the handler then answers 413), so that a list of huge
 * stored values is not built in memory only to be refused afterwards.
 */
export const budgetedResolver: GraphQLFieldResolver<unknown, { budget?: ResponseBudget }> = (source, args, context, info) => {
  const budget = context?.budget;
  if (budget?.exceeded) return placeholder(info.returnType);
  const value = defaultFieldResolver(source, args, context, info);
  if (budget) {
    budget.used += typeof value === 'string' ? value.length : 8;
    if (budget.used > GRAPH_LIMITS.responseBytes) {
      budget.exceeded = true;
      return placeholder(info.returnType);
    }
  }
  return value;
};
