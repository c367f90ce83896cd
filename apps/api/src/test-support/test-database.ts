import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/database.js';
import { MIGRATION_LOCK_KEY, migrateToLatest } from '../db/migrate.js';

export interface TestDatabase extends DatabaseHandle {
  /** Opens another handle on the same database (a second app instance); PostgreSQL only. */
  another?: () => Promise<DatabaseHandle>;
  /** Drops everything this test database created. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database for one test file: an in-memory PGlite by default, or a fresh
 * schema on the real PostgreSQL named by TEST_DATABASE_URL (CI sets it), so the same suite
 * runs on both.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = await createDatabase({});
    if (options.migrate !== false) await migrateToLatest(handle.db);
    return { ...handle, dispose: () => handle.close() };
  }
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const open = () => createDatabase({ url, searchPath: schema, poolSize: 5 });
  const handle = await open();
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return {
    ...handle,
    another: open,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      // Under the migration lock: Kysely's migrator lists the tables of every schema (and resolves
      // each by name), so a schema dropped mid-listing fails another file's migration.
      await cleanup.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await cleanup.query(`drop schema ${schema} cascade`);
      } finally {
        await cleanup.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        await cleanup.end();
      }
    },
  };
}
