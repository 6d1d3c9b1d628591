import { describe, expect, it } from 'vitest';
import { withPasswordsHidden } from './process-title';

describe('the command line a process list shows', () => {
  it('keeps every word as typed, serve included, with the password of the URL as ***', () => {
    const typed = [
      'node',
      '/work/shop/node_modules/.bin/gateway-playground',
      'serve',
      '--db',
      'postgres://shop:s3cret-pw@db.internal:5432/sandbox',
    ];
    expect(withPasswordsHidden(typed)).toBe(
      'node /work/shop/node_modules/.bin/gateway-playground serve --db postgres://shop:***@db.internal:5432/sandbox',
    );
  });

  it('hides passwords given as parameters and in --db=URL, and leaves the other parameters as they are', () => {
    const typed = ['node', 'cli.js', 'serve', '--db=postgresql://shop@db/sandbox?password=pw1234&sslmode=verify-full&sslpassword=keypass'];
    expect(withPasswordsHidden(typed)).toBe(
      'node cli.js serve --db=postgresql://shop@db/sandbox?password=***&sslmode=verify-full&sslpassword=***',
    );
  });

  it('is never longer than the line typed, so nothing is cut at its end, a one-letter password included', () => {
    const typed = ['node', 'cli.js', 'serve', '--db', 'postgres://u:p@h/x', '--port', '4010'];
    const shown = withPasswordsHidden(typed)!;
    expect(shown).toBe('node cli.js serve --db postgres://u:*@h/x --port 4010');
    expect(shown.length).toBeLessThanOrEqual(typed.join(' ').length);
  });

  it('changes nothing when no password is written', () => {
    expect(withPasswordsHidden(['node', 'cli.js', 'serve', '--db', 'postgres://shop@db/sandbox'])).toBeUndefined();
  });
});
