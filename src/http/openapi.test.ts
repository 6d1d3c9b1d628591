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
