import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { deleteIdleSessions, insertMessage, insertSession, listMessages } from './chat-repository.js';

async function sessionIdleFor(db: TestDatabase, days: number): Promise<string> {
  const id = randomUUID();
  await insertSession(db.db, { id, cookieHash: 'f'.repeat(64) });
  await insertMessage(db.db, { id: randomUUID(), sessionId: id, isUser: true, message: 'hello' });
  await sql`update chat_sessions set last_active_at = now() - make_interval(days => ${days}) where id = ${id}`.execute(
    db.db,
  );
  return id;
}

describe('chat repository', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => db?.dispose());

  it('deletes sessions idle for 30 days with their messages, keeping active ones', async () => {
    const stale = await sessionIdleFor(db, 31);
    const fresh = await sessionIdleFor(db, 29);
    expect(await deleteIdleSessions(db.db, new Date(Date.now() - 30 * 86_400_000))).toBe(1);
    expect(await listMessages(db.db, stale, 10)).toEqual([]);
    expect(await listMessages(db.db, fresh, 10)).toHaveLength(1);
  });

  it('works inside a transaction, which can roll back', async () => {
    const id = randomUUID();
    await db.db
      .transaction()
      .execute(async (trx) => {
        await insertSession(trx, { id, cookieHash: 'a'.repeat(64) });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await listMessages(db.db, id, 10)).toEqual([]);
    const count = await sql<{ n: string }>`select count(*) as n from chat_sessions where id = ${id}`.execute(
      db.db,
    );
    expect(Number(count.rows[0]!.n)).toBe(0);
  });

  it('lists the latest messages oldest first when a limit applies', async () => {
    const id = randomUUID();
    await insertSession(db.db, { id, cookieHash: 'b'.repeat(64) });
    for (const message of ['1', '2', '3', '4'])
      await insertMessage(db.db, { id: randomUUID(), sessionId: id, isUser: true, message });
    expect((await listMessages(db.db, id, 3)).map((m) => m.message)).toEqual(['2', '3', '4']);
  });

  it('the app sweeps idle sessions when it starts', async () => {
    const stale = await sessionIdleFor(db, 45);
    const t = await createTestApp({ database: db });
    try {
      await expect.poll(async () => (await listMessages(db.db, stale, 10)).length).toBe(0);
    } finally {
      await t.app.close();
    }
  });
});
