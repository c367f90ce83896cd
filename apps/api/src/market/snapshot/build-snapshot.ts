import type { components } from '@odai/contract';
import { overviewLists } from '../analytics/market-overview.js';
import type { TokenFigures } from '../analytics/token-analytics.js';
import { formatNumber } from '../decimal.js';
import type { MarketSnapshot, MarketSource } from '../market-service.js';
import { curveProgress, type MarketToken, odinTokenUrl } from '../model.js';
import { marketCapUsd, satsToUsd, usdPriceString, usdString } from './usd.js';

type Schemas = components['schemas'];
const POPULAR_COUNT = 20;

export interface SnapshotInput {
  version: number;
  source: MarketSource;
  asOf: Date;
  btcUsd: string;
  tokens: readonly MarketToken[];
  figures: ReadonlyMap<string, TokenFigures>;
  featuredId: string | null;
}

/** Everything the read endpoints serve, computed once per cycle (reads then cost no query). */
export function buildSnapshot(input: SnapshotInput): MarketSnapshot {
  const asOf = input.asOf.toISOString();
  const caps = new Map(
    input.tokens.map((t) => [t.id, marketCapUsd(t.priceSats, t.totalSupply, input.btcUsd)]),
  );
  const byCap = [...input.tokens].sort(
    (a, b) => compareDesc(caps.get(a.id)!, caps.get(b.id)!) || (a.id < b.id ? -1 : 1),
  );
  const analytics = new Map<string, Schemas['TokenAnalytics']>();
  for (const [id, f] of input.figures) analytics.set(id, toAnalytics(f));
  const figures = input.tokens.map((t) => input.figures.get(t.id)).filter((f): f is TokenFigures => !!f);
  const lists = overviewLists(figures);
  const totalCap = [...caps.values()].reduce((sum, v) => sum + v, 0n);
  const featured = input.tokens.find((t) => t.id === input.featuredId);
  return {
    version: input.version,
    source: input.source,
    asOf,
    featured: featured ? toFeatured(featured, input, caps.get(featured.id)!, asOf) : null,
    popular: byCap.slice(0, POPULAR_COUNT).map((t) => ({
      id: t.id,
      name: t.name,
      symbol: t.symbol,
      marketCap: usdString(caps.get(t.id)!),
      price: t.priceSats,
    })),
    tokens: byCap.map((t) => ({
      id: t.id,
      name: t.name,
      symbol: t.symbol,
      price: t.priceSats,
      marketCap: usdString(caps.get(t.id)!),
      bonded: t.bonded,
      volume24h: usdString(satsToUsd(t.volume24hSats, input.btcUsd)),
      progress: formatNumber(curveProgress(t), 2),
      ...(analytics.has(t.id) ? { analytics: analytics.get(t.id)! } : {}),
    })),
    overview: {
      overview: {
        totalTokens: input.tokens.length,
        totalHolders: input.tokens.reduce((sum, t) => sum + t.holders, 0),
        totalTransactions24h: figures.reduce((sum, f) => sum + f.transactions24h, 0),
        totalMarketCap: usdString(totalCap),
        btcUsd: input.btcUsd,
      },
      topGainers: lists.topGainers.map((f) => analytics.get(f.tokenId)!),
      topLosers: lists.topLosers.map((f) => analytics.get(f.tokenId)!),
      mostVolatile: lists.mostVolatile.map((f) => analytics.get(f.tokenId)!),
      source: input.source,
      asOf,
    },
  };
}

export function toAnalytics(f: TokenFigures): Schemas['TokenAnalytics'] {
  return {
    tokenId: f.tokenId,
    priceChange24h: formatNumber(f.priceChange24h, 2),
    holders: f.holders,
    transactions24h: f.transactions24h,
    liquidityScore: formatNumber(f.liquidityScore, 1),
    volatility: formatNumber(f.volatility, 2),
    historyHours: f.historyHours,
    partial: f.partial,
  };
}

function toFeatured(
  t: MarketToken,
  input: SnapshotInput,
  cap: bigint,
  asOf: string,
): Schemas['FeaturedToken'] {
  const f = input.figures.get(t.id);
  const progress = curveProgress(t);
  return {
    id: t.id,
    symbol: t.symbol,
    fullName: t.name,
    description: t.description,
    price: t.priceSats,
    priceUSD: usdPriceString(satsToUsd(t.priceSats, input.btcUsd)),
    change24h: formatNumber(f?.priceChange24h ?? 0, 2),
    marketCap: usdString(cap),
    status: formatNumber(progress, 2),
    bonded: t.bonded,
    holders: t.holders,
    supply: t.totalSupply,
    txns: f?.transactions24h ?? 0,
    ...(t.creator ? { dev: t.creator } : {}),
    url: odinTokenUrl(t.id),
    source: input.source,
    asOf,
  };
}

const compareDesc = (a: bigint, b: bigint) => (a > b ? -1 : a < b ? 1 : 0);
