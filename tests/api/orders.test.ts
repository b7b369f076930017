import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locale } from '../../src/lib/i18n';
import { md5 } from '../../src/server/security/hashing';
import { confirmationTexts } from '../../src/server/services/order-confirmation/texts';
import { healthAnswersDuring, startShop, type TestServer, withFreshShop } from '../helpers';
import { bearer, handledError, post } from './accounts-helpers';
import {
  addToBasket,
  checkout,
  checkoutIn,
  confirmationFonts,
  confirmationText,
  loginFor,
  orderDetails,
  pdfText,
  solvedKeys,
  squeezed,
  type Login,
} from './orders-helpers';
import { formatsFor } from '../../src/lib/i18n/number-symbols';

/** Checkout, order confirmation, order history, accounting and tracking with upstream's shapes. */

let s: TestServer;
beforeAll(async () => {
  s = await startShop();
});
afterAll(async () => s.close());

const ORDER_ID = /^[0-9a-f]{4}-[0-9a-f]{16}$/;
const auth = (who: Login) => ({ headers: bearer(who.token) });
type OrderJson = {
  _id: string;
  orderId: string;
  email: string;
  totalPrice: number;
  bonus: number;
  delivered: boolean;
  eta: string;
  products: Array<{ id: number; name: string; quantity: number; price: number; total: number; bonus: number }>;
  promotionalAmount?: string;
  deliveryPrice?: number;
  paymentId?: unknown;
  addressId?: unknown;
};

const historyAt = async (server: TestServer, who: Login) => (await server.json('/rest/order-history', auth(who))).body.data as OrderJson[];
const history = (who: Login) => historyAt(s, who);
const stockOf = async (productId: number) =>
  ((await s.json('/api/Quantitys')).body.data as Array<{ ProductId: number; quantity: number }>).find((q) => q.ProductId === productId)!
    .quantity;

