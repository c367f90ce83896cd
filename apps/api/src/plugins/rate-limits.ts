import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { clientKey } from '../http/client-key.js';
import { HttpError } from '../http/http-error.js';
import { isPageRenderRequest } from '../http/in-process-fetch.js';
import { redisSlidingWindowStore } from '../http/redis-sliding-window.js';
import { MemorySlidingWindowStore } from '../http/sliding-window.js';
import { rateLimitRefusals } from './metrics.js';

export type RateLimitHook = (request: FastifyRequest) => Promise<void>;

export interface RateLimits {
  /** New chat sessions per IP per hour. */
  sessionCreate: RateLimitHook;
  /** Chat sends per IP per minute (after the body parsed as JSON: a refused content type never counts). */
  chatSendPerIp: RateLimitHook;
  /** Chat sends per session per minute (after validation: the key is the body's sessionId). */
  chatSendPerSession: RateLimitHook;
  /** Reads (messages, market) per IP per minute. */
  read: RateLimitHook;
}

const MINUTE = 60_000;

export function waitPhrase(seconds: number): string {
  if (seconds <= 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** With REDIS_URL every counter lives in Redis (shared by all processes); else in this process. */
function chooseStore(app: FastifyInstance, config: Config) {
  if (!config.REDIS_URL) return MemorySlidingWindowStore;
  // Fail fast while Redis is away (no queue, one retry): the limit is skipped, not the request.
  const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let lastWarning = 0;
  const warn = (err: Error) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    app.log.warn({ err }, 'rate-limit store (Redis) unavailable; requests pass unlimited meanwhile');
  };
  redis.on('error', warn);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redisSlidingWindowStore(redis, warn);
}

/**
 * Sliding-window limits (http/sliding-window.ts) through @fastify/rate-limit, in this process's
 * memory or, with REDIS_URL, in Redis (decision 024; without it N processes allow N× the rate).
 * A refused request answers 429 with a sentence and Retry-After. Each limiter's keys carry its
 * name, so one store serves them all.
 */
export async function useRateLimits(app: FastifyInstance, config: Config): Promise<RateLimits> {
  await app.register(rateLimit, { global: false, store: chooseStore(app, config), skipOnError: true });
  const limiter = (
    name: string,
    max: number,
    timeWindow: number,
    key: (request: FastifyRequest) => string,
    sentence: (wait: string) => string,
  ): RateLimitHook => {
    const check = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
    return async (request) => {
      // The server renderer's own reads of the API (a page's data) are not a visitor's reads.
      if (isPageRenderRequest(request)) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      rateLimitRefusals.inc({ limiter: name });
      const seconds = Math.max(1, result.ttlInSeconds);
      throw new HttpError(429, 'RATE_LIMITED', sentence(waitPhrase(seconds)), seconds);
    };
  };
  const byIp = (request: FastifyRequest) => clientKey(request.ip);
  return {
    sessionCreate: limiter(
      'sessionCreate',
      config.SESSION_RATE_PER_IP_PER_HOUR,
      60 * MINUTE,
      byIp,
      (wait) => `Too many new chat sessions from your network. Please wait ${wait} and try again.`,
    ),
    chatSendPerIp: limiter(
      'chatSendPerIp',
      config.CHAT_RATE_PER_IP_PER_MINUTE,
      MINUTE,
      byIp,
      (wait) => `Too many messages from your network. Please wait ${wait} and try again.`,
    ),
    chatSendPerSession: limiter(
      'chatSendPerSession',
      config.CHAT_RATE_PER_MINUTE,
      MINUTE,
      // The contract admits only lower-case ids; lower-casing here keeps the key canonical regardless.
      (request) => String((request.body as { sessionId?: unknown } | undefined)?.sessionId).toLowerCase(),
      (wait) => `You are sending messages too quickly. Please wait ${wait} and try again.`,
    ),
    read: limiter(
      'read',
      config.READ_RATE_PER_IP_PER_MINUTE,
      MINUTE,
      byIp,
      (wait) => `Too many requests. Please wait ${wait} and try again.`,
    ),
  };
}
