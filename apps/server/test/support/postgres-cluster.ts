import type { TestProject } from 'vitest/node';
import { createPostgresTemplate } from './migrated-template';
import { findPostgresBinaries, startThrowawayCluster } from './throwaway-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * Global setup of the api-postgres project: uses DATABASE_URL when given, otherwise starts a
 * throwaway cluster from the machine's PostgreSQL binaries on a free port in a temp dir and
 * stops it afterwards; on either, migrates the template each test database is copied from.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    console.log(`api-postgres: using DATABASE_URL`);
    await createPostgresTemplate(process.env.DATABASE_URL);
    project.provide('postgresUrl', process.env.DATABASE_URL);
    return;
  }
  const bin = findPostgresBinaries();
  if (!bin) {
    console.warn(
      '\n' +
        '!'.repeat(78) +
        '\n' +
        '!! api-postgres: NO PostgreSQL binaries in /usr/lib/postgresql/*/bin and no DATABASE_URL.\n' +
        '!! The API suite runs on PGlite ONLY. Install postgresql (apt-get install postgresql)\n' +
        '!! or set DATABASE_URL to run it on a PostgreSQL server too.\n' +
        '!'.repeat(78) +
        '\n',
    );
    project.provide('postgresUrl', '');
    return;
  }
  const cluster = await startThrowawayCluster(bin);
  console.log(
    `api-postgres: started a throwaway PostgreSQL ${cluster.version} cluster (${cluster.url})`,
  );
  await createPostgresTemplate(cluster.url);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.dispose();
}
