import type { components } from '@odai/contract';

type Schemas = components['schemas'];
export type MarketSource = Schemas['MarketSource'];

/**
 * Everything the read endpoints serve, computed once per ingest cycle so that reads cost no
 * query on the hot path. `version` increases with every new snapshot (routes cache the JSON
 * bytes per version).
 */
export interface MarketSnapshot {
  version: number;
  source: MarketSource;
  asOf: string; // ISO time the figures were computed
  featured: Schemas['FeaturedToken'] | null; // null: none configured (404)
  popular: Schemas['PopularToken'][];
  tokens: Schemas['Token'][];
  overview: Schemas['MarketOverviewResponse'];
}

export interface MarketStatus {
  source: MarketSource | null;
  ingesting: boolean; // this process holds the ingest lock
  lastIngestAt: string | null;
  upstreamReachable: boolean;
}

/** What routes and the assistant read. No Fastify types here. */
export interface MarketReader {
  /** The latest snapshot, or null before the first one exists (routes answer 503). */
  snapshot(): MarketSnapshot | null;
  /** One token by id (exact) or ticker (case-insensitive, largest market cap wins); null if unknown. */
  tokenDetail(symbolOrId: string, days: number): Promise<Schemas['TokenDetailResponse'] | null>;
  status(): MarketStatus;
  /**
   * Calls `listener` with each new snapshot, after it is what `snapshot()` returns (so a read made
   * on the call sees it). Returns the unsubscribe function.
   */
  onSnapshot(listener: SnapshotListener): () => void;
  /**
   * Calls `listener` after each ingest cycle this process ran, failed ones included (metrics).
   * Optional: a reader that never ingests (a test double) has none.
   */
  onIngestCycle?(listener: IngestCycleListener): () => void;
}

export type SnapshotListener = (snapshot: MarketSnapshot) => void;

/** One ingest cycle as it ran: its source, wall time, and whether it produced a snapshot. */
export interface IngestCycle {
  source: MarketSource;
  seconds: number;
  ok: boolean;
}
export type IngestCycleListener = (cycle: IngestCycle) => void;

/** The market as the server runs it: a reader plus background work (ingest or follow). */
export interface MarketService extends MarketReader {
  start(): Promise<void>;
  stop(): Promise<void>;
}
