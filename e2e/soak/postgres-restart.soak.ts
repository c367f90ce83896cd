import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.js';

const adminUrl = process.env.TEST_DATABASE_URL;

function restartPostgres(): void {
  const versions = execSync('ls /etc/postgresql').toString().trim().split(/\s+/);
  for (const version of versions) execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main restart`);
}

// The database goes away under load and comes back: the server must recover by itself.
describe.runIf(adminUrl)('PostgreSQL restarted under load', () => {
  const database = `odai_soak_${randomBytes(4).toString('hex')}`;
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('serves again without a restart', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    server = await startServer({ DATABASE_URL: url.toString(), INGEST_INTERVAL_MS: '5000' });
    const { baseUrl } = server;
    const session = await fetch(`${baseUrl}/api/chat/session`, { method: 'POST' });
    const { sessionId } = (await session.json()) as { sessionId: string };
    const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const send = () =>
      fetch(`${baseUrl}/api/chat/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ sessionId, message: 'what are the fees?' }),
      }).then((r) => r.status);

    let stop = false;
    const statuses: number[] = [];
    const load = (async () => {
      while (!stop) statuses.push(await send().catch(() => -1));
    })();
    await new Promise((r) => setTimeout(r, 2000));
    restartPostgres();
    // Give the pool time to notice dead connections and reconnect.
    const deadline = Date.now() + 30_000;
    let ready = 0;
    while (Date.now() < deadline && ready !== 200) {
      ready = await fetch(`${baseUrl}/api/ready`).then(
        (r) => r.status,
        () => -1,
      );
      await new Promise((r) => setTimeout(r, 500));
    }
    stop = true;
    await load;
    expect(ready).toBe(200);
    expect(await send()).toBe(201);
    expect(statuses.filter((s) => s === -1)).toEqual([]); // the process never dropped a connection
    expect(server.process.exitCode).toBeNull();
  });
});
