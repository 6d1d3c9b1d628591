import { describe, expect, it } from 'vitest';
import { remoteGatewayOf, withGatewayMeta } from './remote-gateway';

/** A stand-in for `document` over an HTML string, reading meta tags by name. */
function documentOf(html: string) {
  return {
    querySelector: (selector: string) => {
      const name = /meta\[name="([^"]+)"\]/.exec(selector)![1];
      const tag = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html);
      return tag
        ? {
            content: tag[1]!
              .replace(/&quot;/g, '"')
              .replace(/&lt;/g, '<')
              .replace(/&amp;/g, '&'),
          }
        : null;
    },
  } as unknown as Pick<Document, 'querySelector'>;
}

describe('remote-gateway meta tags', () => {
  it('tells a served page where its gateway is, and the page reads it back', () => {
    const gateway = {
      base: 'http://127.0.0.1:4010',
      status: 'http://127.0.0.1:4011',
      liveBase: 'http://127.0.0.1:4012',
      liveStatus: 'http://127.0.0.1:4013',
    };
    const html = withGatewayMeta('<!doctype html><html><head><title>x</title></head></html>', gateway);
    expect(html).toMatch(/^<!doctype html><html><head><meta name="gateway-base-url"/);
    expect(remoteGatewayOf(documentOf(html))).toEqual(gateway);
  });

  it('finds no remote gateway in a page from a static host', () => {
    expect(remoteGatewayOf(documentOf('<html><head></head></html>'))).toBeUndefined();
  });

  it('escapes an address so it cannot leave its attribute', () => {
    const hostile = 'http://x/"><script>alert(1)</script>';
    const html = withGatewayMeta('<head>', { base: hostile, status: 'http://y', liveBase: 'http://z', liveStatus: 'http://w' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('content="http://x/&quot;>&lt;script>alert(1)&lt;/script>"');
  });
});
