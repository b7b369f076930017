import type { OrderJson } from '../../lib/basket';
import type { Doc } from './documents';

/** A product review in the document store, with upstream's fields. */
export type ReviewDoc = Doc & { product: number; message: string; author: string; likesCount: number; likedBy: string[] };

/** An order in the document store: its wire shape, as the order endpoints answer it. */
export type OrderDoc = Doc & OrderJson;
