import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.js';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The PostgreSQL URL when kind is 'postgres' (for dedicated connections such as lock holders). */
  url?: string;
  close(): Promise<void>;
}

const INT8_OID = 20;

/**
 * PostgreSQL when a URL is given, else embedded PostgreSQL (PGlite) persisted in `dataDir`
 * (in memory when `dataDir` is undefined, for tests). Both return `numeric` and `bigint` as
 * strings, so the two behave the same to the code above them.
 */
export async function createDatabase(options: {
  url?: string;
  dataDir?: string;
  searchPath?: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
      options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    });
    // A connection lost while PostgreSQL restarts must not crash the process. The pool listens on
    // idle clients only; a checked-out client (held across a transaction's awaits) has no listener
    // and would throw an unhandled 'error' event. With one on every client, the query in progress
    // fails (a 503 to its caller), the pool discards the broken client, and the next query
    // opens a new connection.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', url: options.url, close: () => db.destroy() };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // Options-object form: PGlite ignores the options argument when the data dir is undefined.
  const client = await PGlite.create({ dataDir, parsers: { [INT8_OID]: (value: string) => value } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
