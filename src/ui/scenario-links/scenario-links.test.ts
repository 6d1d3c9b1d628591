import { describe, expect, it } from 'vitest';
import { embedSnippet, scenarioLink } from './scenario-links';

const APP = 'https://docs.example/tools/playground/';

describe('scenario links', () => {
  it('links the full app and the embed through the hash', () => {
    expect(scenarioLink(APP, 'eyJ2IjoxfQ')).toBe('https://docs.example/tools/playground/#/scenario/eyJ2IjoxfQ');
  });

  it('writes an iframe of the embed route and the resize script beside the app', () => {
    expect(embedSnippet(APP, 'z.abc', 'Create a payment')).toBe(
      '<iframe src="https://docs.example/tools/playground/#/embed/z.abc" title="Create a payment" ' +
        'style="width: 100%; height: 420px; border: 0" loading="lazy"></iframe>\n' +
        '<script src="https://docs.example/tools/playground/embed.js" async></script>',
    );
  });

  it("escapes the scenario's title, so a title cannot add markup to the docs page", () => {
    const snippet = embedSnippet(APP, 'abc', '"><script>alert(1)</script>');
    expect(snippet).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(snippet.match(/<script/g)).toHaveLength(1);
  });
});
