import { Hono, type Context } from 'hono';
import { addressRequest, addressUpdate, cardRequest, walletTopUpRequest } from '../../lib/checkout-schemas';
import { check, notFound, ok, readJson, readJsonObject, rowId } from '../http/respond';
import { appendUserId, denyAll, isDeluxe, type WithUserId } from '../security/auth';
import { createAddress, deleteOwnAddress, findOwnAddress, listAddresses, updateOwnAddress } from '../services/addresses';
import { findDelivery, listDeliveries } from '../services/deliveries';
import { addToWallet, createCard, deleteOwnCard, findOwnCard, listCards, maskedCard, walletBalance } from '../services/payment';
import type { Shop } from '../context';

/** upstream's answer to a request for somebody else's address or card (or one that does not exist) */
const malicious = (c: Context, text: string) => c.json({ status: 'error', data: text }, 400);

/**
 * The checkout steps before the order: the caller's addresses and cards, the delivery methods
 * (deluxe prices for deluxe members) and the wallet. Every address, card and wallet is its
 * owner's alone: another user's id answers as a missing one.
 */
export function checkoutRoutes(shop: Shop) {
  const r = new Hono<WithUserId>();
  const own = appendUserId(shop);

  r.get('/api/Addresss', own, (c) => ok(c, listAddresses(shop, c.get('userId'))));
  r.post('/api/Addresss', own, async (c) => {
    const fields = check(addressRequest, await readJson(c));
    return ok(c, createAddress(shop, c.get('userId'), fields), 201);
  });
  r.get('/api/Addresss/:id', own, (c) => {
    const address = findOwnAddress(shop, c.get('userId'), rowId(c.req.param('id')));
    return address ? ok(c, address) : malicious(c, 'Malicious activity detected.');
  });
  r.put('/api/Addresss/:id', own, async (c) => {
    const fields = check(addressUpdate, await readJson(c));
    const address = updateOwnAddress(shop, c.get('userId'), rowId(c.req.param('id')), fields);
    return address ? ok(c, address) : notFound(c);
  });
  r.delete('/api/Addresss/:id', own, (c) =>
    deleteOwnAddress(shop, c.get('userId'), rowId(c.req.param('id')))
      ? ok(c, 'Address deleted successfully.')
      : malicious(c, 'Malicious activity detected.'),
  );

  const deliveryJson = (c: Context, d: NonNullable<ReturnType<typeof findDelivery>>) => ({
    id: d.id,
    name: d.name,
    price: isDeluxe(shop, c) ? d.deluxePrice : d.price,
    eta: d.eta,
    icon: d.icon,
  });
  r.get('/api/Deliverys', (c) =>
    ok(
      c,
      listDeliveries(shop).map((d) => deliveryJson(c, d)),
    ),
  );
  r.get('/api/Deliverys/:id', (c) => {
    const method = findDelivery(shop, rowId(c.req.param('id')));
    return method ? ok(c, deliveryJson(c, method)) : c.json({ status: 'error' }, 400);
  });

  r.get('/api/Cards', own, (c) => ok(c, listCards(shop, c.get('userId')).map(maskedCard)));
  // the new card comes back whole to its owner, who just typed it (the form confirms its last digits)
  r.post('/api/Cards', own, async (c) => {
    const card = check(cardRequest, await readJson(c));
    return ok(c, createCard(shop, c.get('userId'), card), 201);
  });
  r.get('/api/Cards/:id', own, (c) => {
    const card = findOwnCard(shop, c.get('userId'), rowId(c.req.param('id')));
    return card ? ok(c, maskedCard(card)) : malicious(c, 'Malicious activity detected');
  });
  r.put('/api/Cards/:id', denyAll());
  r.delete('/api/Cards/:id', own, (c) =>
    deleteOwnCard(shop, c.get('userId'), rowId(c.req.param('id')))
      ? ok(c, 'Card deleted successfully.')
      : malicious(c, 'Malicious activity detected.'),
  );

  r.get('/rest/wallet/balance', own, (c) => {
    const balance = walletBalance(shop, c.get('userId'));
    return balance === undefined ? c.json({ status: 'error' }, 404) : ok(c, balance);
  });
  // a top-up is charged to one of the caller's own cards; without one nothing is credited
  r.put('/rest/wallet/balance', own, async (c) => {
    const body = await readJsonObject(c);
    if (!findOwnCard(shop, c.get('userId'), body.paymentId)) return c.json({ status: 'error', message: 'Payment not accepted.' }, 402);
    const { balance } = check(walletTopUpRequest, body);
    // upstream answers the amount charged (the new balance is GET's)
    return addToWallet(shop, c.get('userId'), balance) === undefined ? c.json({ status: 'error' }, 404) : ok(c, balance);
  });

  return r;
}
