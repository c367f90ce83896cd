import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { countAnswer, llmKind } from './metrics.js';

/** One series' value in a scrape (0 when absent), e.g. `odai_open_event_streams` or `x{a="b"}`. */
function seriesValue(scrape: string, series: string): number {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('Prometheus metrics on their own port', () => {
  let t: TestApp;
  let metricsUrl: string;
  const scrape = async () => (await fetch(metricsUrl)).text();
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

  it('reports latency by route pattern and rate-limit refusals, and is not on the public port', async () => {
    // From an address of its own: the read limit (2 a minute) is spent here, not by the other tests.
    const remoteAddress = '10.0.0.15';
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/api/guides', remoteAddress });
    const text = await scrape();
    expect(text).toMatch(
      /odai_http_request_duration_seconds_count\{route="\/api\/guides",method="GET",status="200"\} 2/,
    );
    expect(text).toMatch(/odai_rate_limit_refusals_total\{limiter="read"\} 1/);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('times each ingest cycle by source and outcome', async () => {
    const ok = 'odai_ingest_cycle_duration_seconds_count{source="odin",outcome="ok"}';
    const failed = 'odai_ingest_cycle_duration_seconds_count{source="odin",outcome="failed"}';
    const before = await scrape();
    t.market.reportCycle({ source: 'odin', seconds: 0.3, ok: true });
    t.market.reportCycle({ source: 'odin', seconds: 8, ok: false });
    const after = await scrape();
    expect(seriesValue(after, ok) - seriesValue(before, ok)).toBe(1);
    expect(seriesValue(after, failed) - seriesValue(before, failed)).toBe(1);
    expect(after).toMatch(
      /odai_ingest_cycle_duration_seconds_bucket\{le="0.5",source="odin",outcome="ok"\} 1/,
    );
  });

  it('reports the age of the last ingest, growing until the next one', async () => {
    const age = 'odai_market_snapshot_age_seconds';
    t.market.marketStatus = { ...t.market.marketStatus, lastIngestAt: null };
    expect(seriesValue(await scrape(), age)).toBe(-1);
    t.market.marketStatus.lastIngestAt = new Date(Date.now() - 90_000).toISOString();
    expect(seriesValue(await scrape(), age)).toBeGreaterThanOrEqual(90);
    t.market.marketStatus.lastIngestAt = new Date().toISOString();
    expect(seriesValue(await scrape(), age)).toBeLessThan(5);
  });

  it('counts stored answers by engine and fallback', async () => {
    const embedded = 'odai_assistant_answers_total{engine="embedded",fallback="false"}';
    const before = seriesValue(await scrape(), embedded);
    const { sessionId, cookie } = await t.newSession();
    const sent = await t.send({ sessionId, cookie }, 'How does the bonding curve work?');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(seriesValue(await scrape(), embedded) - before).toBe(1);

    // The LLM engines' labels: which server, and whether the embedded engine stood in.
    expect(llmKind(undefined)).toBe('openai');
    expect(llmKind('https://api.openai.com/v1')).toBe('openai');
    expect(llmKind('http://127.0.0.1:11434/v1')).toBe('ollama');
    countAnswer('llm', 'openai');
    countAnswer('embedded-fallback', 'ollama');
    const text = await scrape();
    expect(seriesValue(text, 'odai_assistant_answers_total{engine="openai",fallback="false"}')).toBe(1);
    expect(seriesValue(text, 'odai_assistant_answers_total{engine="ollama",fallback="true"}')).toBe(1);
  });

  it('reports the market event streams open, as the hub holds them', async () => {
    const streams = 'odai_open_event_streams';
    expect(seriesValue(await scrape(), streams)).toBe(0);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const opened = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path: '/api/analytics/events' }, resolve).on('error', reject),
    );
    expect(opened.statusCode).toBe(200);
    expect(seriesValue(await scrape(), streams)).toBe(1);
    opened.destroy();
    await expect.poll(async () => seriesValue(await scrape(), streams)).toBe(0);
  });
});
