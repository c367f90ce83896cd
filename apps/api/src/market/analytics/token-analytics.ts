import type { MarketToken } from '../model.js';
import { curveBtcToMove2Percent, liquidityScore, poolBtcToMove2Percent } from './liquidity-score.js';
import { priceChangePercent } from './price-change.js';
import { DAY_MS, lastDay, type SeriesPoint } from './series.js';
import { dailyVolatilityPercent } from './volatility.js';

/** Per-token figures as numbers; formatting to the contract's decimal strings happens in the snapshot. */
export interface TokenFigures {
  tokenId: string;
  priceChange24h: number;
  volatility: number;
  liquidityScore: number;
  holders: number;
  transactions24h: number;
  historyHours: number;
  partial: boolean;
}

/**
 * All figures for one token at `now`. `history` is the token's points oldest first (at least
 * the last 24 h); `firstPointAt` is its oldest stored point, which decides `partial`.
 */
export function tokenFigures(
  token: MarketToken,
  history: readonly SeriesPoint[],
  firstPointAt: number | null,
  now: number,
): TokenFigures {
  const window = lastDay(history, now);
  const covered = firstPointAt === null ? 0 : Math.max(0, now - firstPointAt);
  const partial = covered < DAY_MS;
  const txnNow = Number(token.txnCount);
  const txnThen = window.length ? window[0]!.txnCount : txnNow;
  const btcNeeded = token.bonded
    ? poolBtcToMove2Percent(Number(token.btcLiquiditySats))
    : curveBtcToMove2Percent(Number(token.sold));
  return {
    tokenId: token.id,
    priceChange24h: priceChangePercent(window),
    volatility: dailyVolatilityPercent(window),
    liquidityScore: liquidityScore(btcNeeded),
    holders: token.holders,
    transactions24h: Math.max(0, txnNow - txnThen),
    historyHours: partial ? Math.floor((covered / 3_600_000) * 10) / 10 : 24,
    partial,
  };
}
