import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BTC_USD, CURVE_TOKEN, candles, ODINDOG, page } from '../../test-support/odin-fixtures.js';
import { OdinClient } from './odin-client.js';
import { OdinError } from './odin-http.js';

const BASE = 'https://odin.test/v1';
const json = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } });
const server = setupServer();
const client = new OdinClient({ baseUrl: BASE, timeoutMs: 500 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('OdinClient', () => {
  it('converts a bonded and an unbonded token exactly, BigInt-sized amounts included', async () => {
    let seen: URL | undefined;
    let headers: Headers | undefined;
    server.use(
      http.get(`${BASE}/tokens`, ({ request }) => {
        seen = new URL(request.url);
        headers = request.headers;
        return json(page([ODINDOG, CURVE_TOKEN]));
      }),
    );
    const [dog, cat] = await client.topTokens(500);
    expect(seen?.searchParams.get('sort')).toBe('marketcap:desc');
    expect(seen?.searchParams.get('limit')).toBe('100');
    expect(headers?.get('origin')).toBe('https://odin.fun');
    expect(headers?.get('user-agent')).toMatch(/Mozilla/);
    expect(dog).toMatchObject({
      id: '2jjj',
      symbol: 'ODINDOG',
      bonded: true,
      priceSats: '330.189',
      btcLiquiditySats: '302286688.964',
      tokenLiquidity: '915495.88409635445',
      sold: '16800000',
      totalSupply: '21000000',
      volume24hSats: '20444',
      volumeTotalSats: '2318842211.045', // cumulative `volume`, msat → sats
      holders: 11151,
      txnCount: '88327',
    });
    expect(cat).toMatchObject({ id: '2k9q', bonded: false, priceSats: '0.984', sold: '9634854.13186288939' });
  });

  it('pages until N tokens', async () => {
    const pages: string[] = [];
    server.use(
      http.get(`${BASE}/tokens`, ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get('page'));
        pages.push(String(n));
        const tokens = Array.from({ length: 100 }, (_, i) => CURVE_TOKEN.replace('"2k9q"', `"p${n}x${i}"`));
        return json(page(tokens, 1000, n));
      }),
    );
    const tokens = await client.topTokens(150);
    expect(tokens).toHaveLength(150);
    expect(pages).toEqual(['1', '2']);
  });

  it('reads BTC/USD and candles', async () => {
    const from = Date.UTC(2026, 10, 21) / 1000;
    server.use(
      http.get(`${BASE}/currency/btc`, () => json(BTC_USD)),
      http.get(`${BASE}/token/2jjj/feed`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('resolution')).toBe('300');
        return json(candles(from, [330189, 331000, 329999]));
      }),
    );
    expect(await client.btcUsd()).toBe('97123.45');
    const token = { id: '2jjj', holders: 5, txnCount: '9' } as Parameters<OdinClient['history']>[0];
    const points = await client.history(
      token,
      new Date(from * 1000),
      new Date((from + 900) * 1000),
      '97123.45',
    );
    expect(points.map((p) => p.priceSats)).toEqual(['330.189', '331', '329.999']);
    expect(points.map((p) => p.volume24hSats)).toEqual(['5000', '10000', '15000']);
  });

  it('treats 403 and 429 as blocked', async () => {
    server.use(http.get(`${BASE}/currency/btc`, () => json('{"error":"Forbidden"}', 403)));
    await expect(client.btcUsd()).rejects.toMatchObject({ failure: 'blocked', status: 403 });
    server.use(http.get(`${BASE}/currency/btc`, () => json('{}', 429)));
    await expect(client.btcUsd()).rejects.toMatchObject({ failure: 'blocked', status: 429 });
  });

  it('times out', async () => {
    server.use(
      http.get(`${BASE}/currency/btc`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        return json(BTC_USD);
      }),
    );
    await expect(client.btcUsd()).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('rejects malformed bodies', async () => {
    server.use(http.get(`${BASE}/tokens`, () => json('<html>Just a moment…</html>')));
    await expect(client.topTokens(10)).rejects.toMatchObject({ failure: 'invalid' });
    server.use(
      http.get(`${BASE}/tokens`, () => json(page([ODINDOG.replace('"price":330189', '"price":"lots"')]))),
    );
    const error = await client.topTokens(10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OdinError);
    expect((error as OdinError).message).toMatch(/data\.0\.price/);
    server.use(http.get(`${BASE}/token/2jjj`, () => json(ODINDOG.replace('"price":330189', '"price":-1'))));
    await expect(client.token('2jjj')).rejects.toMatchObject({ failure: 'invalid' });
  });
});
