import type { components } from '@odai/contract';
import { FIXTURE_AS_OF, FIXTURE_FEATURED, FIXTURE_TOKENS, fixtureOverview } from '@odai/contract/fixtures';
import { findSnapshotToken } from '../market/find-token.js';
import type {
  IngestCycle,
  IngestCycleListener,
  MarketReader,
  MarketSnapshot,
  MarketSource,
  MarketStatus,
  SnapshotListener,
} from '../market/market-service.js';

type Schemas = components['schemas'];
type Detail = Schemas['TokenDetailResponse'];

export interface FixtureOptions {
  source?: MarketSource;
  /** More tokens beside the fixtures (e.g. synthetic ones for a market of realistic size). */
  extraTokens?: Schemas['Token'][];
}

/** How a reply cites the fixture market's ODINDOG (id 2jjj) when it quotes its figures. */
export const ODINDOG_LIVE_SOURCE = { kind: 'live-data', ref: 'token:2jjj', asOf: FIXTURE_AS_OF } as const;

const byMarketCap = (a: Schemas['Token'], b: Schemas['Token']) => Number(b.marketCap) - Number(a.marketCap);

/** The fixture market as the server's snapshot: tokens by market cap, popular = the top 20. */
export function fixtureSnapshot(version = 1, options: FixtureOptions = {}): MarketSnapshot {
  const source = options.source ?? 'demo';
  const tokens = [...FIXTURE_TOKENS, ...(options.extraTokens ?? [])].sort(byMarketCap);
  return {
    version,
    source,
    asOf: FIXTURE_AS_OF,
    featured: { ...FIXTURE_FEATURED, source },
    popular: tokens.slice(0, 20).map(({ id, name, symbol, marketCap, price }) => ({
      id,
      name,
      symbol,
      marketCap: marketCap ?? '0',
      ...(price ? { price } : {}),
    })),
    tokens,
    overview: fixtureOverview(source),
  };
}

/** A token's detail as the server answers it: the snapshot's figures and a two-point history. */
function detailOf(snapshot: MarketSnapshot, symbolOrId: string): Detail | null {
  const found = findSnapshotToken(snapshot.tokens, symbolOrId);
  if (!found) return null;
  const { analytics, ...token } = found;
  const hourBefore = new Date(Date.parse(snapshot.asOf) - 3_600_000).toISOString();
  const point = (timestamp: string) => ({
    timestamp,
    price: token.price ?? '0',
    volume24h: '1200.50',
    marketCap: token.marketCap ?? '0',
  });
  return {
    token: { ...token, url: `https://odin.fun/token/${token.id}` },
    analytics: analytics ?? null,
    priceHistory: [point(hourBefore), point(snapshot.asOf)],
    source: snapshot.source,
    asOf: snapshot.asOf,
  };
}

/**
 * The one fake `MarketReader`: the fixture snapshot (or none: `empty`), looked up with the real
 * id/ticker rule. Tests may swap `current` and `marketStatus` and read `detailCalls`; `publish`
 * swaps the snapshot and announces it as the runtime does.
 */
export class FakeMarket implements MarketReader {
  current: MarketSnapshot | null;
  detailCalls: Array<{ symbolOrId: string; days: number }> = [];
  marketStatus: MarketStatus;

  constructor(options: FixtureOptions & { empty?: boolean } = {}) {
    this.current = options.empty ? null : fixtureSnapshot(1, options);
    this.marketStatus = {
      source: options.source ?? 'demo',
      ingesting: true,
      lastIngestAt: FIXTURE_AS_OF,
      upstreamReachable: true,
    };
  }

  snapshot(): MarketSnapshot | null {
    return this.current;
  }

  async tokenDetail(symbolOrId: string, days: number): Promise<Detail | null> {
    this.detailCalls.push({ symbolOrId, days });
    return this.current ? detailOf(this.current, symbolOrId) : null;
  }

  status(): MarketStatus {
    return this.marketStatus;
  }

  private readonly listeners = new Set<SnapshotListener>();

  onSnapshot(listener: SnapshotListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private readonly cycleListeners = new Set<IngestCycleListener>();

  onIngestCycle(listener: IngestCycleListener): () => void {
    this.cycleListeners.add(listener);
    return () => this.cycleListeners.delete(listener);
  }

  /** Reports one ingest cycle to the listeners, as MarketRuntime does after each one it runs. */
  reportCycle(cycle: IngestCycle): void {
    for (const listener of this.cycleListeners) listener(cycle);
  }

  /** Serves `snapshot`, then tells every listener (as MarketRuntime does after a cycle). */
  publish(snapshot: MarketSnapshot): void {
    this.current = snapshot;
    for (const listener of this.listeners) listener(snapshot);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
