/**
 * A product as the REST API answers it (GET /api/Products and /api/Products/{id}, POST and PUT
 * /api/Products, GET /rest/products/search, and inside a basket): upstream's model, with its
 * timestamps; deletedAt is set on a product taken out of the catalogue. No stock: that comes from
 * GET /api/Quantitys.
 */
export type ProductJson = {
  id: number;
  name: string;
  description: string;
  price: number;
  deluxePrice: number;
  image: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
};
