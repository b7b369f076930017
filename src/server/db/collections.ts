import type { OrderLine } from '../../lib/basket';
import type { Doc } from './documents';

/** A product review in the document store, with upstream's fields. */
export type ReviewDoc = Doc & { product: number; message: string; author: string; likesCount: number; likedBy: string[] };

/** An order in the document store, with upstream's fields (seeded ones lack the checkout details). */
export type OrderDoc = Doc & {
  orderId: string;
  email: string | undefined;
  totalPrice: number;
  products: OrderLine[];
  bonus: number;
  delivered: boolean;
  eta: string;
  promotionalAmount?: string;
  paymentId?: unknown;
  addressId?: unknown;
  deliveryPrice?: number;
};
