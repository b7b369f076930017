/** A product as GET /rest/products/search answers it: no stock, that comes from GET /api/Quantitys. */
export type ProductJson = { id: number; name: string; description: string; price: number; deluxePrice: number; image: string };
export type QuantityJson = { ProductId: number; quantity: number };
