import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { deleteIdleSessions } from './chat-repository.js';

/** Sessions idle this long are deleted with their messages. */
export const SESSION_IDLE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface SweepLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * Deletes sessions idle for 30 days, once at start and then hourly, until stopped. The timer is
 * unref'd (it never keeps the process alive). Several processes may sweep at once; the delete is
 * idempotent.
 */
export function startIdleSessionSweep(
  db: Kysely<Database>,
  log: SweepLog,
  everyMs = SWEEP_EVERY_MS,
): () => void {
  const sweep = async () => {
    try {
      const deleted = await deleteIdleSessions(db, new Date(Date.now() - SESSION_IDLE_DAYS * DAY_MS));
      if (deleted > 0) log.info({ deleted }, 'deleted idle chat sessions');
    } catch (err) {
      log.warn({ err }, 'idle chat session clean-up failed; will retry');
    }
  };
  void sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
