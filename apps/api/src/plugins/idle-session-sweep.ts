import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { startIdleSessionSweep } from '../chat/idle-session-sweep.js';
import type { Database } from '../db/schema.js';

/** Runs the chat's idle-session sweep while the app is up. */
export function useIdleSessionSweep(app: FastifyInstance, db: Kysely<Database>): void {
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startIdleSessionSweep(db, app.log);
  });
  app.addHook('preClose', async () => stop?.());
}
