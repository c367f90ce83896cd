import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@odai/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Assistant } from './assistant/assistant.js';
import { sharedKnowledgeBase } from './assistant/knowledge-base/knowledge-base.js';
import { createChatService } from './chat/chat-service.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { EventStreamHub } from './http/event-stream-hub.js';
import { HotReads } from './http/hot-reads.js';
import { requestIds, visitorAddress } from './http/request-identity.js';
import type { MarketReader } from './market/market-service.js';
import { pageSources } from './pages/page-sources.js';
import { AccessLog } from './plugins/access-log.js';
import { useApiDocs } from './plugins/api-docs.js';
import { clientErrorHandler, frameworkError, useRequestLineChecks } from './plugins/client-errors.js';
import { useDrainOnClose } from './plugins/drain-on-close.js';
import { useErrorHandler } from './plugins/error-handler.js';
import { useIdleSessionSweep } from './plugins/idle-session-sweep.js';
import { useInFlightCount } from './plugins/in-flight.js';
import { useMarketEvents } from './plugins/market-events.js';
import { countAnswer, llmKind, observeRequest, useMetrics } from './plugins/metrics.js';
import { useRateLimits } from './plugins/rate-limits.js';
import { useContractValidation } from './plugins/request-validation.js';
import { useSameOriginWrites } from './plugins/same-origin-writes.js';
import { helmetHeaders, useSecurityHeaders } from './plugins/security-headers.js';
import { useStaticWeb } from './plugins/static-web.js';
import { analyticsRoutes } from './routes/analytics.js';
import { chatRoutes } from './routes/chat.js';
import { guideRoutes } from './routes/guides.js';
import { healthRoutes } from './routes/health.js';
import { robotsRoutes } from './routes/robots.js';
import { sitemapRoutes } from './routes/sitemap.js';
import { tokenRoutes } from './routes/tokens.js';
import { createLifecycle, type Lifecycle } from './server/lifecycle.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  market: MarketReader;
  assistant: Assistant;
  /** A pino logger (the server's); tests leave it out and get a silent one. */
  logger?: FastifyBaseLogger;
  /** Shared with the shutdown sequence (draining turns readiness to 503). */
  lifecycle?: Lifecycle;
  /** The open market event streams (the shutdown sequence ends them when draining starts). */
  events?: EventStreamHub;
  /** Tests shorten the wait for a slow client's headers and body (defaults: 10 s, 30 s, checked every 30 s). */
  httpTimeouts?: { headersMs: number; requestMs: number; checkEveryMs: number };
}

/** apps/web/dist, found from src/ (tsx, vitest) and from dist/ (node) alike. */
function defaultWebDir(): string | undefined {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
  return existsSync(dir) ? dir : undefined;
}

/** The whole HTTP app, without listening: the server entry and the tests both build it here. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, market, assistant } = deps;
  const securityHeaders = await helmetHeaders();
  const timeouts = deps.httpTimeouts ?? { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 30_000 };
  const hotReads = new HotReads();
  const nextRequestId = requestIds();
  let app: FastifyInstance | undefined;
  app = Fastify({
    // The server Fastify would create (same timeouts), with the snapshot's cached reads answered
    // before the router (http/hot-reads.ts); everything else goes to Fastify's handler.
    serverFactory: (handler) => {
      const server = createServer(
        {
          headersTimeout: timeouts.headersMs,
          // Node checks both timeouts this often (its default, 30 s, outside tests): a slow client
          // gets its 408 30–60 s after it started, before the idle socket (75 s) would close unanswered.
          connectionsCheckingInterval: timeouts.checkEveryMs,
          // Checked in useRequestLineChecks instead, to answer in the one error shape.
          requireHostHeader: false,
        },
        (request, response) => {
          if (!hotReads.serve(request, response)) handler(request, response);
        },
      );
      // Time for a client to deliver its whole request (headers and a ≤ 16 KB body), then 408;
      // the handler's own time (an LLM answer) is not counted.
      server.requestTimeout = timeouts.requestMs;
      // Above common load-balancer idle timeouts (60 s), so the balancer closes first.
      server.keepAliveTimeout = 72_000;
      server.setTimeout(75_000);
      return server;
    },
    genReqId: nextRequestId,
    loggerInstance: deps.logger,
    logger: deps.logger ? undefined : false,
    // One line per request (plugins/access-log.ts) instead of Fastify's two.
    logController: new AccessLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: LIMITS.requestBodyMaxBytes,
    clientErrorHandler: clientErrorHandler(securityHeaders, () => (app as FastifyInstance).log),
    // Idle keep-alive sockets are closed on shutdown; in-flight requests finish first.
    forceCloseConnections: 'idle',
    // Requests already on an open connection when shutdown starts are served (with Connection:
    // close) rather than refused with Fastify's own 503 body, which is not our error shape.
    return503OnClosing: false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (e.g. broken percent-encoding) get the one error shape too, and
    // the security headers (the onRequest hook that sets them has not run).
    frameworkErrors: (err, _request, reply) => {
      const { status, body } = frameworkError(err.code);
      (reply as unknown as FastifyReply)
        .headers(securityHeaders)
        .code(status)
        .type('application/json; charset=utf-8')
        .send(body);
    },
  }) as unknown as FastifyInstance;

  const lifecycle = deps.lifecycle ?? createLifecycle();
  useInFlightCount(app, lifecycle);
  useContractValidation(app);
  useDrainOnClose(app);
  useErrorHandler(app);
  await useSecurityHeaders(app, securityHeaders);
  useRequestLineChecks(app, securityHeaders);
  // After the security headers (a refusal carries them), before any rate limit counts a request.
  useSameOriginWrites(app, config);
  const limits = useRateLimits(app, config);
  const events = deps.events ?? new EventStreamHub();
  await useMetrics(app, { market, events }, { host: config.HOST, port: config.METRICS_PORT });
  await useApiDocs(app);

  const llm = config.llmEnabled ? llmKind(config.OPENAI_BASE_URL) : undefined;
  const chat = createChatService({
    db: database.db,
    assistant,
    onAssistantError: (err) => app.log.error({ err }, 'the assistant failed; the question was stored'),
    onAnswer: (answer) => countAnswer(answer.engine, llm),
  });
  await app.register(chatRoutes, { chat, assistant, limits, config });
  await app.register(guideRoutes, { kb: sharedKnowledgeBase(), limits });
  await app.register(sitemapRoutes, { kb: sharedKnowledgeBase(), market, limits });
  await app.register(robotsRoutes, { limits });
  await app.register(tokenRoutes, { market, limits, hotReads });
  useMarketEvents(app, market, events);
  await app.register(analyticsRoutes, { market, limits, events, hotReads });
  await app.register(healthRoutes, { database, market, lifecycle, marketSetting: config.MARKET_SOURCE });
  useIdleSessionSweep(app, database.db);
  await useStaticWeb(app, config.WEB_DIST_DIR ?? defaultWebDir(), pageSources(market));
  hotReads.start({
    lifecycle,
    securityHeaders,
    log: app.log,
    nextRequestId,
    clientIp: visitorAddress(config.TRUST_PROXY),
    readAllowed: limits.readAllowed,
    observe: config.METRICS_PORT === undefined ? undefined : observeRequest,
  });
  return app;
}
