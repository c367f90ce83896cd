import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The market store's handle on the database (the repositories here take it first). */
export type Db = Kysely<Database>;

/**
 * Rows in runs of at most `size`, one statement per run: a run's bind parameters (columns × rows)
 * must stay under PostgreSQL's 65,535.
 */
export function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
