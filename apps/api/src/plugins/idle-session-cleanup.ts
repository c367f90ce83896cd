import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { deleteIdleSessions } from '../db/chat-repository.js';
import type { Database } from '../db/schema.js';
import { SESSION_IDLE_DAYS } from '../lib/message-limits.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes sessions idle for 30 days, once at start and then hourly. The timer is unref'd (it
 * never keeps the process alive) and stopped when the app closes. Several processes may sweep
 * at once; the delete is idempotent.
 */
export function useIdleSessionCleanup(
  app: FastifyInstance,
  db: Kysely<Database>,
  everyMs = SWEEP_EVERY_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const deleted = await deleteIdleSessions(db, new Date(Date.now() - SESSION_IDLE_DAYS * DAY_MS));
      if (deleted > 0) app.log.info({ deleted }, 'deleted idle chat sessions');
    } catch (err) {
      app.log.warn({ err }, 'idle chat session clean-up failed; will retry');
    }
  };
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
