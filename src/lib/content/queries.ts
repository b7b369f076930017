import 'server-only';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AppConfig } from '../config-schema';
import type { ChallengeData, HintData } from '../score-board/model';

/** Typed documents for the content graph (types written next to each query), parsed once. */
const gql = <R, V>(source: TemplateStringsArray) => parse(source.join('')) as TypedDocumentNode<R, V>;
/** A number as stored: whatever a planted flaw put there; non-finite values arrive as text ("Infinity"). */
export type StoredNumber = number | string;
export type ProductCard = {
  id: number;
  name: string;
  description: string;
  price: StoredNumber;
  deluxePrice: StoredNumber;
  image: string;
  quantity: StoredNumber | null;
  points: StoredNumber;
  /** for the staff only (see SearchScreen) */
  staffOffer?: { discount: number; coupon: string } | null;
};
export type Review = { id: string; message: string; author: string; likesCount: StoredNumber };
export type Feedback = { id: number; comment: string; rating: number };
export type Language = { key: string; lang: string; shortKey: string; icons: string[]; percentage: number; gauge: string };

export const ShellQuery = gql<{ config: AppConfig; version: string; languages: Language[] }, Record<string, never>>`
  query Shell { config version languages { key lang shortKey icons percentage gauge } }
`;

/** The grid's search: the same injectable statement as GET /rest/products/search. */
export const ProductSearchQuery = gql<{ productSearch: ProductCard[] }, { q: string }>`
  query ProductSearch($q: String) {
    productSearch(q: $q) { id name description price deluxePrice image quantity points staffOffer { discount coupon } }
  }
`;

export const FeedbacksQuery = gql<{ feedbacks: Feedback[] }, Record<string, never>>`
  query Feedbacks { feedbacks { id comment rating } }
`;

export const ScoreBoardQuery = gql<{ challenges: ChallengeData[]; hints: HintData[] }, Record<string, never>>`
  query ScoreBoard {
    challenges { id key name category difficulty description tags solved disabledEnv mitigationUrl tutorialOrder hasCodingChallenge codingChallengeStatus }
    hints { id ChallengeId order text unlocked }
  }
`;

export const ChallengeSolvedQuery = gql<{ challenge: { solved: boolean } | null }, { key: string }>`
  query ChallengeSolved($key: String!) { challenge(key: $key) { solved } }
`;
