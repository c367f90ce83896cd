import type { FastifyInstance } from 'fastify';

/**
 * While closing, keep closing connections as soon as they go idle. Fastify closes idle keep-alive
 * sockets once, when close starts; a socket whose in-flight request finishes afterwards would
 * otherwise hold shutdown open until the client drops it (or keepAliveTimeout, 72 s).
 */
export function useDrainOnClose(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    timer = setInterval(() => app.server.closeIdleConnections(), 50);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
