import { afterAll, describe, expect, it } from 'vitest';
import { type OdinMode, startFakeOdin } from '../support/fake-odin.js';
import { type RunningServer, startServer } from '../support/server.js';

interface Ready {
  market: {
    source: string | null;
    lastIngestAt: string | null;
    ingestAgeSeconds: number | null;
    upstreamReachable?: boolean;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Live mode against a fake Odin.fun that goes down, slows down, answers garbage and blocks us:
// the dashboard keeps serving the last good data, says how old it is, and recovers.
describe('Odin.fun outages', () => {
  let odin: Awaited<ReturnType<typeof startFakeOdin>> | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await odin?.close();
  });

  it('keeps the last good data with its age, then recovers', async () => {
    odin = await startFakeOdin();
    server = await startServer({
      MARKET_SOURCE: 'odin',
      ODIN_API_URL: odin.url,
      ODIN_TIMEOUT_MS: '500',
      INGEST_INTERVAL_MS: '1000',
      FEATURED_TOKEN_ID: '2jjj',
    });
    const { baseUrl } = server;
    const read = async () => {
      const response = await fetch(`${baseUrl}/api/analytics/tokens`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-data-source')).toBe('odin');
      return (await response.json()) as { id: string; price?: string }[];
    };
    const ready = async () => (await (await fetch(`${baseUrl}/api/ready`)).json()) as Ready;

    const good = await read();
    expect(good.map((t) => t.id).sort()).toEqual(['29m8', '2jjj', '2k9q']);
    expect(good.find((t) => t.id === '2jjj')?.price).toMatch(/^330\.189/); // 330189 msat = 330.189 sats

    for (const mode of ['down', 'slow', 'garbage', 'forbidden'] as OdinMode[]) {
      odin.setMode(mode);
      await sleep(2500);
      expect(await read()).toEqual(
        expect.arrayContaining(good.map((t) => expect.objectContaining({ id: t.id }))),
      );
      const state = await ready();
      expect(state.market.source).toBe('odin');
      expect(state.market.upstreamReachable).toBe(false);
      expect(state.market.ingestAgeSeconds).toBeGreaterThanOrEqual(1);
      const overview = await (await fetch(`${baseUrl}/api/analytics/market-overview`)).json();
      expect(overview).toMatchObject({ source: 'odin', overview: { totalTokens: 3 } });
    }

    odin.setMode('ok');
    const deadline = Date.now() + 20_000;
    let state = await ready();
    while (Date.now() < deadline && !state.market.upstreamReachable) {
      await sleep(500);
      state = await ready();
    }
    expect(state.market.upstreamReachable).toBe(true);
    expect(state.market.ingestAgeSeconds).toBeLessThan(5);
  });
});
