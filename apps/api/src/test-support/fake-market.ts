import { FIXTURE_FEATURED } from '../assistant/test-support/market-fixtures.js';
import type { components } from '../generated/api-types.gen.js';
import type { MarketReader, MarketSnapshot, MarketStatus } from '../market/market-service.js';

type Detail = components['schemas']['TokenDetailResponse'];
const AS_OF = '2026-11-21T14:05:00.000Z';

const analytics = (tokenId: string, change: string) => ({
  tokenId,
  priceChange24h: change,
  holders: 1200,
  transactions24h: 340,
  liquidityScore: '8.4',
  volatility: '21.73',
  historyHours: 24,
  partial: false,
});

/** A small market shaped exactly like the contract, for route tests (no ingester, no database). */
export function sampleSnapshot(version = 1): MarketSnapshot {
  const tokens = [
    {
      id: '2jjj',
      name: 'ODINDOG',
      symbol: 'ODINDOG',
      price: '1.93',
      marketCap: '1950000.00',
      bonded: true,
      analytics: analytics('2jjj', '4.21'),
    },
    {
      id: '29m8',
      name: 'ICONFUCIUS',
      symbol: 'ICONFUCIUS',
      price: '0.4',
      marketCap: '201000.00',
      bonded: false,
      analytics: analytics('29m8', '-3.42'),
    },
  ];
  return {
    version,
    source: 'demo',
    asOf: AS_OF,
    featured: { ...FIXTURE_FEATURED, asOf: AS_OF },
    popular: tokens.map(({ id, name, symbol, marketCap }) => ({ id, name, symbol, marketCap })),
    tokens,
    overview: {
      overview: {
        totalTokens: 2,
        totalHolders: 2400,
        totalTransactions24h: 680,
        totalMarketCap: '2151000.00',
      },
      topGainers: [tokens[0]!.analytics],
      topLosers: [tokens[1]!.analytics],
      mostVolatile: tokens.map((t) => t.analytics),
      source: 'demo',
      asOf: AS_OF,
    },
  };
}

export function sampleDetail(): Detail {
  // The detail of the snapshot's first token (ODINDOG), so list and detail never disagree.
  const { analytics: figures, ...token } = sampleSnapshot().tokens[0]!;
  return {
    token,
    analytics: figures ?? null,
    priceHistory: [
      { timestamp: '2026-11-21T13:00:00.000Z', price: '1.90', volume24h: '1200.5', marketCap: '1900000' },
      { timestamp: '2026-11-21T14:00:00.000Z', price: '1.93' },
    ],
    source: 'demo',
    asOf: AS_OF,
  };
}

export class FakeMarket implements MarketReader {
  current: MarketSnapshot | null = sampleSnapshot();
  detailCalls: Array<{ symbolOrId: string; days: number }> = [];
  marketStatus: MarketStatus = {
    source: 'demo',
    ingesting: true,
    lastIngestAt: AS_OF,
    upstreamReachable: true,
  };

  snapshot(): MarketSnapshot | null {
    return this.current;
  }
  async tokenDetail(symbolOrId: string, days: number): Promise<Detail | null> {
    this.detailCalls.push({ symbolOrId, days });
    const wanted = symbolOrId.toLowerCase();
    return this.current && (wanted === '2jjj' || wanted === 'odindog') ? sampleDetail() : null;
  }
  status(): MarketStatus {
    return this.marketStatus;
  }
}
