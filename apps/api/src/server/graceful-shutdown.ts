import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Lifecycle, waitUntilQuiet } from './lifecycle.js';

/** No request in flight for this long counts as quiet (see waitUntilQuiet). */
const QUIET_MS = 250;
/** Under steady traffic there is never a quiet moment: close anyway after this. */
const MAX_QUIET_WAIT_MS = 10_000;

export interface ShutdownParts {
  app: FastifyInstance;
  market: { stop(): Promise<void> };
  database: { close(): Promise<void> };
  logger: FastifyBaseLogger;
  /** After this long the process gives up waiting (a hung request must not block a deploy). */
  timeoutMs?: number;
  onTimeout?: () => void;
  /** Readiness turns 503 while draining. */
  lifecycle?: Lifecycle;
  /**
   * How long to keep serving before closing. Requests a client has already written may still sit
   * unread in a socket (the event loop is busy, e.g. with embedded PostgreSQL); closing at once would
   * count those sockets as idle and reset them. The pause also lets load balancers see readiness fail.
   */
  drainMs?: number;
  /** Open event streams, ended as draining starts: they never finish by themselves. */
  events?: { closeAll(): void };
}

/**
 * The shutdown sequence, once however many signals arrive: drain (readiness 503, keep serving a
 * moment), then stop accepting connections and let
 * in-flight requests finish (Fastify's close), then stop background market work, then close the
 * database pool, which the first two still needed.
 */
export function createShutdown(parts: ShutdownParts): (reason: string) => Promise<void> {
  let closing: Promise<void> | undefined;
  return (reason) => {
    closing ??= (async () => {
      parts.logger.info({ reason }, 'shutting down: finishing in-flight requests');
      const timer = setTimeout(() => {
        parts.logger.error('shutdown took too long; exiting anyway');
        parts.onTimeout?.();
      }, parts.timeoutMs ?? 25_000);
      timer.unref();
      try {
        if (parts.lifecycle) parts.lifecycle.draining = true;
        // EventSource reconnects after the stream's retry hint, by then to a process not draining.
        parts.events?.closeAll();
        if (parts.drainMs) await new Promise((resolve) => setTimeout(resolve, parts.drainMs));
        if (parts.lifecycle) await waitUntilQuiet(parts.lifecycle, QUIET_MS, MAX_QUIET_WAIT_MS);
        await parts.app.close();
        await parts.market.stop();
        await parts.database.close();
        parts.logger.info('shut down cleanly');
      } finally {
        clearTimeout(timer);
      }
    })();
    return closing;
  };
}
