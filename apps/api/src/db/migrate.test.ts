import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { migrateToLatest } from './migrate.js';

describe('migrations', () => {
  let test: TestDatabase;
  afterAll(async () => test?.dispose());

  it('create every table, are idempotent, and keep numeric and bigint values as exact strings', async () => {
    test = await createTestDatabase();
    expect(await migrateToLatest(test.db)).toEqual([]);
    const row = await sql<{
      n: string;
      b: string;
    }>`select 0.000000000123::numeric as n, 9007199254740993::bigint as b`
      .execute(test.db)
      .then((r) => r.rows[0]);
    expect(row).toEqual({ n: '0.000000000123', b: '9007199254740993' });
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_name not like 'kysely%' order by table_name`.execute(
      test.db,
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual([
      'chat_messages',
      'chat_sessions',
      'market_meta',
      'price_points',
      'token_analytics',
      'tokens',
    ]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('run once when two processes start together', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    const second = await fresh.another!();
    try {
      const [a, b] = await Promise.all([migrateToLatest(fresh.db), migrateToLatest(second.db)]);
      expect([...a, ...b].sort()).toEqual([
        '001-chat',
        '002-market',
        '003-chat-cookie-index',
        '004-chat-suggestions',
        '005-price-points-volume-total',
      ]);
    } finally {
      await second.close();
      await fresh.dispose();
    }
  });
});
