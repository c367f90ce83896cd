import { LIMITS } from '@odai/contract';
import type { MarketSnapshot } from './market-service.js';

type SnapshotToken = MarketSnapshot['tokens'][number];

/**
 * The token a lookup means: the exact id first, else the ticker case-insensitively. Tickers repeat
 * (copycats exist) and ids do not; the snapshot lists tokens by market cap, largest first, so the
 * first ticker match is the largest.
 */
export function findSnapshotToken(tokens: SnapshotToken[], symbolOrId: string): SnapshotToken | undefined {
  const wanted = symbolOrId.trim();
  const lower = wanted.toLowerCase();
  return tokens.find((t) => t.id === wanted) ?? tokens.find((t) => t.symbol.toLowerCase() === lower);
}

/** A history length in days within the contract's range. */
export function clampHistoryDays(days: number): number {
  return Math.min(LIMITS.historyDaysMax, Math.max(LIMITS.historyDaysMin, days));
}
