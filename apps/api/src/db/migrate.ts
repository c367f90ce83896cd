import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

// The list is static (not a folder scan) so the same code runs from src under tsx/vitest and
// from dist under node.
const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

/** Arbitrary constant naming ODAI's migration lock among PostgreSQL advisory locks. */
export const MIGRATION_LOCK_KEY = 0x0da1_0001;

/**
 * Applies pending migrations under a session-level PostgreSQL advisory lock held on one
 * connection, so processes starting together run them once. (Kysely's own lock is taken only
 * after it creates its bookkeeping tables, and two concurrent `create table if not exists`
 * can still collide.)
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      // Kysely looks for its bookkeeping tables in every schema unless told which one is ours.
      const schema = await sql<{ name: string }>`select current_schema() as name`.execute(connection);
      const migrationTableSchema = schema.rows[0]?.name ?? 'public';
      // Branches developed side by side land their migrations out of number order (004 before 003);
      // each one is independent, so a database that ran a later number still takes an earlier one.
      const migrator = new Migrator({
        db: connection as Kysely<unknown>,
        provider,
        migrationTableSchema,
        allowUnorderedMigrations: true,
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
