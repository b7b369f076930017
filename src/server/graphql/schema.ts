import { buildSchema, Kind, type DocumentNode, type GraphQLScalarType, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { languageList } from '../../lib/i18n/languages';
import { challengeTextsShare } from '../challenges/translations';
import { findChallenge, listChallenges, type ChallengeJson } from '../services/challenges';
import { listDeliveries } from '../services/deliveries';
import { listFeedback } from '../services/feedback';
import { listHints } from '../services/hints';
import { findProduct, findProductsNearInPrice, findProductsSafely, listQuantities, productReviews, searchProductsInjectable } from '../services/products';
import type { ProductRow } from '../db/products';
import { staffOffer } from '../services/staff-offer';
import type { Shop } from '../context';
import { giftCardCheck } from './gift-cards';
import { restockPlan } from './restock';

/** What resolvers learn of the request: whether it comes from the shop's own content client. */
export type ContentContext = { trusted?: boolean };

/**
 * The content graph: read models the server components render from, plus the till's gift card
 * check. It exposes nothing the REST API does not already publish, except the warehouse's
 * restock plan (see restock.ts).
 */
export const typeDefs = /* GraphQL */ `
  scalar JSON

  "A number as the database holds it, of any size or sign: non-finite values and text come as text."
  scalar StoredNumber

  type Review { id: ID!, message: String!, author: String!, likesCount: StoredNumber! }

  # vuln-code-snippet start graphqlDepthDosChallenge
  type Product {
    id: Int!
    name: String!
    description: String!
    price: StoredNumber!
    deluxePrice: StoredNumber!
    image: String!
    quantity: StoredNumber
    limitPerUser: StoredNumber
    points: StoredNumber!
    reviews: [Review!]!
    "The products nearest in price to this one: recommendations."
    related: [Product!]! # vuln-code-snippet vuln-line graphqlDepthDosChallenge
  }
  # vuln-code-snippet end graphqlDepthDosChallenge

  extend type Product {
    "The staff offer of the month: answered to the shop's own server components only, null to anybody else."
    staffOffer: StaffOffer
  }

  type RestockItem { productId: Int!, supplier: String!, unitCost: StoredNumber!, reorderBelow: Int! }

  type StaffOffer { discount: Int!, coupon: String! }

  type Feedback { id: Int!, comment: String!, rating: Int!, userId: Int }

  type Language { key: String!, lang: String!, shortKey: String!, icons: [String!]!, percentage: Float!, gauge: String! }

  type DeliveryMethod { id: Int!, name: String!, price: Float!, deluxePrice: Float!, eta: Float!, icon: String! }

  type Challenge {
    id: Int!, key: String!, name: String!, category: String!, difficulty: Int!, description: String!
    tags: [String!]!, solved: Boolean!, disabledEnv: String, mitigationUrl: String, tutorialOrder: Int
    hasCodingChallenge: Boolean!, codingChallengeStatus: Int!, updatedAt: String!
  }

  type Hint { id: Int!, ChallengeId: Int!, order: Int!, text: String!, unlocked: Boolean! }

  type Query {
    "The shop's public settings, as GET /rest/admin/application-configuration answers them."
    config: JSON!
    "The shop's version number."
    version: String!
    "The products whose name or description contains the search text (all of them without one)."
    products(search: String): [Product!]!
    "What GET /rest/products/search answers, through the same statement: the product grid's search."
    productSearch(q: String): [Product!]!
    "One product by its id; null for an id no product has."
    product(id: Int!): Product
    "The customer feedback shown on the about page."
    feedbacks: [Feedback!]!
    "The languages the shop is translated into, with how complete each translation is."
    languages: [Language!]!
    "The delivery methods offered at checkout, with their prices and delivery times."
    deliveryMethods: [DeliveryMethod!]!
    "The challenges of the score board."
    challenges: [Challenge!]!
    "One challenge by its key; null for a key no challenge has."
    challenge(key: String!): Challenge
    "The hints of the score board's challenges."
    hints: [Hint!]!
    "The balance of a gift card, by the four-digit PIN under its scratch field; null for a PIN no card has."
    giftCardBalance(pin: String!): Float
    restockPlan: [RestockItem!]!
  }
`;

const challengeNode = (challenge: ChallengeJson) => ({ ...challenge, tags: challenge.tags ? challenge.tags.split(',').map((tag) => tag.trim()) : [] });

/**
 * Whatever a planted flaw stored (PUT /api/Products/:id takes any number) must still render: GraphQL's
 * Int and Float would refuse 2^31 or Infinity and take every page down with them.
 */
function serializeStoredNumber(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : String(value);
  return storedText(value);
}

/** Text as stored; a schemaless store (reviews) may hold something else where text belongs. */
function storedText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export const buildContentSchema = (): GraphQLSchema => {
  const schema = buildSchema(typeDefs);
  (schema.getType('StoredNumber') as GraphQLScalarType).serialize = serializeStoredNumber;
  return schema;
};

/**
 * The most \`related\` fields nested in one another on any path of \`doc\`, through fragments
 * (each fragment walked once; a fragment cycle, refused later by validation, counts nothing).
 */
function relatedNesting(doc: DocumentNode): number {
  const fragments = new Map(doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const memo = new Map<string, number>();
  const nesting = (set: SelectionSetNode | undefined): number => {
    let most = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) most = Math.max(most, (selection.name.value === 'related' ? 1 : 0) + nesting(selection.selectionSet));
      else if (selection.kind === Kind.INLINE_FRAGMENT) most = Math.max(most, nesting(selection.selectionSet));
      else {
        const name = selection.name.value;
        if (!memo.has(name)) {
          memo.set(name, 0);
          memo.set(name, nesting(fragments.get(name)?.selectionSet));
        }
        most = Math.max(most, memo.get(name)!);
      }
    }
    return most;
  };
  return Math.max(0, ...doc.definitions.map((d) => (d.kind === Kind.OPERATION_DEFINITION ? nesting(d.selectionSet) : 0)));
}

