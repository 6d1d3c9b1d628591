import { describe, expect, it } from 'vitest';
import { BASE, newPartner, newProduct, openHarness } from '../../test/support/harness';
import { BROWSER_HOSTS } from './hosts';
import { openApiDocument } from './openapi';
import { ROUTES } from './routes';
import { docOf, ROUTE_TABLE } from '../gateway/routes';

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

  it('declares the query parameters a route reads, each optional, with what it means and the values it takes', () => {
    const parameters = (path: string, method = 'get') =>
      ((document.paths[path] as any)[method].parameters as any[]).filter((parameter) => parameter.in === 'query');
    expect(parameters('/_sandbox/deliveries').map(({ name, required }) => [name, required])).toEqual([
      ['webhookId', false],
      ['paymentHash', false],
      ['limit', false],
      ['before', false],
    ]);
    // A whole number travels as text, yet a client sends it as a number.
    expect(parameters('/_sandbox/deliveries')[2].schema).toEqual({ type: 'integer', minimum: 1 });
    expect(parameters('/_sandbox/records/payments')[0].schema).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    expect(parameters('/_sandbox/payments/{paymentHash}/payload')).toEqual([
      expect.objectContaining({ name: 'status', schema: { type: 'string', enum: ['COMPLETED', 'CANCELED', 'ERROR', 'REFUNDED'] } }),
    ]);
    expect(parameters('/api/pay/plugin/webhook')).toEqual([
      // Declared so that a generated client cannot send it: the list is always the caller's own.
      expect.objectContaining({ name: 'partnerId', schema: { not: {} } }),
      expect.objectContaining({ name: 'productId', description: expect.any(String), schema: { type: 'string', format: 'uuid' } }),
    ]);
    expect(parameters('/_sandbox/records/payments').map(({ name }) => name)).toEqual([
      'limit',
      'after',
      'productId',
      'partnerId',
      'env',
      'q',
    ]);
    expect(parameters('/api/product/pay', 'post')).toEqual([]);
  });

  it('gives every operation a summary and what it answers, and every error it names an Error body', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods)) as any[];
    expect(operations.filter((operation) => !operation.summary || !operation.responses['200'].description)).toEqual([]);
    const create = (document.paths['/api/pay/product/{productId}/subproduct/pricing'] as any).post;
    expect(Object.keys(create.responses)).toEqual(['200', '400', '401', '403', '404', '408', '413', '500', '503']);
    expect(create.responses['500'].description).toContain('externalId is missing');
    expect(create.responses['503'].description).toContain('fault');
    expect(create.responses['503'].description).toContain('database');
  });

  it('lists every error status as its own entry, never a bare default', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, any>).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    expect(operations.filter(({ operation }) => 'default' in operation.responses).map(({ name }) => name)).toEqual([]);
    const withoutClientError = operations.filter(
      ({ operation }) => !Object.keys(operation.responses).some((status) => status.startsWith('4')),
    );
    expect(withoutClientError.map(({ name }) => name)).toEqual([]);
    const helper = (document.paths['/_sandbox/clock'] as any).post.responses;
    expect(Object.keys(helper)).toEqual(['200', '400', '408', '413', '500', '503']);
    // A server on PostgreSQL answers 503 on a route that reads the store while its database is out of reach.
    const without503 = operations.filter(({ operation }) => !operation.responses['503']).map(({ name }) => name);
    expect(without503).toEqual([]);
    expect(helper['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(document.components.schemas.Error).toMatchObject({ required: ['status', 'message'] });
  });

  it('answers the status endpoint’s unknown-route 404 as plain text beside the JSON one', () => {
    const status = (document.paths['/api/payment/product/{productRef}/subproduct/{paymentHash}/status'] as any).get;
    expect(Object.keys(status.responses['404'].content)).toEqual(['application/json', 'text/plain']);
    expect(status.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PaymentStatus' });
  });

  it('types every success answer: JSON from the gateway’s answer schemas, a banner as bytes, a delete as nothing', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, any>).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        ok: operation.responses['200'],
      })),
    );
    const untyped = operations.filter(
      ({ ok }) =>
        ok.content !== undefined && Object.values(ok.content).some((media: any) => !media.schema || Object.keys(media.schema).length === 0),
    );
    expect(untyped.map(({ name }) => name)).toEqual([]);
    const empty = operations.filter(({ ok }) => ok.content === undefined).map(({ name }) => name);
    expect(empty.every((name) => name.startsWith('DELETE '))).toBe(true);
    expect(empty).toHaveLength(3);
    const banner = (document.paths['/api/pay/product/{productId}/subproduct'] as any).post.responses['200'].content;
    expect(Object.keys(banner)).toEqual(['application/octet-stream']);
    const product = document.components.schemas.Product as any;
    expect(product.properties.partner.required).toEqual(['id', 'name', 'productTypes']);
    expect(Object.keys(product.properties)).not.toContain('notifyStatuses');
    expect(Object.keys(document.components.schemas.Webhook as any)).toContain('properties');
    expect(Object.keys((document.components.schemas.Webhook as any).properties)).not.toContain('signingSecret');
    expect((document.components.schemas.WebhookWithSecret as any).required).toContain('signingSecret');
  });

  it('is OpenAPI 3.1 with JSON Schema 2020-12 types, never 3.0’s nullable', () => {
    expect(document.openapi).toBe('3.1.0');
    const text = JSON.stringify(document);
    expect(text).not.toContain('"nullable"');
    expect(text).not.toContain('#/$defs/');
    expect((document.components.schemas.PaymentCreate as any).properties.description.type).toEqual(['string', 'null']);
    expect((document.components.schemas.Payment as any).properties.price.anyOf[1]).toEqual({ type: 'null' });
  });

  it('answers every declared route, once and in the table’s order, each bound to a handler and with its doc', () => {
    const declared = Object.values(ROUTE_TABLE).flatMap((groups) => groups.flatMap((group) => Object.values(group)));
    expect(ROUTES.map((route) => `${route.method} ${route.path}`)).toEqual(declared.map((route) => `${route.method} ${route.path}`));
    expect(ROUTES.filter((route) => typeof route.handle !== 'function' || docOf(route) === undefined)).toEqual([]);
  });

  it('carries for every body a realistic example that the validating schema accepts', () => {
    const withBody = ROUTES.filter((route) => route.body && route.path !== '/_sandbox/import');
    expect(withBody.filter((route) => docOf(route).example === undefined).map((route) => route.path)).toEqual([]);
    const rejected = withBody.filter((route) => !route.body!.safeParse(docOf(route).example).success);
    expect(rejected.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const create = (document.paths['/api/product/pay'] as any).post;
    expect(create.requestBody.content['application/json'].example).toMatchObject({ productType: 'PAY', name: 'Blue Mugs' });
  });

  it('marks externalId, expectedCode and retries required and never null, though the gateway answers their absence with a 500', () => {
    const schemas = document.components.schemas as Record<string, any>;
    expect(schemas.PaymentCreate.required).toEqual(['externalId']);
    expect(schemas.PaymentCreate.properties.externalId).toMatchObject({ type: ['string', 'number'] });
    expect(schemas.SubproductCreate.properties.externalId).toMatchObject({ type: ['string', 'number'] });
    expect(schemas.WebhookCreate.required).toEqual(['endpoint', 'expectedCode', 'retries']);
    expect(schemas.WebhookCreate.properties.expectedCode).toEqual({
      type: 'integer',
      minimum: 100,
      maximum: 599,
      description: expect.any(String),
    });
    expect(schemas.WebhookCreate.properties.retries).toMatchObject({ type: 'integer', minimum: 0 });
    // A field left optional still takes null, read as absent, as the gateway reads it.
    expect(schemas.WebhookUpdate.properties.expectedCode.anyOf).toContainEqual({ type: 'null' });
    expect(schemas.PaymentCreate.properties.price.anyOf).toContainEqual({ type: 'null' });
  });

  it('names the details keys the checkout reads, with their types, and allows any other', () => {
    const details = (document.components.schemas.PaymentCreate as any).properties.details.anyOf[0];
    expect(Object.keys(details.properties)).toEqual([
      'returnUrl',
      'redirectUrl',
      'productName',
      'email',
      'locale',
      'orderId',
      'recipient',
      'triggerPayment',
      'qrStepEnabled',
      'autoclose',
    ]);
    expect(details.properties.triggerPayment).toMatchObject({
      type: 'string',
      enum: ['GPAY', 'APAY', 'BLIK', 'CARD', 'TRANSFER', 'PAY_BY_LINK', 'PAYPO'],
    });
    expect(details.properties.qrStepEnabled).toMatchObject({ type: 'boolean' });
    expect(details.properties.autoclose).toMatchObject({ type: 'number', minimum: 0 });
    expect(details.additionalProperties).toEqual({});
  });

  it('describes the delivery in its webhooks section: the default payload’s schema and the X-Service-Signature header', () => {
    const notification = (document.webhooks as any).paymentNotification.post;
    expect(notification.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookPayload' } } },
    });
    expect(notification.parameters).toEqual([
      expect.objectContaining({
        name: 'X-Service-Signature',
        in: 'header',
        required: true,
        schema: expect.objectContaining({ type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' }),
      }),
    ]);
    const payload = document.components.schemas.WebhookPayload as any;
    expect(Object.keys(payload.properties)).toEqual([
      'id',
      'name',
      'fullName',
      'shortName',
      'location',
      'externalId',
      'orderId',
      'price',
      'status',
      'paymentMethod',
      'email',
      'date',
      'requestId',
      'activeFrom',
    ]);
    expect(payload.required).toEqual(['id', 'externalId', 'orderId', 'status', 'date', 'requestId', 'activeFrom']);
    expect(payload.properties.status.enum).toEqual(['COMPLETED', 'CANCELED', 'ERROR', 'REFUNDED']);
  });

  it('says a request field’s default in words, so that a generated client may leave the field out', () => {
    const faults = document.components.schemas.SandboxFaultsUpdate as any;
    expect(faults.required).toEqual(['env']);
    expect(faults.properties.errorRate).not.toHaveProperty('default');
    expect(faults.properties.errorRate.description).toBe('Default: 0.');
    expect(faults.properties.errorStatus.description).toBe('Default: 503.');
  });

  it('lets a body be left out only where the helper takes none as {}, and describes an import as the export answers', () => {
    const body = (path: string) => (document.paths[path] as any).post.requestBody;
    expect(body('/_sandbox/partners').required).toBe(false);
    expect(body('/_sandbox/clock').required).toBe(true);
    expect(body('/api/product/pay').required).toBe(true);
    expect(body('/_sandbox/import')).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/SandboxSnapshot' } } },
    });
    expect((document.paths['/_sandbox/export'] as any).get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/SandboxSnapshot',
    });
  });

  it('puts the status endpoint on the status host and keys on the API only', () => {
    const status = (document.paths['/api/payment/product/{productRef}/subproduct/{paymentHash}/status'] as any).get;
    expect(status.servers.map(({ url }: { url: string }) => url)).toEqual([
      'https://status.sandbox.gateway.test',
      'https://status.gateway.test',
    ]);
    expect(status.servers[0].description).toBe(
      'The sandbox environment’s status host, serving this operation alone (a generated client reaches it as a client of its own)',
    );
    expect(document.servers.map(({ url }) => url)).toEqual(['https://api.sandbox.gateway.test', 'https://api.gateway.test']);
    expect(status.security).toEqual([]);
    expect((document.paths['/api/product/pay'] as any).post.security).toEqual([{ apiKey: [] }]);
  });
});

describe('the gateway behind the document', () => {
  it('still answers a null externalId, expectedCode or retries with the 500 of a missing one, as the interface does', async () => {
    const harness = await openHarness();
    try {
      const { keys } = await newPartner(harness);
      const product = await newProduct(harness, keys.sandbox);
      const pay = await harness.json('POST', `${BASE}/api/pay/product/${product.id}/subproduct/pricing`, {
        key: keys.sandbox,
        body: { externalId: null, price: 100 },
      });
      expect(pay.status).toBe(500);
      for (const nulled of [
        { expectedCode: null, retries: 0 },
        { expectedCode: 200, retries: null },
      ]) {
        const hook = await harness.json('POST', `${BASE}/api/pay/plugin/webhook`, {
          key: keys.sandbox,
          body: { endpoint: 'https://shop.example/hooks', ...nulled },
        });
        expect(hook.status).toBe(500);
      }
    } finally {
      await harness.close();
    }
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
