import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import type { Assistant } from '../assistant/assistant.js';
import { type Config, loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { EventStreamHub } from '../http/event-stream-hub.js';
import type { Lifecycle } from '../server/lifecycle.js';
import { FakeAssistant } from './fake-assistant.js';
import { FakeMarket } from './fake-market.js';
import { validateAgainstContract } from './openapi-validator.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const INDEX_HTML =
  '<!doctype html><html><head><title>ODAI test</title><meta name="description" content="Test." /><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-abc123.js"></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web's server renderer (same exports as dist/ssr/entry-server.js): '/' shows
 * what the in-process API answered for the popular tokens, '/analytics' and '/analytics/:token' the
 * overview, '/boom' fails, anything else is its 404 page. Every render is numbered, so a test sees
 * a cache hit.
 */
const FAKE_RENDERER = `
let renders = 0;
const pages = {
  '/': '/api/tokens/popular',
  '/analytics': '/api/analytics/market-overview',
  '/analytics/:token': '/api/analytics/market-overview',
  '/boom': null,
};
const routeOf = (path) =>
  path in pages ? path : /^\\/analytics\\/[^/]+$/.test(path) ? '/analytics/:token' : '*';
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export function createPageRenderer(fetchApi) {
  return {
    paths: Object.keys(pages),
    resolve(url) {
      const path = url.split('?')[0].replace(/(.)\\/+$/, '$1');
      const route = routeOf(path);
      return route in pages
        ? { url: path, cacheKey: path, sources: ['market'], route }
        : { url: path, cacheKey: 'not-found', sources: [], route };
    },
    async render(url) {
      renders += 1;
      if (url === '/boom') throw new Error('the page failed to render');
      const route = routeOf(url);
      if (!(route in pages)) return { status: 404, title: 'Not found', description: 'None.', html: '<h1>404</h1>', state: '{}' };
      const response = await fetchApi(new Request('http://localhost' + pages[route]));
      const body = response.status + ' ' + response.headers.get('x-data-source') + ' ' + (await response.text());
      return {
        status: 200,
        title: 'Page ' + url + ' <&>',
        description: 'A "test" page',
        html: '<main data-render="' + renders + '">' + escape(body) + '</main>',
        state: '{"page":"' + url + '"}',
      };
    },
  };
}
`;

/** A throwaway built web app: index.html, one hashed asset and (unless told not to) a server renderer. */
export function fakeWebDist(options: { renderer?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'odai-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  if (options.renderer !== false) {
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(join(dir, 'ssr', 'entry-server.js'), FAKE_RENDERER);
  }
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(
    join(dir, 'route-preloads.json'),
    JSON.stringify({
      '/analytics': ['assets/analytics-page-def456.js', 'assets/analytics-page-def456.css'],
      '/analytics/:token': ['assets/analytics-page-def456.js', 'assets/analytics-page-def456.css'],
    }),
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
  return dir;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CHAT_RATE_PER_MINUTE: '10000',
    CHAT_RATE_PER_IP_PER_MINUTE: '100000',
    SESSION_RATE_PER_IP_PER_HOUR: '100000',
    READ_RATE_PER_IP_PER_MINUTE: '1000000',
    ...env,
  });
}

/** A chat session as its visitor holds it: the id and the Cookie header that binds it. */
export type ChatSession = { sessionId: string; cookie: string };

export interface TestApp<A extends Assistant = FakeAssistant> {
  app: FastifyInstance;
  database: DatabaseHandle;
  market: FakeMarket;
  assistant: A;
  /** app.inject, with every response validated against the OpenAPI document. */
  inject(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  /** Creates a session; returns its id and the Cookie header that binds it. */
  newSession(cookie?: string): Promise<ChatSession>;
  /** Sends `message` as the visitor holding `session` (to POST /api/chat/message, or `url`). */
  send(session: ChatSession, message: string, url?: string): Promise<LightMyRequestResponse>;
  /** Lists `session`'s messages as the visitor holding it. */
  listMessages(session: ChatSession): Promise<LightMyRequestResponse>;
  countRows(): Promise<{ sessions: number; messages: number }>;
  close(): Promise<void>;
}

/** A built app on a fresh test database (or `database`, for a second instance), with fakes. */
export async function createTestApp<A extends Assistant = FakeAssistant>(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    /** Another engine (e.g. the LLM engine against msw); the FakeAssistant when absent. */
    assistant?: A;
    lifecycle?: Lifecycle;
    events?: EventStreamHub;
    logger?: FastifyBaseLogger;
    httpTimeouts?: { headersMs: number; requestMs: number; checkEveryMs: number };
  } = {},
): Promise<TestApp<A>> {
  const owned: TestDatabase | undefined = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? owned!;
  const market = new FakeMarket();
  const assistant = options.assistant ?? (new FakeAssistant() as unknown as A);
  const config = testConfig({ WEB_DIST_DIR: fakeWebDist(), ...options.env });
  const app = await buildApp({
    config,
    database,
    market,
    assistant,
    lifecycle: options.lifecycle,
    events: options.events,
    logger: options.logger,
    httpTimeouts: options.httpTimeouts,
  });
  await app.ready();

  const inject: TestApp<A>['inject'] = async (request) => {
    const response = await app.inject(request);
    validateAgainstContract(request.method ?? 'GET', request.url, response);
    return response;
  };
  return {
    app,
    database,
    market,
    assistant,
    inject,
    async newSession(cookie) {
      const response = await inject({
        method: 'POST',
        url: '/api/chat/session',
        headers: cookie ? { cookie } : {},
      });
      const setCookie = String(response.headers['set-cookie']).split(';')[0]!;
      return { sessionId: response.json().sessionId, cookie: setCookie };
    },
    send: ({ sessionId, cookie }, message, url = '/api/chat/message') =>
      inject({ method: 'POST', url, headers: { cookie }, payload: { sessionId, message } }),
    listMessages: ({ sessionId, cookie }) =>
      inject({ method: 'GET', url: `/api/chat/messages/${sessionId}`, headers: { cookie } }),
    async countRows() {
      const row = await sql<{ sessions: string; messages: string }>`
        select (select count(*) from chat_sessions) as sessions, (select count(*) from chat_messages) as messages`
        .execute(database.db)
        .then((r) => r.rows[0]!);
      return { sessions: Number(row.sessions), messages: Number(row.messages) };
    },
    async close() {
      await app.close();
      await owned?.dispose();
    },
  };
}
