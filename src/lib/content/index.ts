import 'server-only'; // the content adapter reads the database: a client import fails the build
import { cache } from 'react';
import type { AppConfig } from '../config-schema';
import { contentClient } from './client';
import { ChallengeSolvedQuery, FeedbacksQuery, ProductsQuery, ScoreBoardQuery, ShellQuery } from './queries';

export type { Feedback, Language, ProductCard, Review } from './queries';

/**
 * What server components read. Each function is one typed query against the content graph,
 * cached for the duration of one render.
 */
export const getShell = cache(async () => contentClient().request(ShellQuery));

export const getAppConfig = cache(async (): Promise<AppConfig> => (await getShell()).config);

export const searchProducts = cache(async (search: string) => (await contentClient().request(ProductsQuery, { search })).products);

export const getFeedbacks = cache(async () => (await contentClient().request(FeedbacksQuery)).feedbacks);

/** Challenges and hints for the score board. */
export const getScoreBoard = cache(async () => contentClient().request(ScoreBoardQuery));

/** Whether one challenge is solved (false for an unknown key). */
export const isChallengeSolved = cache(async (key: string) => (await contentClient().request(ChallengeSolvedQuery, { key })).challenge?.solved ?? false);
