import { describe, expect, it } from 'vitest';
import { BROWSER_HOSTS } from '../../../http/hosts';
import { openApiDocument } from '../../../http/openapi';
import { groupOperations, operationsOf, searchOperations, type OpenApiDocument } from './catalogue';

// The console reads the document over HTTP; here it is built the way the handler builds it.
const document = JSON.parse(JSON.stringify(openApiDocument(BROWSER_HOSTS))) as OpenApiDocument;
const operations = operationsOf(document);
const find = (method: string, path: string) => operations.find((op) => op.method === method && op.path === path)!;

describe('the console catalogue', () => {
  it('lists every operation of the document, grouped as the interface groups them', () => {
    const count = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);
    expect(operations).toHaveLength(count);
    expect(groupOperations(operations).map((group) => group.name)).toEqual([
      'Products',
      'Payments',
      'Pricing entries',
      'Forms and fields',
      'Customizations',
      'Webhooks',
      'Sandbox helpers',
    ]);
  });

  it('gives an operation its summary, answer, errors, host, key need and example body', () => {
    const create = find('POST', '/api/pay/product/{productId}/subproduct/pricing');
    expect(create).toMatchObject({ group: 'Payments', host: 'base', keyed: true });
    expect(create.answers).toContain('redirectUrl');
    expect(create.errors.map((error) => error.status)).toEqual([400, 401, 403, 404, 408, 413, 500, 503]);
    expect(JSON.parse(create.example!)).toMatchObject({ price: 1299, externalId: 'order-1001' });
    const status = find('GET', '/api/payment/product/{productRef}/subproduct/{paymentHash}/status');
    expect(status).toMatchObject({ host: 'status', keyed: false, bodySchema: undefined, example: undefined });
  });

  it('makes each body schema resolve on its own, with externalId required', () => {
    const schema = find('POST', '/api/pay/product/{productId}/subproduct/pricing').bodySchema as any;
    expect(schema.$ref).toBe('#/components/schemas/PaymentCreate');
    expect(schema.components.schemas.PaymentCreate.required).toEqual(['externalId']);
  });

  it('finds operations by every word typed, in any case', () => {
    const found = searchOperations(operations, 'webhook STEP 3');
    expect(found.map((op) => `${op.method} ${op.path}`)).toEqual(['POST /api/pay/plugin/webhook/{webhookId}/products/{productId}']);
    expect(searchOperations(operations, '  ')).toHaveLength(operations.length);
    expect(searchOperations(operations, 'no such thing')).toEqual([]);
  });

  it('ranks the operations by the words typed: "webhook" puts the interface’s webhook operations first', () => {
    const found = searchOperations(operations, 'webhook').map((op) => `${op.method} ${op.path}`);
    const webhooks = groupOperations(operations)
      .find((group) => group.name === 'Webhooks')!
      .operations.map((op) => `${op.method} ${op.path}`);
    expect(found.slice(0, webhooks.length).sort()).toEqual([...webhooks].sort());
    expect(found.indexOf('PATCH /api/product/pay/{productId}')).toBeGreaterThan(webhooks.length);
    expect(searchOperations(operations, 'create payment')[0]).toBe(find('POST', '/api/pay/product/{productId}/subproduct/pricing'));
    expect(searchOperations(operations, 'patch')[0]?.method).toBe('PATCH');
  });
});
