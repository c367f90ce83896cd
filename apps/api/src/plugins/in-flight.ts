import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../server/lifecycle.js';

/**
 * Counts requests in flight for the shutdown sequence (the raw 'close' fires once per response),
 * and while draining tells every client not to reuse its connection: a client that queued a request
 * for a keep-alive socket would otherwise send it just as shutdown closes that socket (a reset),
 * instead of opening a new connection that is still served.
 */
export function useInFlightCount(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onRequest', async (_request, reply) => {
    lifecycle.inFlight++;
    reply.raw.once('close', () => {
      lifecycle.inFlight--;
    });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
}
