import { describe, expect, it } from 'vitest';
import { sandboxUrl } from './sandbox-url';

describe('sandboxUrl', () => {
  it('takes the schema and the startup options out of the URL, keeping the rest for node-postgres', () => {
    expect(sandboxUrl('postgres://ci:p%40ss@db.internal:5432/sandbox?schema=job_17&sslmode=require&options=-c%20statement_timeout%3D5000')).toEqual({
      connection: 'postgres://ci:p%40ss@db.internal:5432/sandbox?sslmode=require',
      schema: 'job_17',
      startupOptions: '-c statement_timeout=5000',
    });
  });

  it('leaves a URL without them as it is', () => {
    expect(sandboxUrl('postgres://ci@db.internal/sandbox')).toEqual({ connection: 'postgres://ci@db.internal/sandbox', schema: undefined, startupOptions: undefined });
  });

  it('refuses a search_path in the options, pointing to ?schema=', () => {
    expect(() => sandboxUrl('postgres://ci@db/sandbox?options=-c%20search_path%3Djob1')).toThrow(
      "The postgres:// URL's options set search_path: name the sandbox's schema with ?schema=NAME instead",
    );
  });

  it('refuses an empty schema', () => {
    expect(() => sandboxUrl('postgres://ci@db/sandbox?schema=')).toThrow('The postgres:// URL has an empty schema');
  });
});
