import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { TokenHistoryCache } from './history/history-cache.js';
import { latestMeta, readView } from './ingest/follow.js';
import { IngestLeader } from './ingest/ingest-leader.js';
import { LeaderLock } from './ingest/leader-lock.js';
import type { IngestCycleListener, MarketService, MarketStatus, SnapshotListener } from './market-service.js';
import type { MarketView } from './market-view.js';
import { readTokenDetail } from './token-detail.js';

const MAX_BACKOFF_MS = 10 * 60_000;
const FOLLOW_POLL_MAX_MS = 5_000;

export interface MarketRuntimeDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** The clock (tests pin it). */
  now?: () => number;
  /** History the demo market generates at first start (default 7 days; tests use less). */
  demoHistoryMs?: number;
}

/**
 * The market as a process runs it. With INGEST on it tries to become the leader (the one
 * ingesting process); otherwise, or while another process leads, it follows: it polls
 * market_meta.last_ingest_at and rebuilds its view from the database when a cycle finished.
 * Reads are served from the in-memory view; failures keep the last view.
 */
export class MarketRuntime implements MarketService {
  private view: MarketView | null = null;
  private leader: IngestLeader | null = null;
  private readonly lock: LeaderLock;
  private lastSeen: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly now: () => number;
  private readonly listeners = new Set<SnapshotListener>();
  private readonly cycleListeners = new Set<IngestCycleListener>();
  /** Token histories per snapshot and bucket width: odd `days` values cost no read each. */
  private readonly histories = new TokenHistoryCache();

  constructor(private readonly deps: MarketRuntimeDeps) {
    this.lock = new LeaderLock(deps.database, deps.logger);
    this.now = deps.now ?? Date.now;
  }

  snapshot() {
    return this.view?.snapshot ?? null;
  }

  status(): MarketStatus {
    const lastIngestAt = this.view?.snapshot.asOf ?? null; // the snapshot is as of the last finished cycle
    return {
      source: this.leader?.source ?? this.view?.source ?? null,
      ingesting: this.leader !== null,
      lastIngestAt,
      upstreamReachable: this.leader ? this.leader.upstreamReachable : this.followedLooksFresh(),
    };
  }

  onSnapshot(listener: SnapshotListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onIngestCycle(listener: IngestCycleListener): () => void {
    this.cycleListeners.add(listener);
    return () => this.cycleListeners.delete(listener);
  }

  /** Serves `view` from now on, then announces it (a listener's refetch must see the new one). */
  private publish(view: MarketView): void {
    this.view = view;
    for (const listener of this.listeners) {
      try {
        listener(view.snapshot);
      } catch (err) {
        this.deps.logger.error({ err }, 'a snapshot listener failed');
      }
    }
  }

  async tokenDetail(symbolOrId: string, days: number) {
    if (!this.view) return null;
    return readTokenDetail(this.deps.database.db, this.view, symbolOrId, days, this.now(), this.histories);
  }

  /** Resolves once the first view exists (or could not be made): the leader's first cycle, or a follower's first read. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.leader = null;
    await this.lock.release();
  }

  /** Runs one step now (a cycle when leading, a poll when following), after any step in flight. For tests and benchmarks. */
  async runOnce(): Promise<void> {
    await this.running;
    this.running = this.step();
    await this.running;
  }

  private tick(): Promise<void> {
    this.running = this.step()
      .catch((err) => this.deps.logger.error({ err }, 'market step failed'))
      .finally(() => this.schedule());
    return this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    const interval = this.deps.config.INGEST_INTERVAL_MS;
    const delay = this.leader
      ? Math.min(MAX_BACKOFF_MS, interval * 2 ** Math.min(this.leader.failures, 10))
      : Math.min(interval, FOLLOW_POLL_MAX_MS);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async step(): Promise<void> {
    const { config, database, logger } = this.deps;
    if (this.leader && !this.lock.held) {
      logger.warn('ingest lock lost; following');
      this.leader = null;
    }
    if (!this.leader && config.INGEST && (await this.lock.tryAcquire())) {
      this.leader = await IngestLeader.open(
        config,
        database,
        logger,
        new Date(this.now()),
        this.deps.demoHistoryMs,
      );
    }
    if (this.leader) {
      const started = performance.now();
      const view = await this.leader.cycle(new Date(this.now()));
      const cycle = { source: this.leader.source, seconds: (performance.now() - started) / 1000, ok: !!view };
      for (const listener of this.cycleListeners) listener(cycle);
      if (view) this.publish(view);
      // Upstream down right after a restart: serve the last good data stored for this source.
      else if (!this.view) await this.follow(this.leader.source);
      return;
    }
    await this.follow(config.MARKET_SOURCE);
  }

  private async follow(setting: 'odin' | 'demo' | 'auto'): Promise<void> {
    const meta = await latestMeta(this.deps.database.db, setting);
    const at = meta?.lastIngestAt?.getTime() ?? null;
    if (!meta || at === null || at === this.lastSeen) return;
    const featuredId = meta.source === 'demo' ? '2odai' : (this.deps.config.FEATURED_TOKEN_ID ?? null);
    const view = await readView(
      this.deps.database.db,
      meta,
      featuredId,
      (this.view?.snapshot.version ?? 0) + 1,
    );
    this.lastSeen = at;
    this.publish(view);
  }

  /** A follower cannot see the upstream; it calls it reachable while the leader's cycles keep coming. */
  private followedLooksFresh(): boolean {
    if (this.view?.source === 'demo') return true;
    return this.lastSeen !== null && this.now() - this.lastSeen < 3 * this.deps.config.INGEST_INTERVAL_MS;
  }
}
