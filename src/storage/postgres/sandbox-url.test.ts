import { describe, expect, it } from 'vitest';
import { splitSandboxUrl } from './sandbox-url';

describe('splitSandboxUrl', () => {
  it('takes the schema and the startup options out of the URL, keeping the rest for node-postgres', () => {
    expect(
      splitSandboxUrl('postgres://ci:p%40ss@db.internal:5432/sandbox?schema=job_17&sslmode=require&options=-c%20statement_timeout%3D5000'),
    ).toEqual({
      connection: 'postgres://ci:p%40ss@db.internal:5432/sandbox?sslmode=verify-full',
      schema: 'job_17',
      startupOptions: '-c statement_timeout=5000',
    });
  });

  it('names prefer, require and verify-ca for what node-postgres 8 makes of them, verify-full, so it prints no warning', () => {
    for (const mode of ['prefer', 'require', 'verify-ca']) {
      expect(splitSandboxUrl(`postgres://ci@db/sandbox?sslmode=${mode}`).connection).toBe('postgres://ci@db/sandbox?sslmode=verify-full');
    }
    expect(splitSandboxUrl('postgres://ci@db/sandbox?sslmode=disable').connection).toBe('postgres://ci@db/sandbox?sslmode=disable');
    expect(splitSandboxUrl('postgres://ci@db/sandbox?uselibpqcompat=true&sslmode=require').connection).toBe(
      'postgres://ci@db/sandbox?uselibpqcompat=true&sslmode=require',
    );
  });

  it('leaves a URL without them as it is', () => {
    expect(splitSandboxUrl('postgres://ci@db.internal/sandbox')).toEqual({
      connection: 'postgres://ci@db.internal/sandbox',
      schema: undefined,
      startupOptions: undefined,
    });
  });

  it('refuses a search_path in the options, in either spelling, pointing to ?schema=', () => {
    for (const setting of ['-c search_path=job1', '-c search-path=job1', '--search_path=job1']) {
      expect(() => splitSandboxUrl(`postgres://ci@db/sandbox?options=${encodeURIComponent(setting)}`)).toThrow(
        "The postgres:// URL's options set search_path: name the sandbox's schema with ?schema=NAME instead",
      );
    }
  });

  it('refuses an application_name, which tells the sandbox its servers apart', () => {
    expect(() => splitSandboxUrl('postgres://ci@db/sandbox?application_name=ci')).toThrow('The postgres:// URL sets application_name');
  });

  it('refuses an empty schema, one longer than PostgreSQL keeps, and a schema given twice', () => {
    expect(() => splitSandboxUrl('postgres://ci@db/sandbox?schema=')).toThrow('The postgres:// URL has an empty schema');
    expect(() => splitSandboxUrl(`postgres://ci@db/sandbox?schema=${'a'.repeat(64)}`)).toThrow(
      "The postgres:// URL's schema is longer than PostgreSQL keeps (63 bytes)",
    );
    expect(() => splitSandboxUrl('postgres://ci@db/sandbox?schema=a&schema=b')).toThrow('The postgres:// URL gives schema more than once');
  });

  it('takes a schema of 63 bytes', () => {
    expect(splitSandboxUrl(`postgres://ci@db/sandbox?schema=${'a'.repeat(63)}`).schema).toBe('a'.repeat(63));
  });
});
