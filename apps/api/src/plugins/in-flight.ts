import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../server/lifecycle.js';

/**
 * Counts requests in flight for the shutdown sequence (the raw 'close' fires once per response),
 * and while draining tells every client not to reuse its connection: a client that queued a request
 * for a keep-alive socket would otherwise send it just as shutdown closes that socket (a reset),
 * instead of opening a new connection that is still served.
 */
export function useInFlightCount(app: FastifyInstance, lifecycle: Lifecycle): void {
  // Callback-style hooks: they run on every request, and an async hook costs a promise and a
  // microtask each (measurable on a cached read, see docs/benchmarks.md).
  const done = () => {
    lifecycle.inFlight--;
  };
  app.addHook('onRequest', (_request, reply, next) => {
    lifecycle.inFlight++;
    reply.raw.once('close', done);
    next();
  });
  app.addHook('onSend', (_request, reply, payload, next) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    next(null, payload);
  });
}
