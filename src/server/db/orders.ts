import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { md5 } from '../security/hashing';
import { DocumentCollection, type Doc } from './documents';

/** One line of an order, as upstream stores it: the product's name and price at the time, and what the line earned. */
export type OrderLine = { quantity: number; id: number; name: string; price: number; total: number; bonus: number };

/** An order in the document store, upstream's shape (checkout adds payment, address and delivery details). */
export type OrderDoc = Doc & {
  orderId: string; email: string; totalPrice: number; bonus: number; products: OrderLine[]; eta: string; delivered: boolean;
  [more: string]: unknown;
};

type SeedOrder = { user: string; products: Array<{ id: number; quantity: number }>; eta: string; delivered: boolean };

/** The email as orders remember it: every vowel replaced by `*` (upstream's idea of pseudonymising it). */
export const maskVowels = (email: string) => email.replace(/[aeiou]/gi, '*');

/** An order id as upstream makes it: the first 4 hex digits of the MD5 of the buyer's email, a dash, 16 random hex digits. */
export const newOrderId = (email: string) => `${md5(email).slice(0, 4)}-${randomBytes(8).toString('hex')}`;

/** The seeded orders (private/seed/orders.yml), their lines priced from the product rows as upstream derives them. */
export function seedOrders(db: Database.Database, orders: SeedOrder[], userEmails: Map<string, string>) {
  const collection = new DocumentCollection<OrderDoc>('o');
  const product = db.prepare('SELECT id, name, price FROM Products WHERE id = ?');
  for (const o of orders) {
    const email = userEmails.get(o.user);
    if (!email) continue;
    const products = o.products.flatMap(({ id, quantity }) => {
      const p = product.get(id) as { id: number; name: string; price: number } | undefined;
      return p ? [{ quantity, id: p.id, name: p.name, price: p.price, total: p.price * quantity, bonus: Math.round(p.price / 10) * quantity }] : [];
    });
    collection.insert({
      orderId: newOrderId(email),
      email: maskVowels(email),
      totalPrice: products.reduce((sum, l) => sum + l.total, 0),
      bonus: products.reduce((sum, l) => sum + l.bonus, 0),
      products,
      eta: o.eta === 'random' ? String(1 + Math.floor(Math.random() * 5)) : String(o.eta),
      delivered: o.delivered,
    });
  }
  return collection;
}
