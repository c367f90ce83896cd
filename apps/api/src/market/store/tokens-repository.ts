import type { MarketSourceColumn, TokenRow } from '../../db/schema.js';
import type { MarketToken } from '../model.js';
import { chunks, type Db } from './store-db.js';

const CHUNK = 500; // 17 columns × 500 rows stays far below PostgreSQL's 65,535 parameters

/** Writes the latest state of every observed token; `updated_at` = the cycle time marks the current set. */
export async function upsertTokens(
  db: Db,
  source: MarketSourceColumn,
  tokens: readonly MarketToken[],
  at: Date,
) {
  for (const chunk of chunks(tokens, CHUNK)) {
    const rows = chunk.map((t) => ({
      source,
      id: t.id,
      name: t.name,
      symbol: t.symbol,
      description: t.description,
      creator: t.creator,
      bonded: t.bonded,
      sold: t.sold,
      total_supply: t.totalSupply,
      price_sats: t.priceSats,
      btc_liquidity_sats: t.btcLiquiditySats,
      token_liquidity: t.tokenLiquidity,
      volume_24h_sats: t.volume24hSats,
      holders: t.holders,
      txn_count: t.txnCount,
      created_at: t.createdAt,
      updated_at: at,
    }));
    await db
      .insertInto('tokens')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['source', 'id']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          symbol: eb.ref('excluded.symbol'),
          description: eb.ref('excluded.description'),
          creator: eb.ref('excluded.creator'),
          bonded: eb.ref('excluded.bonded'),
          sold: eb.ref('excluded.sold'),
          total_supply: eb.ref('excluded.total_supply'),
          price_sats: eb.ref('excluded.price_sats'),
          btc_liquidity_sats: eb.ref('excluded.btc_liquidity_sats'),
          token_liquidity: eb.ref('excluded.token_liquidity'),
          volume_24h_sats: eb.ref('excluded.volume_24h_sats'),
          holders: eb.ref('excluded.holders'),
          txn_count: eb.ref('excluded.txn_count'),
          created_at: eb.ref('excluded.created_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** Ids of the tokens already stored for `source` (to know which ones need a history backfill). */
export async function knownTokenIds(db: Db, source: MarketSourceColumn): Promise<Set<string>> {
  const rows = await db.selectFrom('tokens').select('id').where('source', '=', source).execute();
  return new Set(rows.map((r) => r.id));
}

/** The tokens observed by the cycle at `at` (a follower's view of the current set). */
export async function readCurrentTokens(
  db: Db,
  source: MarketSourceColumn,
  at: Date,
): Promise<MarketToken[]> {
  const rows = await db
    .selectFrom('tokens')
    .selectAll()
    .where('source', '=', source)
    .where('updated_at', '>=', at)
    .execute();
  return rows.map(fromRow);
}

export function fromRow(row: TokenRow): MarketToken {
  return {
    id: row.id,
    name: row.name,
    symbol: row.symbol,
    description: row.description,
    creator: row.creator,
    bonded: row.bonded,
    sold: row.sold,
    totalSupply: row.total_supply,
    priceSats: row.price_sats,
    btcLiquiditySats: row.btc_liquidity_sats,
    tokenLiquidity: row.token_liquidity,
    volume24hSats: row.volume_24h_sats,
    holders: row.holders,
    txnCount: String(row.txn_count),
    createdAt: row.created_at ? new Date(row.created_at).toISOString() : null,
  };
}
