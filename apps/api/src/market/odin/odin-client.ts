import { toFixedPoint } from '../decimal.js';
import type { MarketPoint, MarketToken } from '../model.js';
import { type OdinHttpOptions, odinGet } from './odin-http.js';
import { odinCandles, odinCurrency, odinToken, odinTokenPage } from './odin-schemas.js';
import { msatToSats, toMarketToken } from './odin-units.js';

const PAGE_SIZE = 100; // the largest page /tokens accepts
const DAY_SECONDS = 86_400;

/** Reads what the market needs from Odin.fun, in our units. */
export class OdinClient {
  constructor(private readonly http: OdinHttpOptions) {}

  /** The top `n` tokens by market cap, paged 100 at a time. A token seen twice keeps its first row. */
  async topTokens(n: number): Promise<MarketToken[]> {
    const byId = new Map<string, MarketToken>();
    const lastPage = Math.ceil(n / PAGE_SIZE) + 2; // a little slack for duplicates across pages, never unbounded
    for (let page = 1; byId.size < n && page <= lastPage; page++) {
      const limit = Math.min(PAGE_SIZE, n - byId.size);
      const result = await odinGet(
        this.http,
        '/tokens',
        { page, limit: PAGE_SIZE, sort: 'marketcap:desc' },
        odinTokenPage,
      );
      for (const token of result.data.slice(0, limit)) {
        if (!byId.has(token.id)) byId.set(token.id, toMarketToken(token));
      }
      if (result.data.length < PAGE_SIZE || page * PAGE_SIZE >= Number(result.count)) break;
    }
    return [...byId.values()];
  }

  async token(id: string): Promise<MarketToken> {
    return toMarketToken(await odinGet(this.http, `/token/${encodeURIComponent(id)}`, {}, odinToken));
  }

  /** USD per BTC, as a decimal string. */
  async btcUsd(): Promise<string> {
    const currency = await odinGet(this.http, '/currency/btc', {}, odinCurrency);
    if (toFixedPoint(currency.amount) <= 0n) throw new Error('BTC/USD must be positive');
    return currency.amount;
  }

  /**
   * History points from 5-minute candles over [from, to]. The candle carries price and volume;
   * holders and trade counts are not historical upstream, so points take the token's current
   * ones (transactions24h therefore counts only trades seen since ingest began).
   */
  async history(token: MarketToken, from: Date, to: Date, btcUsd: string): Promise<MarketPoint[]> {
    const candles = await odinGet(
      this.http,
      `/token/${encodeURIComponent(token.id)}/feed`,
      { resolution: 300, from: Math.floor(from.getTime() / 1000), to: Math.floor(to.getTime() / 1000) },
      odinCandles,
    );
    const rows = candles
      .map((c) => ({ seconds: toSeconds(Number(c.time)), close: c.close, volume: toFixedPoint(c.volume) }))
      .filter((c) => c.seconds * 1000 >= from.getTime() && c.seconds * 1000 <= to.getTime())
      .sort((a, b) => a.seconds - b.seconds);
    // Rolling 24 h volume from the candles' own volumes (msat → sats).
    const points: MarketPoint[] = [];
    let windowStart = 0;
    let windowSum = 0n;
    for (const row of rows) {
      windowSum += row.volume;
      while (rows[windowStart]!.seconds <= row.seconds - DAY_SECONDS)
        windowSum -= rows[windowStart++]!.volume;
      points.push({
        tokenId: token.id,
        ts: new Date(row.seconds * 1000),
        priceSats: msatToSats(row.close),
        volume24hSats: msatToSats(fixedPointToInteger(windowSum)),
        holders: token.holders,
        txnCount: token.txnCount,
        btcUsd,
      });
    }
    return points;
  }
}

/** Candle times are documented as UNIX seconds; accept milliseconds too. */
function toSeconds(time: number): number {
  return time > 1e11 ? Math.floor(time / 1000) : Math.floor(time);
}

function fixedPointToInteger(value: bigint): string {
  return (value / 10n ** 18n).toString();
}
