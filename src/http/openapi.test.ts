import { describe, expect, it } from 'vitest';
import { openHarness } from '../../test/support/harness';
import { BROWSER_HOSTS } from './hosts';
import { openApiDocument } from './openapi';
import { ROUTES } from './routes';

describe('the OpenAPI document', () => {
  const document = openApiDocument(BROWSER_HOSTS);

  it('lists every route once, with its path parameters', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(ROUTES.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`).sort());
  });

  it('describes request bodies from the validating schemas, with every reference resolvable', () => {
    const create = (document.paths['/api/pay/product/{productId}/subproduct/pricing'] as any).post;
    expect(create.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PaymentCreate' });
    const payment = document.components.schemas.PaymentCreate as any;
    expect(Object.keys(payment.properties)).toEqual(['price', 'externalId', 'description', 'details', 'bankAccountDetails']);
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !(name in document.components.schemas))).toEqual([]);
  });

  it('describes a delivery attempt, the cut answer’s mark included', () => {
    const list = (document.paths['/_sandbox/deliveries'] as any).get.responses['200'].content['application/json'].schema;
    expect(list).toEqual({ type: 'array', items: { $ref: '#/components/schemas/DeliveryAttempt' } });
    const attempt = document.components.schemas.DeliveryAttempt as any;
    expect(attempt.properties.responseTruncated).toMatchObject({ type: 'boolean' });
    expect(attempt.required).toEqual(expect.arrayContaining(['id', 'webhookId', 'state', 'responseBody', 'request']));
    expect(attempt.required).not.toContain('responseTruncated');
  });

  it('gives every operation a summary and what it answers, and every error it names an Error body', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods)) as any[];
    expect(operations.filter((operation) => !operation.summary || !operation.responses['200'].description)).toEqual([]);
    const create = (document.paths['/api/pay/product/{productId}/subproduct/pricing'] as any).post;
    expect(Object.keys(create.responses)).toEqual(['200', '400', '401', '403', '404', '500', 'default']);
    expect(create.responses['500'].description).toContain('externalId is missing');
  });

  it('carries for every body a realistic example that the validating schema accepts', () => {
    const withBody = ROUTES.filter((route) => route.body && route.path !== '/_sandbox/import');
    expect(withBody.filter((route) => route.doc.example === undefined).map((route) => route.path)).toEqual([]);
    const rejected = withBody.filter((route) => !route.body!.safeParse(route.doc.example).success);
    expect(rejected.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const create = (document.paths['/api/product/pay'] as any).post;
    expect(create.requestBody.content['application/json'].example).toMatchObject({ productType: 'PAY', name: 'Blue Mugs' });
  });

  it('marks externalId required for editors, though the gateway answers its absence with a 500', () => {
    expect((document.components.schemas.PaymentCreate as any).required).toEqual(['externalId']);
  });

  it('puts the status endpoint on the status host and keys on the API only', () => {
    const status = (document.paths['/api/payment/product/{productRef}/subproduct/{paymentHash}/status'] as any).get;
    expect(status.servers).toEqual([{ url: 'https://status.sandbox.gateway.test' }]);
    expect(status.security).toEqual([]);
    expect((document.paths['/api/product/pay'] as any).post.security).toEqual([{ apiKey: [] }]);
  });
});

describe('GET /_sandbox/openapi.json', () => {
  it('answers the document for the hosts the handler serves', async () => {
    const harness = await openHarness();
    try {
      const reply = await harness.json('GET', 'https://api.sandbox.gateway.test/_sandbox/openapi.json');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual(JSON.parse(JSON.stringify(openApiDocument(BROWSER_HOSTS))));
    } finally {
      await harness.close();
    }
  });
});
