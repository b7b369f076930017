import { buildSchema, type GraphQLSchema } from 'graphql';
import { languageList } from '../../lib/i18n/languages';
import { findChallenge, listChallenges, type ChallengeJson } from '../services/challenges';
import { listDeliveries } from '../services/deliveries';
import { listFeedback } from '../services/feedback';
import { listHints } from '../services/hints';
import { findProduct, findProductsSafely, listQuantities, productReviews, searchProductsInjectable, type ProductRow } from '../services/products';
import type { Shop } from '../shop';

/**
 * The content graph: read models the server components render from. It exposes nothing the
 * REST API does not already publish.
 */
export const typeDefs = /* GraphQL */ `
  scalar JSON

  type Review { id: ID!, message: String!, author: String!, likesCount: Int! }

  type Product {
    id: Int!
    name: String!
    description: String!
    price: Float!
    deluxePrice: Float!
    image: String!
    quantity: Int
    limitPerUser: Int
    points: Int!
    reviews: [Review!]!
  }

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
    config: JSON!
    version: String!
    products(search: String): [Product!]!
    "What GET /rest/products/search answers, through the same statement: the product grid's search."
    productSearch(q: String): [Product!]!
    product(id: Int!): Product
    feedbacks: [Feedback!]!
    languages: [Language!]!
    deliveryMethods: [DeliveryMethod!]!
    challenges: [Challenge!]!
    challenge(key: String!): Challenge
    hints: [Hint!]!
  }
`;

const challengeNode = (challenge: ChallengeJson) => ({ ...challenge, tags: challenge.tags ? challenge.tags.split(',').map((tag) => tag.trim()) : [] });

export const buildContentSchema = (): GraphQLSchema => buildSchema(typeDefs);

/** Resolvers as a root value; a product's quantity and reviews resolve lazily per field. */
export function rootValue(shop: Shop) {
  const quantities = () => new Map(listQuantities(shop).map((q) => [q.ProductId, q]));
  const product = (row: ProductRow, stock: ReturnType<typeof quantities>) => ({
    ...row,
    quantity: stock.get(row.id)?.quantity ?? null,
    limitPerUser: stock.get(row.id)?.limitPerUser ?? null,
    points: Math.round(row.price / 10),
    reviews: async () => (await productReviews(shop, row.id)).map((r) => ({ id: r._id, message: r.message, author: r.author, likesCount: r.likesCount })),
  });
  return {
    config: () => shop.config,
    version: () => shop.version,
    products: ({ search }: { search?: string | null }) => {
      const stock = quantities();
      return findProductsSafely(shop, search ?? '').map((p) => product(p, stock));
    },
    // the search box's flaw must reach the grid too (the REST endpoint is where players watch it), watchers included
    productSearch: ({ q }: { q?: string | null }) => {
      const stock = quantities();
      return searchProductsInjectable(shop, q ?? '').map((p) => product(p, stock));
    },
    product: ({ id }: { id: number }) => {
      const row = findProduct(shop, id);
      return row ? product(row, quantities()) : null;
    },
    feedbacks: () => listFeedback(shop).map((feedback) => ({ ...feedback, userId: feedback.UserId })),
    languages: () => languageList(),
    deliveryMethods: () => listDeliveries(shop),
    challenges: () => listChallenges(shop).map(challengeNode),
    challenge: ({ key }: { key: string }) => {
      const challenge = findChallenge(shop, key);
      return challenge ? challengeNode(challenge) : null;
    },
    hints: () => listHints(shop),
  };
}
