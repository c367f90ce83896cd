import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../test-support/market-runtime.js';
import { BTC_USD, CURVE_TOKEN, candles, ODINDOG, page } from '../../test-support/odin-fixtures.js';
import { OdinClient } from '../odin/odin-client.js';
import { OdinDriver } from './odin-driver.js';

const BASE = 'https://odin.test/v1';
const NOW = new Date(Date.UTC(2026, 10, 22, 1, 0, 0));
const json = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = new OdinClient({ baseUrl: BASE, timeoutMs: 500 });

describe('OdinDriver', () => {
  it('fetches a featured token outside the top N and backfills only tokens never seen', async () => {
    const fed: string[] = [];
    server.use(
      http.get(`${BASE}/currency/btc`, () => json(BTC_USD)),
      http.get(`${BASE}/tokens`, () => json(page([CURVE_TOKEN]))),
      http.get(`${BASE}/token/2jjj`, () => json(ODINDOG)),
      http.get(`${BASE}/token/:id/feed`, ({ params }) => {
        fed.push(String(params.id));
        return json(candles(NOW.getTime() / 1000 - 600, [1000, 1001]));
      }),
    );
    const driver = new OdinDriver(client, 10, '2jjj', new Set(['2k9q']), silentLogger);
    const input = await driver.observe(NOW);
    expect(input.tokens.map((t) => t.id)).toEqual(['2k9q', '2jjj']);
    expect(fed).toEqual(['2jjj']);
    expect(input.points.filter((p) => p.tokenId === '2jjj').map((p) => p.priceSats)).toEqual([
      '1',
      '1.001',
      '330.189',
    ]);
    await driver.observe(new Date(NOW.getTime() + 60_000));
    expect(fed).toEqual(['2jjj']); // backfilled once
  });

  it('stops backfilling for the cycle when candles are blocked, and retries next cycle', async () => {
    let feedCalls = 0;
    server.use(
      http.get(`${BASE}/currency/btc`, () => json(BTC_USD)),
      http.get(`${BASE}/tokens`, () => json(page([ODINDOG, CURVE_TOKEN]))),
      http.get(`${BASE}/token/:id/feed`, () => {
        feedCalls++;
        return json('{}', 403);
      }),
    );
    const driver = new OdinDriver(client, 10, null, new Set(), silentLogger);
    const input = await driver.observe(NOW);
    expect(input.points).toHaveLength(2); // the cycle's own points still come through
    expect(feedCalls).toBe(1);
    expect(driver.state()).toEqual({ pendingBackfill: 2 });
    await driver.observe(new Date(NOW.getTime() + 60_000));
    expect(feedCalls).toBe(2);
  });
});
