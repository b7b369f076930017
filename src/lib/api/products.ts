import type { ProductJson } from '../products';
import { api, type Envelope } from './client';

export type QuantityJson = { ProductId: number; quantity: number };

const data = <T>(path: string) => api<Envelope<T>>(path).then((r) => r.data);

/** GET /rest/products/search: the products whose name or description holds `q` (sent as typed, the SQL-injection challenges' way in). */
export const searchProducts = (q: string) => data<ProductJson[]>(`/rest/products/search?q=${encodeURIComponent(q)}`);
/** GET /api/Quantitys/: every product's stock. */
export const fetchQuantities = () => data<Array<QuantityJson & { id: number }>>('/api/Quantitys/');
