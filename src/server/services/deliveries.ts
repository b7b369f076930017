import type { Shop } from '../context';

/** A row of Deliveries (delivery methods), shaped as upstream's model. */
export type DeliveryRow = { id: number; name: string; price: number; deluxePrice: number; eta: number; icon: string };

export const listDeliveries = (shop: Shop) =>
  shop.db.prepare('SELECT id, name, price, deluxePrice, eta, icon FROM Deliveries ORDER BY id').all() as DeliveryRow[];

export const findDelivery = (shop: Shop, id: number) =>
  shop.db.prepare('SELECT id, name, price, deluxePrice, eta, icon FROM Deliveries WHERE id = ?').get(id) as DeliveryRow | undefined;
