import type { Shop } from '../context';

export const listDeliveries = (shop: Shop) => shop.tables.deliveries.list();

export const findDelivery = (shop: Shop, id: number) => shop.tables.deliveries.find(id);
