import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { tokenFigures } from '../analytics/token-analytics.js';
import type { MarketToken } from '../model.js';
import { saveAnalytics } from '../store/analytics-repository.js';
import { writeMeta } from '../store/meta-repository.js';
import { insertPoints } from '../store/price-points-repository.js';
import { upsertTokens } from '../store/tokens-repository.js';
import type { MarketDriver } from './market-driver.js';
import type { SeriesCache } from './series-cache.js';

export interface CycleResult {
  at: Date;
  btcUsd: string;
  tokens: MarketToken[];
  figures: ReturnType<typeof tokenFigures>[];
  pointsStored: number;
}

/**
 * One ingest cycle: observe the source, store tokens and points, compute every token's
 * analytics from the in-memory series, store them, and mark the cycle done in market_meta
 * (written last: a follower that sees the new time finds the whole cycle). Throws, storing
 * nothing, when the source cannot be read, so the last good data stays.
 */
export async function runIngestCycle(
  db: Kysely<Database>,
  driver: MarketDriver,
  cache: SeriesCache,
  at: Date,
): Promise<CycleResult> {
  const input = await driver.observe(at);
  await upsertTokens(db, driver.source, input.tokens, at);
  await insertPoints(db, driver.source, input.points);
  cache.add(input.points, at.getTime());
  const now = at.getTime();
  const figures = input.tokens.map((t) => tokenFigures(t, cache.get(t.id), cache.firstPointAt(t.id), now));
  await saveAnalytics(db, driver.source, figures, at);
  await writeMeta(db, {
    source: driver.source,
    btcUsd: input.btcUsd,
    lastIngestAt: at,
    state: driver.state(),
  });
  return { at, btcUsd: input.btcUsd, tokens: input.tokens, figures, pointsStored: input.points.length };
}
