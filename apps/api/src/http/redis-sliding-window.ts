import type { Redis } from 'ioredis';
import { decide, type Verdict } from './sliding-window.js';

// The sliding-window counter of sliding-window.ts kept in Redis, so every API process behind a
// balancer counts against the same limits (decision 024). One Lua script reads, decides and
// counts atomically, on Redis's clock; the same formula then gives the count and the wait.

const SCRIPT = `
local window = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local index = math.floor(now / window)
local stored = redis.call('HMGET', KEYS[1], 'i', 'c', 'p')
local si = tonumber(stored[1])
local cur, prev = 0, 0
if si == index then
  cur = tonumber(stored[2]) or 0
  prev = tonumber(stored[3]) or 0
elseif si == index - 1 then
  prev = tonumber(stored[2]) or 0
end
local estimate = prev * (1 - (now - index * window) / window) + cur
if estimate + 1 <= max then
  redis.call('HSET', KEYS[1], 'i', index, 'c', cur + 1, 'p', prev)
  redis.call('PEXPIRE', KEYS[1], window * 2)
end
return {now, index, cur, prev}
`;

type WithScript = Redis & {
  odaiSlidingWindow(key: string, windowMs: number, max: number): Promise<[number, number, number, number]>;
};

/** The sliding-window counters in Redis, shared by every process using the same server and prefix. */
export class RedisSlidingWindow {
  private readonly client: WithScript;

  constructor(
    redis: Redis,
    private readonly prefix = 'odai:rl:',
  ) {
    this.client = redis as WithScript;
    if (typeof this.client.odaiSlidingWindow !== 'function') {
      redis.defineCommand('odaiSlidingWindow', { numberOfKeys: 1, lua: SCRIPT });
    }
  }

  /** Counts one request against `key` (when allowed); rejects when Redis cannot be reached. */
  async hit(key: string, windowMs: number, max: number): Promise<Verdict> {
    const [now, index, current, previous] = await this.client.odaiSlidingWindow(
      `${this.prefix}${key}`,
      windowMs,
      max,
    );
    // The script's state before this request, decided again here for the verdict and the wait.
    const decision = decide({ index, current, previous }, now, windowMs, max);
    return { allowed: decision.allowed, waitMs: decision.waitMs };
  }
}
