import { describe, expect, it } from 'vitest';
import { BROWSER_HOSTS } from '../../http/hosts';
import { openApiDocument } from '../../http/openapi';
import { referenceOperationsOf, type ReferenceDocument } from './reference-document';

// The reference reads the document over HTTP; here it is built the way the handler builds it.
const document = JSON.parse(JSON.stringify(openApiDocument(BROWSER_HOSTS))) as ReferenceDocument;
const operations = referenceOperationsOf(document);
const find = (id: string) => operations.find((operation) => operation.id === id)!;

describe('the reference’s reading of the OpenAPI document', () => {
  it('reads every operation once, in the document’s order', () => {
    const ids = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => (operation as { operationId: string }).operationId),
    );
    expect(operations.map((operation) => operation.id)).toEqual(ids);
  });

  it('reads an operation’s parameters, request body, answer and quirks', () => {
    const create = find('post-api-pay-product-by-productId-subproduct-pricing');
    expect(create.parameters.map(({ name, in: where }) => `${where} ${name}`)).toEqual(['path productId']);
    expect(create.request).toMatchObject({
      contentType: 'application/json',
      required: true,
      schema: { $ref: '#/components/schemas/PaymentCreate' },
    });
    expect(create.request?.exampleValue).toMatchObject({ price: 1299, externalId: 'order-1001' });
    expect(create.answer).toEqual({ contentType: 'application/json', schema: { $ref: '#/components/schemas/PaymentLink' } });
    expect(create.quirks).toContain('Creating answers 200, not 201.');
  });

  it('knows a binary banner, an empty answer and an operation without quirks', () => {
    expect(find('post-api-pay-product-by-productId-subproduct').answer?.contentType).toBe('application/octet-stream');
    expect(find('delete-api-pay-product-by-productId-form-by-formId').answer).toBeUndefined();
    expect(find('get-sandbox-clock').quirks).toEqual([]);
  });
});