describe('POST /rest/basket/{id}/checkout', () => {
  test('an honest order: priced, paid by card, stock taken, basket emptied, stored, confirmed as a PDF; nothing solved', async () => {
    const admin = await loginFor(s, 'admin@juice-sh.op', 'admin123');
    const solvedBefore = solvedKeys(s);
    const stockBefore = await stockOf(2);

    // admin's seeded basket: 2x Apple Juice 1.99, 3x Orange Juice 2.99, 1x Eggfruit Juice 8.99; One Day Delivery 0.99
    const r = await checkout(s, admin, orderDetails({ paymentId: 1, addressId: 1, deliveryMethodId: 1 }));
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['orderConfirmation']);
    const id = r.body.orderConfirmation as string;
    expect(id).toMatch(ORDER_ID);
    expect(id.slice(0, 4)).toBe(md5('admin@juice-sh.op').slice(0, 4));

    expect((await s.json(`/rest/basket/${admin.bid}`, auth(admin))).body.data.Products).toEqual([]);
    expect(await stockOf(2)).toBe(stockBefore - 3);

    const order = (await history(admin)).find((o) => o.orderId === id)!;
    expect(order).toMatchObject({
      email: '*dm*n@j**c*-sh.*p',
      delivered: false,
      eta: '1',
      bonus: 1,
      deliveryPrice: 0.99,
      promotionalAmount: '0',
      paymentId: 1,
      addressId: 1,
    });
    expect(order.totalPrice).toBeCloseTo(2 * 1.99 + 3 * 2.99 + 8.99 + 0.99, 10);
    expect(order.products.map((p) => [p.id, p.name, p.quantity, p.price, p.bonus])).toEqual([
      [1, 'Apple Juice (1000ml)', 2, 1.99, 0],
      [2, 'Orange Juice (1000ml)', 3, 2.99, 0],
      [3, 'Eggfruit Juice (500ml)', 1, 8.99, 1],
    ]);

    const pdf = await s.get(`/ftp/order_${id}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toEqual(
      expect.arrayContaining([
        'Customer: admin@juice-sh.op',
        `Order #: ${id}`,
        '2x Apple Juice (1000ml) ea. 1.99 = 3.98¤',
        '3x Orange Juice (1000ml) ea. 2.99 = 8.97¤',
        '1x Eggfruit Juice (500ml) ea. 8.99 = 8.99¤',
        'Delivery Price: 0.99¤',
        `Total Price: ${(2 * 1.99 + 3 * 2.99 + 8.99 + 0.99).toFixed(2)}¤`,
        'Bonus Points Earned: 1',
      ]),
    );

    expect(solvedKeys(s)).toEqual(solvedBefore);
  });

  test('the body may be left out, as upstream takes it: standard delivery (5 days), no payment named', async () => {
    const bender = await loginFor(s, 'bender@juice-sh.op', 'OhG0dPlease1nsertLiquor!');
    const r = await s.json(`/rest/basket/${bender.bid}/checkout`, { method: 'POST', headers: bearer(bender.token) });
    expect(r.status).toBe(200);
    const order = (await history(bender)).find((o) => o.orderId === r.body.orderConfirmation)!;
    expect(order).toMatchObject({ eta: '5', deliveryPrice: 0, paymentId: null, addressId: null });
    expect(order.totalPrice).toBeCloseTo(4.99, 10);
  });

  test('paying from the wallet: the total is charged, and a total above the balance is refused with nothing changed', async () => {
    // basil's wallet holds 2; an empty basket with One Day Delivery costs 0.99 an order
    const basil = await loginFor(s, 'basil@juice-sh.op', 'my little nest of vipers');
    const wallet = orderDetails({ paymentId: 'wallet', addressId: 1, deliveryMethodId: 1 });
    expect((await checkout(s, basil, wallet)).status).toBe(200);
    expect((await checkout(s, basil, wallet)).status).toBe(200);
    const refused = await handledError(s, `/rest/basket/${basil.bid}/checkout`, post(wallet, bearer(basil.token)));
    expect(refused).toEqual({ status: 500, message: 'Insufficient wallet balance.' });
    expect(await history(basil)).toHaveLength(2);
  });

  test("a deluxe member pays the delivery's deluxe price", async () => {
    const stan = await loginFor(s, 'stan@juice-sh.op', 'ship coffin krypt cross estate supply insurance asbestos souvenir');
    const r = await checkout(s, stan, orderDetails({ paymentId: 2, deliveryMethodId: 1 }));
    const order = (await history(stan)).find((o) => o.orderId === r.body.orderConfirmation)!;
    expect(order).toMatchObject({ deliveryPrice: 0.5, totalPrice: 0.5 });
  });

  test("needs a login; an unknown basket fails through the error handler (500), as upstream's", () =>
    withFreshShop(async (t) => {
      expect((await t.json('/rest/basket/1/checkout', post({}))).status).toBe(401);
      const jim = await loginFor(t, 'jim@juice-sh.op', 'ncc-1701');
      const res = await t.get('/rest/basket/99999/checkout', post({}, { ...bearer(jim.token), accept: 'application/json' }));
      expect(res.status).toBe(500);
      expect((await res.json()).error.message).toBe('Basket with id=99999 does not exist.');
      expect((await t.json(`/rest/basket/${jim.bid}`, auth(jim))).status).toBe(200);
    }));

  test("the basket the path names is checked out for the caller, as upstream's (its API tests check out basket 1 as jim)", () =>
    withFreshShop(async (t) => {
      const jim = await loginFor(t, 'jim@juice-sh.op', 'ncc-1701');
      const amy = await loginFor(t, 'amy@juice-sh.op', 'K1f.....................');
      const r = await checkout(t, jim, {}, amy.bid);
      expect(r.status).toBe(200);
      expect((await historyAt(t, jim)).map((o) => o.orderId)).toContain(r.body.orderConfirmation);
      expect((await historyAt(t, amy)).map((o) => o.orderId)).not.toContain(r.body.orderConfirmation);
    }));

  test('malformed JSON is a 400', async () => {
    const jim = await loginFor(s, 'jim@juice-sh.op', 'ncc-1701');
    const r = await s.json(`/rest/basket/${jim.bid}/checkout`, post('{"couponData":', bearer(jim.token)));
    expect(r.status).toBe(400);
  });
});

describe('GET /ftp/order_{id}.pdf', () => {
  test('an unknown confirmation is a 404; no path trick reaches outside the folder', async () => {
    expect((await s.get('/ftp/order_0000-0000000000000000.pdf')).status).toBe(404);
    for (const bad of ['/ftp/order_..%2F..%2Fpackage.json', '/ftp/order_%2e%2e%2fprivate%2fctf.key.pdf', '/ftp/..%2Fpackage.json']) {
      const r = await s.get(bad);
      expect(r.headers.get('content-type'), bad).not.toBe('application/pdf');
      expect(await r.text(), bad).not.toContain('"dependencies"');
    }
  });
});

