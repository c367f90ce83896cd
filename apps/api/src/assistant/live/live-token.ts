import type { components } from '@odai/contract';
import type { MarketSnapshot, MarketSource } from '../../market/market-service.js';

type Schemas = components['schemas'];

/** One token's figures as the assistant quotes them, with when and where they came from. */
export interface LiveToken {
  id: string;
  name: string;
  symbol: string;
  price?: string;
  marketCap?: string;
  bonded?: boolean;
  /** Bonding-curve progress in percent, where the data has it. */
  progress?: string;
  /** US dollars traded in the last 24 h, where the data has it (the test fixtures do not). */
  volume24h?: string;
  analytics: Schemas['TokenAnalytics'] | null;
  asOf: string;
  source: MarketSource;
}

export function fromSnapshot(token: Schemas['Token'], snapshot: MarketSnapshot): LiveToken {
  return {
    id: token.id,
    name: token.name,
    symbol: token.symbol,
    price: token.price,
    marketCap: token.marketCap,
    bonded: token.bonded,
    ...(token.progress ? { progress: token.progress } : {}),
    ...(token.volume24h ? { volume24h: token.volume24h } : {}),
    analytics: token.analytics ?? null,
    asOf: snapshot.asOf,
    source: snapshot.source,
  };
}

export function fromDetail(detail: Schemas['TokenDetailResponse']): LiveToken {
  const t = detail.token;
  return {
    id: t.id,
    name: t.name,
    symbol: t.symbol,
    price: t.price,
    marketCap: t.marketCap,
    bonded: t.bonded,
    ...(t.progress ? { progress: t.progress } : {}),
    ...(t.volume24h ? { volume24h: t.volume24h } : {}),
    analytics: detail.analytics,
    asOf: detail.asOf,
    source: detail.source,
  };
}
