import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { AppConfig } from '../config-schema';

/** Typed documents for the content graph (types written next to each query). */
const gql = <R, V>(source: TemplateStringsArray) => parse(source.join('')) as TypedDocumentNode<R, V>;
export type ProductCard = {
  id: number; name: string; description: string; price: number; deluxePrice: number; image: string;
  quantity: number | null; points: number;
};
export type Review = { id: string; message: string; author: string; likesCount: number };
export type Feedback = { id: number; comment: string; rating: number };
export type Language = { key: string; lang: string; shortKey: string; icons: string[]; percentage: number; gauge: string };

export const ShellQuery = gql<{ config: AppConfig; version: string; languages: Language[] }, Record<string, never>>`
  query Shell { config version languages { key lang shortKey icons percentage gauge } }
`;

export const ProductsQuery = gql<{ products: ProductCard[] }, { search: string }>`
  query Products($search: String) {
    products(search: $search) { id name description price deluxePrice image quantity points }
  }
`;

export const FeedbacksQuery = gql<{ feedbacks: Feedback[] }, Record<string, never>>`
  query Feedbacks { feedbacks { id comment rating } }
`;