/** A public query refused by the depth or cost limit: a loop through the recommendations hit the bound. */
export const watchRefusedQuery = (shop: Shop, doc: DocumentNode) =>
  shop.challenges.solveIf('graphqlDepthDosChallenge', () => relatedNesting(doc) >= 3);

/** How many recommendations a product has (LIST_SIZES in limits.ts counts them so). */
const RELATED_PRODUCTS = 3;

/** Resolvers as a root value; a product's quantity and reviews resolve lazily per field. */
export function rootValue(shop: Shop) {
  const quantities = () => new Map(listQuantities(shop).map((q) => [q.ProductId, q]));
  const product = (row: ProductRow, stock: ReturnType<typeof quantities>) => ({
    ...row,
    quantity: stock.get(row.id)?.quantity ?? null,
    limitPerUser: stock.get(row.id)?.limitPerUser ?? null,
    name: storedText(row.name),
    description: storedText(row.description),
    image: storedText(row.image),
    points: Math.round(Number(row.price) / 10),
    staffOffer: (_args: unknown, context: ContentContext) => (context.trusted ? staffOffer(shop) : null),
    reviews: async () =>
      (await productReviews(shop, row.id)).map((r) => ({ id: storedText(r._id), message: storedText(r.message), author: storedText(r.author), likesCount: r.likesCount ?? 0 })),
    // typed here, as the recursion leaves it nothing to infer from
    related: (): unknown[] => {
      const stock = quantities();
      return findProductsNearInPrice(shop, row, RELATED_PRODUCTS).map((p) => product(p, stock));
    },
  });
  return {
    config: () => shop.config,
    version: () => shop.version,
    products: ({ search }: { search?: string | null }) => {
      const stock = quantities();
      return findProductsSafely(shop, search ?? '').map((p) => product(p, stock));
    },
    // the search box's flaw must reach the grid too (the REST endpoint is where players watch it), watchers included
    productSearch: async ({ q }: { q?: string | null }) => {
      const found = await searchProductsInjectable(shop, q ?? '');
      const stock = quantities();
      return found.map((p) => product(p, stock));
    },
    product: ({ id }: { id: number }) => {
      const row = findProduct(shop, id);
      return row ? product(row, quantities()) : null;
    },
    feedbacks: () => listFeedback(shop).map((feedback) => ({ ...feedback, userId: feedback.UserId })),
    languages: () => languageList((locale) => challengeTextsShare(shop.privateDir, locale)),
    deliveryMethods: () => listDeliveries(shop),
    challenges: () => listChallenges(shop).map(challengeNode),
    challenge: ({ key }: { key: string }) => {
      const challenge = findChallenge(shop, key);
      return challenge ? challengeNode(challenge) : null;
    },
    hints: () => listHints(shop),
    giftCardBalance: giftCardCheck(shop),
    restockPlan: () => restockPlan(shop),
  };
}
