import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startShop, type TestServer } from '../helpers';

describe('/api-docs: Swagger UI of the B2B API', () => {
  let s: TestServer;
  beforeAll(async () => (s = await startShop()));
  afterAll(() => s.close());

  test("the page loads Swagger UI from the shop itself, pointed at the shop's OpenAPI document", async () => {
    for (const path of ['/api-docs', '/api-docs/']) {
      const res = await s.get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      for (const asset of ['/api-docs/swagger-ui.css', '/api-docs/swagger-ui-bundle.js', '/api-docs/init.js'])
        expect(html).toContain(asset);
    }
    const bundle = await s.get('/api-docs/swagger-ui-bundle.js');
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(await bundle.text()).toContain('SwaggerUIBundle');
    expect((await s.get('/api-docs/swagger-ui.css')).headers.get('content-type')).toMatch(/text\/css/);
    expect(await (await s.get('/api-docs/init.js')).text()).toContain("url: '/api-docs/swagger.json'");
  });

  test('the document describes POST /b2b/v2/orders behind a bearer JWT, with its order lines and confirmation', async () => {
    const { status, body } = await s.json('/api-docs/swagger.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(body.servers).toEqual([{ url: '/b2b/v2' }]);
    expect(Object.keys(body.paths)).toEqual(['/orders']);
    expect(body.paths['/orders'].post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/Order');
    expect(body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(body.security).toEqual([{ bearerAuth: [] }]);
    const { Order, OrderConfirmation, OrderLinesData } = body.components.schemas;
    expect(Order.required).toEqual(['cid']);
    expect(Object.keys(Order.properties)).toEqual(expect.arrayContaining(['cid', 'orderLines', 'orderLinesData']));
    expect(OrderLinesData.items.$ref).toBe('#/components/schemas/OrderLineData');
    expect(OrderConfirmation.required).toEqual(['cid', 'orderNo', 'paymentDue']);
  });

  test("only the UI's own files are served from the package", async () => {
    for (const path of [
      '/api-docs/package.json',
      '/api-docs/index.html',
      '/api-docs/..%2f..%2fpackage.json',
      '/api-docs/swagger-ui-bundle.js.map',
    ]) {
      expect((await s.get(path)).status, path).toBe(404);
    }
  });
});
