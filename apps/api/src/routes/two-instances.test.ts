import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';

// N stateless API processes share one PostgreSQL: a session made through one is usable through another.
describe.runIf(process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    secondHandle = await database.another!();
    first = await createTestApp({ database });
    second = await createTestApp({ database: secondHandle });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await secondHandle?.close();
    await database?.dispose();
  });

  it("see each other's sessions and messages, with the same cookie binding", async () => {
    const { sessionId, cookie } = await first.newSession();
    const sent = await second.send({ sessionId, cookie }, 'hello from B');
    expect(sent.statusCode).toBe(201);
    const listed = await first.listMessages({ sessionId, cookie });
    expect(listed.json().map((m: { message: string }) => m.message)[0]).toBe('hello from B');
    const stranger = await second.newSession();
    const refused = await second.inject({
      method: 'GET',
      url: `/api/chat/messages/${sessionId}`,
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(404);
  });
});
