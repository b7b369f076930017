import { api, type Envelope } from './client';
import type { OrderJson } from '../basket';

/** The typed REST calls of the order screens, with upstream's shapes. */

/** An order as the order endpoints answer it (one type with the server's document). */
export type { OrderJson };
const data = <T>(path: string, init?: RequestInit) => api<Envelope<T>>(path, init).then((r) => r.data);

/** Places the order; the answer names the new order's id. */
export const placeOrder = (
  bid: string,
  couponData: string,
  orderDetails: { paymentId: string | null; addressId: string | null; deliveryMethodId: string | null },
) =>
  api<{ orderConfirmation: string }>(`/rest/basket/${encodeURIComponent(bid)}/checkout`, {
    method: 'POST',
    body: JSON.stringify({ couponData, orderDetails }),
  }).then((r) => r.orderConfirmation);

export const trackOrder = (id: string) => data<OrderJson[]>(`/rest/track-order/${encodeURIComponent(id)}`);
export const fetchOrderHistory = () => data<OrderJson[]>('/rest/order-history');
export const fetchAllOrders = () => data<OrderJson[]>('/rest/order-history/orders');
export const setDeliveryStatus = (id: string, deliveryStatus: boolean) =>
  api(`/rest/order-history/${encodeURIComponent(id)}/delivery-status`, { method: 'PUT', body: JSON.stringify({ deliveryStatus }) });

export const updatePrice = (id: number, price: number) =>
  data<{ id: number; name: string; price: number }>(`/api/Products/${id}`, { method: 'PUT', body: JSON.stringify({ price }) });
export const updateQuantity = (id: number, quantity: number) =>
  data<{ id: number; ProductId: number; quantity: number }>(`/api/Quantitys/${id}`, { method: 'PUT', body: JSON.stringify({ quantity }) });

/** The order confirmation's address (opened in a new window, as upstream does). */
export const confirmationUrl = (orderId: string) => `/ftp/order_${orderId}.pdf`;
