import type { Kysely } from 'kysely';
import type { Database, MarketSourceColumn } from '../../db/schema.js';
import { buildView, type MarketView } from '../market-view.js';
import { readAnalytics } from '../store/analytics-repository.js';
import { type MarketMeta, readMeta } from '../store/meta-repository.js';
import { readCurrentTokens } from '../store/tokens-repository.js';

/**
 * The latest finished cycle of the active source: `odin` or `demo` when configured, and for
 * `auto` whichever source the ingesting process wrote last (it made the start-up choice).
 */
export async function latestMeta(
  db: Kysely<Database>,
  setting: 'odin' | 'demo' | 'auto',
): Promise<MarketMeta | null> {
  const sources: MarketSourceColumn[] = setting === 'auto' ? ['odin', 'demo'] : [setting];
  let latest: MarketMeta | null = null;
  for (const source of sources) {
    const meta = await readMeta(db, source);
    if (meta?.lastIngestAt && (!latest?.lastIngestAt || meta.lastIngestAt > latest.lastIngestAt))
      latest = meta;
  }
  return latest;
}

/** Rebuilds a follower's view from the rows the ingesting process stored for `meta`'s cycle. */
export async function readView(
  db: Kysely<Database>,
  meta: MarketMeta,
  featuredId: string | null,
  version: number,
): Promise<MarketView> {
  const at = meta.lastIngestAt!;
  const [tokens, figures] = await Promise.all([
    readCurrentTokens(db, meta.source, at),
    readAnalytics(db, meta.source),
  ]);
  return buildView({
    version,
    source: meta.source,
    asOf: at,
    btcUsd: meta.btcUsd,
    tokens,
    figures,
    featuredId,
  });
}