describe('order history', () => {
  test('GET /rest/order-history lists the own orders (seeded ones too), by the masked e-mail', async () => {
    const demo = await loginFor(s, 'demo', 'demo');
    const orders = await history(demo);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ email: 'd*m*', delivered: true, eta: '0', totalPrice: 30.92, bonus: 0 });
    expect(orders[0]!.orderId.slice(0, 4)).toBe(md5('demo').slice(0, 4));
    expect(orders[0]!.products.map((p) => [p.name, p.quantity, p.total])).toEqual([
      ['Apple Juice (1000ml)', 3, 5.97],
      ['Raspberry Juice (1000ml)', 5, 24.950000000000003],
    ]);
  });

  test('without a token it is blocked through the error handler, as upstream', async () => {
    const r = await handledError(s, '/rest/order-history');
    expect(r.status).toBe(500);
    expect(r.message).toMatch(/^Blocked illegal activity by /);
  });

  test('all orders and the delivery status are for the accountant only', async () => {
    const jim = await loginFor(s, 'jim@juice-sh.op', 'ncc-1701');
    expect(await s.json('/rest/order-history/orders', auth(jim))).toEqual({ status: 403, body: { error: 'Malicious activity detected' } });
    const accountant = await loginFor(s, 'accountant@juice-sh.op', 'i am an awesome accountant');
    const all = (await s.json('/rest/order-history/orders', auth(accountant))).body.data as OrderJson[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    // newest first
    expect(all.at(-1)!.email).toBe('*dm*n@j**c*-sh.*p');

    const open = all.find((o) => !o.delivered)!;
    const toggle = (who: Login, deliveryStatus: boolean) =>
      s.json(`/rest/order-history/${open._id}/delivery-status`, { ...post({ deliveryStatus }, bearer(who.token)), method: 'PUT' });
    expect((await toggle(jim, false)).status).toBe(403);
    expect(await toggle(accountant, false)).toEqual({ status: 200, body: { status: 'success' } });
    const track = async () => (await s.json(`/rest/track-order/${open.orderId}`)).body.data[0] as OrderJson;
    expect(await track()).toMatchObject({ delivered: true, eta: '0' });
    await toggle(accountant, true);
    expect(await track()).toMatchObject({ delivered: false, eta: '1' });
  });
});

describe('GET /rest/track-order/{id}', () => {
  test('an order is found by its id, anyone may ask; an unknown id comes back alone', async () => {
    const demo = await loginFor(s, 'demo', 'demo');
    const [own] = await history(demo);
    const r = await s.json(`/rest/track-order/${own!.orderId}`);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ orderId: own!.orderId, totalPrice: 30.92, delivered: true });
    expect((await s.json('/rest/track-order/5267-f9cd5882f54c75a3')).body).toEqual({
      status: 'success',
      data: [{ orderId: '5267-f9cd5882f54c75a3' }],
    });
  });

  test('a condition that never ends is stopped and answered 400 Wrong Param', async () => {
    const r = await s.json(`/rest/track-order/${encodeURIComponent("' || (()=>{while(true){}})() || '")}`);
    expect(r).toEqual({ status: 400, body: { error: 'Wrong Param' } });
    const broken = await s.json(`/rest/track-order/${encodeURIComponent("'(")}`);
    expect(broken.status).toBe(400);
  });

  test('the shop keeps answering while a runaway condition runs', async () => {
    const attack = s.json(`/rest/track-order/${encodeURIComponent("' || (()=>{while(true){}})() || '")}`);
    // asked after the attack started: answered while the condition still loops in its sandbox
    await healthAnswersDuring(s, attack);
    expect((await attack).status).toBe(400);
    expect((await s.json('/rest/products/search?q=apple')).status).toBe(200);
  });

  test('the condition cannot reach the shop process', async () => {
    const escapeAttempt = "' || this.constructor.constructor('return process')().exit() || '";
    const r = await s.json(`/rest/track-order/${encodeURIComponent(escapeAttempt)}`);
    expect(r.status).toBe(400);
    expect((await s.json('/api/Quantitys')).status).toBe(200);
  });
});

