import 'server-only'; // the content adapter reads the database: a client import fails the build
import { cache } from 'react';
import { ClientError } from 'graphql-request';
import type { AppConfig } from '../config-schema';
import { challengeTranslation } from '../../server/challenges/translations';
import { requestShop } from '../../server/http/request-shop';
import { contentClient } from './client';
import { ChallengeSolvedQuery, FeedbacksQuery, ProductSearchQuery, ScoreBoardQuery, ShellQuery } from './queries';

export type { Feedback, Language, ProductCard, Review } from './queries';

/**
 * What server components read. Each function is one typed query against the content graph of the
 * shop the request was handed over with, cached for the duration of one render.
 */
export const getShell = cache(async () => contentClient(requestShop()).request(ShellQuery));

export const getAppConfig = cache(async (): Promise<AppConfig> => (await getShell()).config);

/**
 * The product grid's search, through the INJECTABLE statement of GET /rest/products/search (what players type into
 * the search box must hit it). A query that breaks that statement shows no products here: the REST endpoint is
 * where its error goes out.
 */
export const searchProductsInjectable = cache(async (q: string) => {
  try {
    return (await contentClient(requestShop()).request(ProductSearchQuery, { q })).productSearch;
  } catch (e) {
    if (e instanceof ClientError && e.response.errors?.some((error) => error.path?.[0] === 'productSearch')) return [];
    throw e;
  }
});

export const getFeedbacks = cache(async () => (await contentClient(requestShop()).request(FeedbacksQuery)).feedbacks);

/**
 * Challenges and hints for the score board, their descriptions and hints in the reader's language
 * where the catalogue is translated (names stay upstream's, as tools look challenges up by them).
 */
export const getScoreBoard = cache(async () => {
  const shop = requestShop();
  const board = await contentClient(shop).request(ScoreBoardQuery);
  // the request's language (imported here: session reads Waku's request, which the API tests' shop has not)
  const { currentLocale } = await import('./session');
  const own = challengeTranslation(shop.privateDir, currentLocale());
  const keyOf = new Map(board.challenges.map((c) => [c.id, c.key]));
  return {
    challenges: board.challenges.map((c) => ({ ...c, description: own[c.key]?.description || c.description })),
    hints: board.hints.map((h) => {
      const text = own[keyOf.get(h.ChallengeId) ?? '']?.hints?.[h.order - 1];
      return text ? { ...h, text } : h;
    }),
  };
});

/** Whether one challenge is solved (false for an unknown key). */
export const isChallengeSolved = cache(
  async (key: string) => (await contentClient(requestShop()).request(ChallengeSolvedQuery, { key })).challenge?.solved ?? false,
);
