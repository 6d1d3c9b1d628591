import { describe, expect, it } from 'vitest';
import { analyzeTemplate } from './template-analysis';

describe('marking a template', () => {
  it('accepts known variables anywhere, keys included, and parses the template', () => {
    const text = '{"order": "{{orderId}}", "{{status}}": [" {{ price }} "]}';
    expect(analyzeTemplate(text)).toEqual({ ok: true, template: JSON.parse(text), problems: [] });
  });

  it('marks an unknown variable where it is, saying it renders empty', () => {
    const text = '{"a": "{{orderID}}"}';
    const [problem] = analyzeTemplate(text).problems;
    expect(problem).toEqual({
      offset: text.indexOf('{{'),
      length: 11,
      severity: 'warning',
      message: expect.stringContaining('empty string'),
    });
  });

  it('marks an unclosed or malformed {{ as sent as it is', () => {
    const unclosed = analyzeTemplate('{"a": "{{price", "b": "{{status}}"}');
    expect(unclosed.problems).toEqual([expect.objectContaining({ offset: 7, length: 2, message: expect.stringContaining('Unclosed') })]);
    const malformed = analyzeTemplate('{"a": "{{ price + 1 }}"}');
    expect(malformed.problems[0]?.message).toContain('is not a {{name}}');
  });

  it('marks text that is not JSON at the place parsing stopped', () => {
    const result = analyzeTemplate('{"a": 1,, "b": 2}');
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatchObject({ offset: 8, severity: 'error' });
  });
});
