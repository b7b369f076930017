/** The most a product's stock may be set to: the staff restock form's limit, checked again by the server function. */
export const MAX_STOCK_LEVEL = 1000;
