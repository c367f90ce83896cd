import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { marketRuntime } from '../test-support/market-runtime.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

// Two processes on one PostgreSQL database: exactly one ingests. PGlite is embedded (one
// process), so there the single service always ingests; that case is covered by every other test.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const NOW = Date.UTC(2026, 10, 22, 1, 0, 0);

let database: TestDatabase;
let second: DatabaseHandle;
beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase();
  second = await database.another!();
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.close();
  await database.dispose();
});

describe.skipIf(!onPostgres)('ingest leader election (PostgreSQL advisory lock)', () => {
  it('lets one process ingest, the other follow, and hands over when the leader stops', async () => {
    let clock = NOW;
    const env = { MARKET_SOURCE: 'demo' };
    const a = marketRuntime(database, env, () => clock);
    const b = marketRuntime(second, env, () => clock);
    await a.start();
    await b.start();
    expect(a.status().ingesting).toBe(true);
    expect(b.status().ingesting).toBe(false);
    expect(b.snapshot()!.tokens).toEqual(a.snapshot()!.tokens);

    // Each process announces its own new snapshots (the event stream of both), once it serves them.
    const announced: string[] = [];
    a.onSnapshot((s) => announced.push(`a ${s.asOf} ${a.snapshot() === s}`));
    b.onSnapshot((s) => announced.push(`b ${s.asOf} ${b.snapshot() === s}`));
    clock += 60_000;
    await a.runOnce();
    await b.runOnce(); // still locked out: follows the new cycle
    expect(b.status()).toMatchObject({ ingesting: false, lastIngestAt: new Date(clock).toISOString() });
    const asOf = new Date(clock).toISOString();
    expect(announced).toEqual([`a ${asOf} true`, `b ${asOf} true`]);
    await b.runOnce(); // nothing new: no announcement
    expect(announced).toHaveLength(2);

    await a.stop(); // closes the lock connection, releasing the lock
    clock += 60_000;
    await b.runOnce();
    expect(b.status()).toMatchObject({
      ingesting: true,
      source: 'demo',
      lastIngestAt: new Date(clock).toISOString(),
    });
    await b.stop();
  });
});
