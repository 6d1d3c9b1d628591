import { describe, expect, it } from 'vitest';
import { renderTemplate } from './templates';

const VARIABLES = { orderId: 'abc', price: 1000, status: 'COMPLETED', details: { email: 'a@b.test' }, none: null };

describe('requestTemplate rendering', () => {
  it('a JSON string template is the raw body, its variables replaced', () => {
    expect(renderTemplate('order={{orderId}}&status={{ status }}', VARIABLES)).toBe('order=abc&status=COMPLETED');
  });

  it('any other template is sent as JSON, with every string inside rendered, keys included', () => {
    const body = renderTemplate({ '{{orderId}}': ['{{status}}', { deep: 'paid {{price}}' }], count: 2, ok: true }, VARIABLES);
    expect(JSON.parse(body)).toEqual({ abc: ['COMPLETED', { deep: 'paid 1000' }], count: 2, ok: true });
  });

  it('a variable standing alone is still substituted as a string', () => {
    expect(JSON.parse(renderTemplate({ price: '{{price}}' }, VARIABLES))).toEqual({ price: '1000' });
  });

  it('an object variable is substituted as its JSON text', () => {
    expect(renderTemplate('{{details}}', VARIABLES)).toBe('{"email":"a@b.test"}');
  });

  it('an unknown or null variable renders as the empty string', () => {
    expect(renderTemplate('[{{missing}}][{{none}}]', VARIABLES)).toBe('[][]');
  });

  it('text that is not a complete variable is kept as it is', () => {
    expect(renderTemplate('{{orderId} {{ {{1abc}}', VARIABLES)).toBe('{{orderId} {{ {{1abc}}');
  });

  it('substituted text is never read as a template again', () => {
    expect(renderTemplate('{{orderId}}', { orderId: '{{price}}', price: 1 })).toBe('{{price}}');
  });
});
