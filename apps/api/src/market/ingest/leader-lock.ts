import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/database.js';

// Only one process ingests. On PostgreSQL it is the one holding a session-level advisory lock on
// a dedicated connection (the lock lives as long as that connection, so a crashed leader frees
// it); the others follow and retry. The key includes the schema, so deployments (and test
// schemas) sharing one database do not block each other. PGlite is embedded: always the leader.
const LOCK_CLASS = 0x0da1; // "ODAI"

export class LeaderLock {
  private client: pg.Client | null = null;
  private lost = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly logger: Logger,
  ) {}

  get held(): boolean {
    return this.database.kind === 'pglite' || (this.client !== null && !this.lost);
  }

  /** Tries once; true when this process holds (or already held) the lock. */
  async tryAcquire(): Promise<boolean> {
    if (this.held) return true;
    if (!this.database.url) return false;
    await this.release();
    const schema = await this.currentSchema();
    const client = new pg.Client({ connectionString: this.database.url });
    client.on('error', (err) => {
      this.logger.warn({ err }, 'ingest lock connection lost; following until it is re-acquired');
      this.lost = true;
    });
    try {
      await client.connect();
      const result = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        LOCK_CLASS,
        hash32(`odai-market-ingest:${schema}`),
      ]);
      if (result.rows[0]?.ok) {
        this.client = client;
        this.lost = false;
        return true;
      }
    } catch (err) {
      this.logger.warn({ err }, 'ingest lock attempt failed');
    }
    await client.end().catch(() => {});
    return false;
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.lost = false;
    if (client) await client.end().catch(() => {}); // ending the session releases the lock
  }

  private async currentSchema(): Promise<string> {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      this.database.db,
    );
    return rows[0]?.schema ?? 'public';
  }
}

/** FNV-1a, as a signed 32-bit integer (advisory lock keys are int4 pairs). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h | 0;
}
