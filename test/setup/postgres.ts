/**
 * Global setup of the `unit-postgres` project: one throwaway PostgreSQL cluster for the run
 * (each test file makes its own database in it, see `test/support/harness.ts`), removed after.
 * Without PostgreSQL installed the project does not get here locally (vitest.config.ts skips it,
 * saying so); in CI it fails instead.
 */
import type { TestProject } from 'vitest/node';
import { startCluster } from '../support/pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's `postgres` database, from which a test file creates its own. */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  project.provide('postgresAdminUrl', cluster.url('postgres'));
  return () => cluster.destroy();
}
