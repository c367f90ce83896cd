import type { components } from '../../generated/api-types.gen.js';
import type { MarketReader, MarketSnapshot, MarketSource } from '../../market/market-service.js';
import { FIXTURE_AS_OF, FIXTURE_FEATURED, FIXTURE_TOKENS, fixtureOverview } from './market-fixtures.js';

type Token = components['schemas']['Token'];

/**
 * A deterministic MarketReader over the fixtures, for tests, the eval and the bench. `tokenDetail`
 * follows the real contract: exact id, else ticker case-insensitively with the largest cap winning.
 */
export function createFakeMarket(
  options: { source?: MarketSource; empty?: boolean; extraTokens?: Token[] } = {},
): MarketReader {
  const source = options.source ?? 'demo';
  const snapshot: MarketSnapshot = {
    version: 1,
    source,
    asOf: FIXTURE_AS_OF,
    featured: { ...FIXTURE_FEATURED, source },
    popular: FIXTURE_TOKENS.slice(0, 4).map((t) => ({
      id: t.id,
      name: t.name,
      symbol: t.symbol,
      marketCap: t.marketCap ?? '0',
      price: t.price,
    })),
    tokens: [...FIXTURE_TOKENS, ...(options.extraTokens ?? [])],
    overview: fixtureOverview(source),
  };
  return {
    snapshot: () => (options.empty ? null : snapshot),
    async tokenDetail(symbolOrId) {
      if (options.empty) return null;
      const lower = symbolOrId.toLowerCase();
      const byTicker = FIXTURE_TOKENS.filter((t) => t.symbol.toLowerCase() === lower).sort(
        (a, b) => Number(b.marketCap) - Number(a.marketCap),
      );
      const t = FIXTURE_TOKENS.find((x) => x.id === symbolOrId) ?? byTicker[0];
      if (!t) return null;
      const { analytics, ...rest } = t;
      return {
        token: { ...rest, url: `https://odin.fun/token/${t.id}` },
        analytics: analytics ?? null,
        priceHistory: [],
        source,
        asOf: FIXTURE_AS_OF,
      };
    },
    status: () => ({ source, ingesting: false, lastIngestAt: FIXTURE_AS_OF, upstreamReachable: true }),
  };
}
