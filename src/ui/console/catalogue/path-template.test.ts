import { describe, expect, it } from 'vitest';
import { fillPath, matchPath, paramsOf } from './path-template';

const FIELD = '/api/pay/product/{productId}/form/{formId}/field/{fieldId}';

describe('path templates', () => {
  it('name their parameters in order', () => {
    expect(paramsOf(FIELD)).toEqual(['productId', 'formId', 'fieldId']);
    expect(paramsOf('/api/product/pay')).toEqual([]);
  });

  it('fill known values percent-encoded and keep the placeholder of a missing one', () => {
    expect(fillPath('/api/pay/product/{productId}/subproduct/{externalId}', { productId: 'p-1', externalId: 'order 1/2' })).toBe(
      '/api/pay/product/p-1/subproduct/order%201%2F2',
    );
    expect(fillPath(FIELD, { productId: 'p' })).toBe('/api/pay/product/p/form/{formId}/field/{fieldId}');
  });

  it('read the values back from a path, decoded, and refuse a path of another shape', () => {
    expect(matchPath(FIELD, '/api/pay/product/p/form/f/field/x%20y')).toEqual({ productId: 'p', formId: 'f', fieldId: 'x y' });
    expect(matchPath(FIELD, '/api/pay/product/p/form/f')).toBeUndefined();
    expect(matchPath('/api/product/pay', '/api/product/pay')).toEqual({});
  });
});
