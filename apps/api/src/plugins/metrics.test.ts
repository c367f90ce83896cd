import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { openEventStreams } from './metrics.js';

describe('Prometheus metrics on their own port', () => {
  let t: TestApp;
  let metricsUrl: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_PORT: '0', HOST: '127.0.0.1', READ_RATE_PER_IP_PER_MINUTE: '2' },
    });
    // The metrics server is the app's one other listening socket; find it by its answer.
    const servers = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
    const ports = servers
      .filter(
        (h): h is { address(): AddressInfo } => typeof (h as { address?: unknown }).address === 'function',
      )
      .map((h) => h.address()?.port)
      .filter((p): p is number => typeof p === 'number');
    for (const port of ports) {
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`).catch(() => undefined);
      if (answer?.ok && (await answer.text()).includes('odai_'))
        metricsUrl = `http://127.0.0.1:${port}/metrics`;
    }
  });
  afterAll(async () => t?.close());

  it('reports latency by route pattern, rate-limit refusals, snapshot age and open streams', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/guides' });
    openEventStreams.set(2);
    const text = await (await fetch(metricsUrl)).text();
    expect(text).toMatch(
      /odai_http_request_duration_seconds_count\{route="\/api\/guides",method="GET",status="200"\} 2/,
    );
    expect(text).toMatch(/odai_rate_limit_refusals_total\{limiter="read"\} 1/);
    expect(text).toMatch(/odai_market_snapshot_age_seconds -?\d/);
    expect(text).toMatch(/odai_open_event_streams 2/);
    // Not on the public listener.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
