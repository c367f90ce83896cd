import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { clientKey } from '../http/client-key.js';
import { HttpError } from '../http/http-error.js';
import { isPageRenderRequest } from '../http/in-process-fetch.js';
import { RedisSlidingWindow } from '../http/redis-sliding-window.js';
import { MemorySlidingWindow, type Verdict } from '../http/sliding-window.js';
import { rateLimitRefusals } from './metrics.js';

/** A route's onRequest hook: passes the request on, or refuses it with 429. */
export type RateLimitHook = onRequestHookHandler;

export interface RateLimits {
  /** New chat sessions per IP per hour (checked in the handler, only when a session is created). */
  sessionCreate: (request: FastifyRequest) => Promise<void>;
  /** Chat sends per IP per minute (after the body parsed as JSON: a refused content type never counts). */
  chatSendPerIp: RateLimitHook;
  /** Chat sends per session per minute (after validation: the key is the body's sessionId). */
  chatSendPerSession: RateLimitHook;
  /** Reads (messages, market) per IP per minute. */
  read: RateLimitHook;
  /**
   * The read limit for answers given before the router (http/hot-reads.ts), when the store is in
   * this process: true = allowed and counted, false = refused and not counted (Fastify then
   * answers the 429). Undefined with Redis, whose answer is a promise.
   */
  readAllowed?: (ip: string) => boolean;
}

const MINUTE = 60_000;

/** Each limiter's keys carry its name, so one store serves them all. */
const counterKey = (limiter: string, key: string) => `${limiter}:${key}`;

export function waitPhrase(seconds: number): string {
  if (seconds <= 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

interface Counters {
  hit(key: string, windowMs: number, max: number): Verdict | Promise<Verdict>;
}

/** With REDIS_URL every counter lives in Redis (shared by all processes); else in this process. */
function chooseCounters(
  app: FastifyInstance,
  config: Config,
): { counters: Counters; warn: (err: Error) => void } {
  let lastWarning = 0;
  const warn = (err: Error) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    app.log.warn({ err }, 'rate-limit store (Redis) unavailable; requests pass unlimited meanwhile');
  };
  if (!config.REDIS_URL) return { counters: new MemorySlidingWindow(), warn };
  // Fail fast while Redis is away (no queue, one retry): the limit is skipped, not the request.
  const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', warn);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { counters: new RedisSlidingWindow(redis), warn };
}

/**
 * Sliding-window limits (http/sliding-window.ts), in this process's memory or, with REDIS_URL,
 * in Redis (decision 024; without it N processes allow N× the rate). A refused request answers
 * 429 with a sentence and Retry-After. Each limiter's keys carry its name, so one store serves
 * them all. The hooks are callback-style and the memory store synchronous: every read passes
 * through one, and a promise per request cost a quarter of a cached read's throughput.
 */
export function useRateLimits(app: FastifyInstance, config: Config): RateLimits {
  const { counters, warn } = chooseCounters(app, config);
  /** The 429 for `request`, or undefined when it may go on (a promise of either with Redis). */
  type Refusal = (request: FastifyRequest) => HttpError | undefined | Promise<HttpError | undefined>;
  const limiter = (
    name: string,
    max: number,
    windowMs: number,
    key: (request: FastifyRequest) => string,
    sentence: (wait: string) => string,
  ): Refusal => {
    const refusal = (verdict: Verdict) => {
      if (verdict.allowed) return undefined;
      rateLimitRefusals.inc({ limiter: name });
      const seconds = Math.max(1, Math.ceil(verdict.waitMs / 1000));
      return new HttpError(429, 'RATE_LIMITED', sentence(waitPhrase(seconds)), seconds);
    };
    return (request) => {
      // The server renderer's own reads of the API (a page's data) are not a visitor's reads.
      if (isPageRenderRequest(request)) return undefined;
      const verdict = counters.hit(counterKey(name, key(request)), windowMs, max);
      if (!(verdict instanceof Promise)) return refusal(verdict);
      return verdict.then(refusal, (err: Error) => {
        warn(err); // Redis away: skip the limit rather than fail the request.
        return undefined;
      });
    };
  };
  /** As a route hook: synchronous with the memory store, so a read pays no promise. */
  const asHook =
    (refuse: Refusal): RateLimitHook =>
    (request, _reply, next) => {
      const refused = refuse(request);
      if (refused instanceof Promise) void refused.then(next);
      else next(refused);
    };
  /** Awaited inside a handler (a session is counted only when one is created). */
  const asCheck = (refuse: Refusal) => async (request: FastifyRequest) => {
    const refused = await refuse(request);
    if (refused) throw refused;
  };
  const byIp = (request: FastifyRequest) => clientKey(request.ip);
  // One read limit for Fastify's hook and for the answers given before the router (readAllowed).
  const READ = { name: 'read', max: config.READ_RATE_PER_IP_PER_MINUTE, windowMs: MINUTE };
  return {
    sessionCreate: asCheck(
      limiter(
        'sessionCreate',
        config.SESSION_RATE_PER_IP_PER_HOUR,
        60 * MINUTE,
        byIp,
        (wait) => `Too many new chat sessions from your network. Please wait ${wait} and try again.`,
      ),
    ),
    chatSendPerIp: asHook(
      limiter(
        'chatSendPerIp',
        config.CHAT_RATE_PER_IP_PER_MINUTE,
        MINUTE,
        byIp,
        (wait) => `Too many messages from your network. Please wait ${wait} and try again.`,
      ),
    ),
    chatSendPerSession: asHook(
      limiter(
        'chatSendPerSession',
        config.CHAT_RATE_PER_MINUTE,
        MINUTE,
        // The contract admits only lower-case ids; lower-casing here keeps the key canonical regardless.
        (request) => String((request.body as { sessionId?: unknown } | undefined)?.sessionId).toLowerCase(),
        (wait) => `You are sending messages too quickly. Please wait ${wait} and try again.`,
      ),
    ),
    readAllowed:
      counters instanceof MemorySlidingWindow
        ? (ip) => counters.hit(counterKey(READ.name, clientKey(ip)), READ.windowMs, READ.max).allowed
        : undefined,
    read: asHook(
      limiter(
        READ.name,
        READ.max,
        READ.windowMs,
        byIp,
        (wait) => `Too many requests. Please wait ${wait} and try again.`,
      ),
    ),
  };
}
