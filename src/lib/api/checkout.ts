import { api, type Envelope } from './client';
import type { AddressInput } from '../checkout-schemas';

/** The REST calls of the checkout steps, typed as the server answers them. */

export type AddressJson = {
  id: number;
  fullName: string;
  mobileNum: number;
  zipCode: string;
  streetAddress: string;
  city: string;
  state: string | null;
  country: string;
};
export type DeliveryMethodJson = { id: number; name: string; price: number; eta: number; icon: string };
/** A saved card: its number masked but for the last four digits. */
export type CardJson = { id: number; fullName: string; cardNum: string; expMonth: number; expYear: number };
export type NewCard = { fullName: string; cardNum: number; expMonth: number; expYear: number };

const data = <T>(p: Promise<Envelope<T>>) => p.then((r) => r.data);
const send = (method: string, body?: unknown): RequestInit => ({ method, body: body === undefined ? undefined : JSON.stringify(body) });

export const fetchAddresses = () => data(api<Envelope<AddressJson[]>>('/api/Addresss'));
export const fetchAddress = (id: string | number) => data(api<Envelope<AddressJson>>(`/api/Addresss/${id}`));
export const saveAddress = (address: AddressInput, id?: string) =>
  data(api<Envelope<AddressJson>>(id ? `/api/Addresss/${id}` : '/api/Addresss', send(id ? 'PUT' : 'POST', address)));
export const deleteAddress = (id: number) => api(`/api/Addresss/${id}`, send('DELETE'));

export const fetchDeliveryMethods = () => data(api<Envelope<DeliveryMethodJson[]>>('/api/Deliverys'));
export const fetchDeliveryMethod = (id: string) => data(api<Envelope<DeliveryMethodJson>>(`/api/Deliverys/${id}`));

export const fetchCards = () => data(api<Envelope<CardJson[]>>('/api/Cards'));
export const fetchCard = (id: string | number) => data(api<Envelope<CardJson>>(`/api/Cards/${id}`));
export const saveCard = (card: NewCard) => data(api<Envelope<NewCard & { id: number }>>('/api/Cards', send('POST', card)));
export const deleteCard = (id: number) => api(`/api/Cards/${id}`, send('DELETE'));

export const fetchWalletBalance = () => data(api<Envelope<number>>('/rest/wallet/balance'));
export const topUpWallet = (balance: number, paymentId: number | undefined) =>
  data(api<Envelope<number>>('/rest/wallet/balance', send('PUT', { balance, paymentId })));

/** PUT /rest/basket/{bid}/coupon/{code}: the discount in percent (404 for an invalid code). */
export const applyCoupon = (bid: string, code: string) =>
  api<{ discount: number }>(`/rest/basket/${bid}/coupon/${encodeURIComponent(code)}`, send('PUT')).then((r) => r.discount);

/** A recycling request as the server saved it. */
export type SavedRecycle = { id: number; isPickup: boolean; date: string | null; pickupDate?: string | null };
/** POST /api/Recycles: a recycling box, or a pickup on a date. */
export const saveRecycle = (request: { AddressId: number | undefined; quantity: number; isPickup: boolean; date: string | null }) =>
  data(api<Envelope<SavedRecycle>>('/api/Recycles', send('POST', request)));
