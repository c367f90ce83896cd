import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { isPageRenderRequest } from '../http/in-process-fetch.js';

/**
 * One access-log line per request, when its response is sent: method, route (the route's
 * template, e.g. `/api/analytics/token/:symbol`, or the path when no route matched), status,
 * milliseconds, and the request id (`reqId`, bound by Fastify). It replaces Fastify's two default
 * lines ("incoming request", "request completed") and its "route not found" line; the arrival is
 * logged at debug level only. The page renderer's own reads (in process) are not visitors'
 * requests and are not logged.
 */
export class AccessLog extends LogController {
  override isLogDisabled(request: { headers: FastifyRequest['headers'] }): boolean {
    return isPageRenderRequest(request as FastifyRequest);
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ method: request.method, url: request.url }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }

  override routeNotFound(): void {
    // The access line already says 404.
  }
}