test('orders are counted in the metrics', async () => {
  const text = await (await s.get('/metrics')).text();
  expect(Number(/juiceshop_orders_placed_total\{[^}]*\} (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(3);
});

describe('the order confirmation in the shopper language', () => {
  // a shop of their own: these orders put products into baskets the tests above expect as seeded
  let t: TestServer;
  beforeAll(async () => {
    t = await startShop();
  });
  afterAll(async () => t.close());

  /** An order of Apple Juice (1000ml) x2 and Orange Juice (1000ml) x3 placed with a `language` cookie: the stored order and its PDF's text, squeezed. */
  async function orderIn(email: string, password: string, language: Locale) {
    const who = await loginFor(t, email, password);
    await addToBasket(t, who, 1, 2);
    await addToBasket(t, who, 2, 3);
    const r = await checkoutIn(t, who, language);
    expect(r.status).toBe(200);
    const id = r.body.orderConfirmation as string;
    const order = (await historyAt(t, who)).find((o) => o.orderId === id)!;
    const text = squeezed((await confirmationText(t, id)).join(''));
    return { id, order, text };
  }

  /** The labels and amounts every confirmation shows, in a language's texts and formats. */
  function expectedLines(language: Locale, email: string, id: string, order: OrderJson) {
    const t = confirmationTexts(language);
    const f = formatsFor(language);
    return [
      t.TITLE(),
      t.CUSTOMER({ email }),
      t.ORDER_NUMBER({ id }),
      ...order.products.map((p) =>
        t.LINE({ quantity: f.number(p.quantity), product: p.name, price: f.number(p.price), total: f.amount(p.total) }),
      ),
      t.DELIVERY_PRICE({ amount: f.amount(order.deliveryPrice ?? 0) }),
      t.TOTAL_PRICE({ amount: f.amount(order.totalPrice) }),
      t.BONUS_POINTS({ points: f.number(order.bonus) }),
      t.THANKS(),
    ];
  }

  test.each([
    ['ja_JP', 'jim@juice-sh.op', 'ncc-1701', ['ご注文の確認', 'お客様：', '合計金額：', 'ご注文ありがとうございました！']],
    ['pl_PL', 'amy@juice-sh.op', 'K1f.....................', ['Potwierdzenie zamówienia', 'Łączna cena: ', 'Dziękujemy za zamówienie!']],
    ['ru_RU', 'uvogin@juice-sh.op', 'muda-muda > ora-ora', ['Подтверждение заказа', 'Итого: ', 'Спасибо за заказ!']],
  ] as const)('%s: the texts, amounts and numbers in the language', async (language, email, password, labels) => {
    const { id, order, text } = await orderIn(email, password, language);
    expect(order.products.map((p) => [p.name, p.quantity])).toEqual(
      expect.arrayContaining([
        ['Apple Juice (1000ml)', 2],
        ['Orange Juice (1000ml)', 3],
      ]),
    );
    for (const line of [...labels, ...expectedLines(language, email, id, order)]) expect(text).toContain(squeezed(line));
    expect(text).toContain(squeezed(formatsFor(language).amount(order.totalPrice)));
    // letters the standard fonts lack: Noto Sans and the script's font embedded (subsets)
    expect((await confirmationFonts(t, id)).every((font) => /^[A-Z]{6}\+Noto/.test(font))).toBe(true);
  });

  test('ar_SA: the Arabic labels and the amounts with Arabic-Indic digits, right to left', async () => {
    const email = 'accountant@juice-sh.op';
    const { id, order, text } = await orderIn(email, 'i am an awesome accountant', 'ar_SA');
    const reversed = (s: string) => [...s].reverse().join('');
    const labels = confirmationTexts('ar_SA');
    const words = [labels.TITLE(), labels.CUSTOMER({ email: '' }), labels.TOTAL_PRICE({ amount: '' }), labels.THANKS()]
      .flatMap((label) => label.split(/[\s:!]+/))
      .filter((w) => /\p{Script=Arabic}/u.test(w));
    expect(words.length).toBeGreaterThan(5);
    // PDF.js gives right-to-left runs back in reading order; either order is taken
    for (const word of words) expect(text.includes(word) || text.includes(reversed(word)), word).toBe(true);
    expect(text).toContain(email);
    expect(text).toContain(id);
    const f = formatsFor('ar_SA');
    for (const amount of [order.totalPrice, order.deliveryPrice ?? 0, ...order.products.map((p) => p.total)])
      expect(text).toContain(f.amount(amount).replace('¤', ''));
    expect(f.amount(order.totalPrice)).toMatch(/^[٠-٩]+٫[٠-٩]{2}¤$/);
  });

  test("no cookie: English, as before, in the standard fonts as upstream's (nothing embedded)", async () => {
    const who = await loginFor(t, 'mc.safesearch@juice-sh.op', 'Mr. N00dles');
    await addToBasket(t, who, 1, 2);
    const r = await checkout(t, who, orderDetails({ paymentId: 1, deliveryMethodId: 1 }));
    const lines = await confirmationText(t, r.body.orderConfirmation as string);
    expect(lines).toEqual(
      expect.arrayContaining(['Order Confirmation', 'Customer: mc.safesearch@juice-sh.op', '2x Apple Juice (1000ml) ea. 1.99 = 3.98¤']),
    );
    expect(await confirmationFonts(t, r.body.orderConfirmation as string)).toEqual(['Helvetica-Bold', 'Times-Roman']);
  });
});
