/** The OpenAPI document judged by an outside tool: Redocly's `recommended` rules find no error. */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { BROWSER_HOSTS } from './hosts';
import { openApiDocument } from './openapi';

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  it('has no error, and warns only of the interface’s own ambiguous field and form paths', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const source = JSON.stringify(openApiDocument(BROWSER_HOSTS));
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map(({ severity, ruleId, message }) => `${severity} ${ruleId}: ${message}`);
    expect(found.filter((problem) => problem.startsWith('error'))).toEqual([]);
    // The interface has both `/form/field/{fieldId}` and `/form/{formId}/fields`: not ours to change.
    expect(found).toEqual([expect.stringMatching(/^warn no-ambiguous-paths: .*\/form\/field\/\{fieldId\}.*\/form\/\{formId\}\/fields/)]);
  });
});
