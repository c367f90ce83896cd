import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.js';

const SENDERS = 200;
const DURATION_MS = 60_000;

interface Sender {
  sessionId: string;
  cookie: string;
  accepted: string[];
}

async function openSession(baseUrl: string): Promise<Sender> {
  const response = await fetch(`${baseUrl}/api/chat/session`, { method: 'POST' });
  expect(response.status).toBe(201);
  const { sessionId } = (await response.json()) as { sessionId: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { sessionId, cookie, accepted: [] };
}

// 200 visitors chatting at once for a minute: no 5xx, and every message the server accepted (201)
// is there afterwards, in order, each with its answer.
describe('chat under load', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it(`${SENDERS} concurrent senders for ${DURATION_MS / 1000} s lose nothing`, async () => {
    server = await startServer({
      SESSION_RATE_PER_IP_PER_HOUR: '100000',
      CHAT_RATE_PER_IP_PER_MINUTE: '100000',
      CHAT_RATE_PER_MINUTE: '10000',
    });
    const { baseUrl } = server;
    const senders = await Promise.all(Array.from({ length: SENDERS }, () => openSession(baseUrl)));
    const statuses = new Map<number, number>();
    const deadline = Date.now() + DURATION_MS;
    await Promise.all(
      senders.map(async (sender, index) => {
        let n = 0;
        while (Date.now() < deadline) {
          const message = `sender ${index} message ${n++}: what is a bonding curve?`;
          const response = await fetch(`${baseUrl}/api/chat/message`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: sender.cookie },
            body: JSON.stringify({ sessionId: sender.sessionId, message }),
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          await response.arrayBuffer();
          if (response.status === 201) sender.accepted.push(message);
        }
      }),
    );
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `chat load: ${total} sends in ${DURATION_MS / 1000} s, statuses`,
      Object.fromEntries(statuses),
    );
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    for (const sender of senders) {
      const response = await fetch(`${baseUrl}/api/chat/messages/${sender.sessionId}`, {
        headers: { cookie: sender.cookie },
      });
      const messages = (await response.json()) as { message: string; isUser: boolean }[];
      expect(messages.filter((m) => m.isUser).map((m) => m.message)).toEqual(sender.accepted);
      expect(messages.filter((m) => !m.isUser)).toHaveLength(sender.accepted.length);
    }
  });
});
