import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Two API processes on one PostgreSQL and one Redis (REDIS_URL): the per-IP limits are the
// configured ones in total, not per process (issue 15, finding 5). Runs when CI exports both URLs.
const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SESSIONS_PER_HOUR = 4;
const READS_PER_MINUTE = 20;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startApi(redisUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  // Its own process group: tsx runs the server in a child process, and both must end.
  const child = spawn(join(apiRoot, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    detached: true,
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'odai-redis-')),
      MARKET_SOURCE: 'demo',
      REDIS_URL: redisUrl,
      SESSION_RATE_PER_IP_PER_HOUR: String(SESSIONS_PER_HOUR),
      READ_RATE_PER_IP_PER_MINUTE: String(READS_PER_MINUTE),
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { base, child };
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the API did not start in 90 s');
}

describe.runIf(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL)(
  'limits shared through Redis',
  () => {
    const apis: { base: string; child: ChildProcess }[] = [];
    let redisUrl = '';
    beforeAll(async () => {
      // A database of its own on the local Redis (1–15), emptied, so no other run's counters count.
      const url = new URL(process.env.TEST_REDIS_URL!);
      url.pathname = `/${1 + Math.floor(Math.random() * 15)}`;
      redisUrl = url.toString();
      const redis = new Redis(redisUrl);
      await redis.flushdb();
      redis.disconnect();
      apis.push(...(await Promise.all([startApi(redisUrl), startApi(redisUrl)])));
    }, 120_000);
    afterAll(() => {
      for (const api of apis) if (api.child.pid) process.kill(-api.child.pid, 'SIGKILL');
    });

    it('session creations and reads, alternated between two processes, stop at the one limit', async () => {
      const created: number[] = [];
      for (let i = 0; i < SESSIONS_PER_HOUR * 2; i += 1) {
        created.push((await fetch(`${apis[i % 2]!.base}/api/chat/session`, { method: 'POST' })).status);
      }
      expect(created.filter((s) => s === 201)).toHaveLength(SESSIONS_PER_HOUR);
      expect(created.slice(SESSIONS_PER_HOUR)).toEqual(Array(SESSIONS_PER_HOUR).fill(429));

      const reads: number[] = [];
      for (let i = 0; i < READS_PER_MINUTE * 2; i += 1) {
        reads.push((await fetch(`${apis[i % 2]!.base}/api/guides`)).status);
      }
      // Each session call above was also a read (finding the browser's current session).
      expect(reads.filter((s) => s === 200)).toHaveLength(READS_PER_MINUTE - SESSIONS_PER_HOUR * 2);
      expect(reads.at(-1)).toBe(429);
      // The counters are in Redis, under the limiter's name.
      const redis = new Redis(redisUrl);
      const keys = await redis.keys('odai:rl:*');
      redis.disconnect();
      expect(keys.sort()).toEqual(['odai:rl:read:127.0.0.1', 'odai:rl:sessionCreate:127.0.0.1']);
    }, 60_000);
  },
);
