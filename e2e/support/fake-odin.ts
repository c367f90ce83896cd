import { createServer, type Server } from 'node:http';

// A stand-in for api.odin.fun on loopback, answering with bodies shaped like the real ones
// (excerpts of real api.odin.fun/v1 responses), switchable between healthy and broken behaviours.
export type OdinMode = 'ok' | 'down' | 'slow' | 'garbage' | 'forbidden';

const token = (id: string, name: string, price: number, bonded: boolean, holders: number) => ({
  id,
  name,
  ticker: name,
  description: `${name} on Odin.fun`,
  creator: 'bc1qexamplecreator',
  created_time: '2026-11-01T10:00:00.000Z',
  bonded,
  price, // msat per token
  marketcap: price * 21_000_000, // msat
  volume_24: 12_345_000,
  sold: bonded ? 1_680_000_000_000_000_000n : 963_485_413_186_288_939n,
  total_supply: 2_100_000_000_000_000_000n,
  btc_liquidity: bonded ? 302_286_688_964 : 0,
  token_liquidity: bonded ? 91_549_588_409_635_445n : 0,
  holder_count: holders,
  txn_count: 1200,
  decimals: 3,
  divisibility: 8,
  progress: bonded ? 100 : 57.35,
});

const TOKENS = [
  token('2jjj', 'ODINDOG', 330189, true, 11151),
  token('29m8', 'ICONFUCIUS', 9683, true, 354),
  token('2k9q', 'CURVECAT', 984, false, 212),
];

/** JSON with integers beyond 2^53 written as exact digits, as the real API does. */
function json(value: unknown): string {
  return JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? `__big${v}` : v)).replace(
    /"__big(\d+)"/g,
    '$1',
  );
}

export async function startFakeOdin(): Promise<{
  url: string;
  setMode(mode: OdinMode): void;
  close(): Promise<void>;
}> {
  let mode: OdinMode = 'ok';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://odin');
    if (mode === 'down') return response.destroy();
    if (mode === 'forbidden')
      return response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>blocked</h1>');
    if (mode === 'slow') return void setTimeout(() => response.destroy(), 10_000).unref();
    response.writeHead(200, { 'content-type': 'application/json' });
    if (mode === 'garbage') return response.end('{"data":[{"id":"2jjj","price":"NaN",');
    if (url.pathname === '/tokens') {
      return response.end(json({ data: TOKENS, count: TOKENS.length, page: 1, limit: 100 }));
    }
    const single = /^\/token\/([a-z0-9]+)$/.exec(url.pathname);
    if (single) return response.end(json(TOKENS.find((t) => t.id === single[1]) ?? {}));
    const feed = /^\/token\/([a-z0-9]+)\/feed$/.exec(url.pathname);
    if (feed) {
      const price = TOKENS.find((t) => t.id === feed[1])?.price ?? 1000;
      const to = Number(url.searchParams.get('to') ?? Math.floor(Date.now() / 1000));
      const candles = Array.from({ length: 48 }, (_, i) => {
        const close = Math.round(price * (1 + 0.01 * Math.sin(i / 3)));
        return { time: to - (47 - i) * 300, open: close, high: close, low: close, close, volume: 5_000_000 };
      });
      return response.end(json(candles));
    }
    if (url.pathname === '/currency/btc') {
      return response.end(
        json({ id: 1, amount: 97123.45, datetime: new Date().toISOString(), symbol: 'btc' }),
      );
    }
    response.end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    setMode: (next) => {
      mode = next;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
