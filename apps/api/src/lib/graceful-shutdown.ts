import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface ShutdownParts {
  app: FastifyInstance;
  market: { stop(): Promise<void> };
  database: { close(): Promise<void> };
  logger: FastifyBaseLogger;
  /** After this long the process gives up waiting (a hung request must not block a deploy). */
  timeoutMs?: number;
  onTimeout?: () => void;
}

/**
 * The shutdown sequence, once however many signals arrive: stop accepting connections and let
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
