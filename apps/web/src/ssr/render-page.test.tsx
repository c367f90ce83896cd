import { formatPercent, formatSats, formatUsd } from '@odai/format';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../app/routes';
import { startApp } from '../app/start-app';
import { PAGE_STATE_ID } from '../lib/page-state';
import { AS_OF, errorBody, featuredToken, popularTokens, tokens } from '../test/fixtures';
import { server } from '../test/server';
import { type RenderedPage, renderPage } from './render-page';

const RENDERED_AT = Date.parse(AS_OF) + 90_000;
/** The reads the pages embed: the client must never send them. */
const PAGE_READS = [
  ...['featured', 'popular', 'tokens', 'market-overview'].map((name) =>
    expect.stringMatching(new RegExp(`^GET /api/(tokens|analytics)/${name}$`)),
  ),
  expect.stringMatching(/^GET \/api\/(guides|chat\/assistant)/),
];

beforeEach(() => {
  // React's development build warns when its server and browser renderers share a context in one
  // process, as they do only here; the server renderer runs in a process of its own.
  // biome-ignore lint/suspicious/noConsole: the setup's recorder, which fails the test on any other error.
  const recordError = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple renderers concurrently')) recordError(...args);
  });
});

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

/** Puts a server-rendered page into the document as the server sends it, then starts the client on it. */
async function hydratePage(url: string, page: RenderedPage) {
  // The server renderer leaves the context values of a page's last lazy boundary set until its next
  // render (harmless in the server's own process); the browser renderer, in this one, would read
  // them. An empty server render resets them.
  await prerender(null);
  window.history.replaceState(null, '', url);
  document.title = '';
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = page.html;
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = PAGE_STATE_ID;
  state.textContent = page.state;
  document.body.append(root, state);
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', record);
  const heading = root.querySelector('h1');
  const errors: unknown[] = [];
  const app = await act(async () =>
    startApp(root, { onRecoverableError: (error) => void errors.push(error) }),
  );
  mounted.push(() => {
    server.events.removeListener('request:start', record);
    act(() => app.unmount());
    root.remove();
    state.remove();
  });
  return { root, heading, errors, requests };
}

describe('server rendering, then hydration in the browser', () => {
  it.each([
    ['/', 200, 'Your AI guide to', 'ODAI — AI Chat Assistant & Bitcoin Runes Guide for Odin.fun'],
    ['/analytics', 200, 'Token Analytics Dashboard', 'Token Analytics Dashboard — ODAI'],
    ['/guides', 200, 'Guides', 'Guides to Odin.fun — ODAI'],
    ['/guides/fees', 200, 'Fees and network costs', 'Fees and network costs — ODAI guides'],
    ['/guides/nope', 404, 'Guide not found', 'Guide not found — ODAI'],
    ['/analytics/2jjj', 200, 'Token Analytics Dashboard', 'ODINDOG — Token Analytics — ODAI'],
    ['/analytics/2jjj?range=24h', 200, 'Token Analytics Dashboard', 'ODINDOG — Token Analytics — ODAI'],
    ['/no/such/page', 404, '404 Page Not Found', '404 Page Not Found — ODAI'],
  ])(
    '%s: rendered with its data, hydrated with no mismatch and no refetch',
    async (url, status, h1, title) => {
      const page = await renderPage(url, routes, RENDERED_AT);
      expect(page.status).toBe(status);
      expect(page.title).toBe(title);
      // Whole: no boundary left pending or outlined for an inline script to reveal (the CSP has none).
      expect(page.html).not.toMatch(/<!--\$[?!]-->|<template|<script/);
      const { root, heading, errors, requests } = await hydratePage(url, page);
      expect(heading?.textContent).toContain(h1);
      // Hydrated once the page's effects ran (its title is set by one): the server's nodes are kept.
      await waitFor(() => expect(document.title).toBe(title));
      expect(errors).toEqual([]);
      expect(root.querySelector('h1')).toBe(heading);
      // The page's data came with the page.
      for (const read of PAGE_READS) expect(requests).not.toContainEqual(read);
      expect(requests.filter((r) => r.startsWith('GET /api/analytics/token/'))).toEqual([]);
    },
  );

  it('renders over markup made for another path (Back right after a reload), without a mismatch', async () => {
    const page = await renderPage('/analytics/2jjj', routes, RENDERED_AT);
    const { root, heading, errors } = await hydratePage('/analytics', page);
    await waitFor(() => expect(document.title).toBe('Token Analytics Dashboard — ODAI'));
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).not.toBe(heading); // rendered anew, not hydrated
    expect(root.querySelector('#detail-title')).toBeNull();
  });

  it('answers 404 with the 404 page for a token the server does not know', async () => {
    server.use(
      http.get('/api/analytics/token/:symbol', () =>
        HttpResponse.json(errorBody('No token matches "nope".', 'NOT_FOUND'), { status: 404 }),
      ),
    );
    const page = await renderPage('/analytics/nope', routes, RENDERED_AT);
    expect(page.status).toBe(404);
    expect(page.title).toBe('404 Page Not Found — ODAI');
    expect(page.html).toContain('404 Page Not Found');
    expect(page.html).not.toContain('Token Performance');
  });

  it("renders a token's page in the chart window its URL names", async () => {
    const pressed = (html: string) =>
      html
        .split('aria-label="Chart time range"')[1]
        ?.match(/aria-pressed="true"[^>]*>(?:<[^>]+>)*([^<]+)/)?.[1];
    expect(pressed((await renderPage('/analytics/2jjj?range=24h', routes, RENDERED_AT)).html)).toBe('24h');
    expect(pressed((await renderPage('/analytics/2jjj', routes, RENDERED_AT)).html)).toBe('7d');
    expect(pressed((await renderPage('/analytics/2jjj?range=bogus', routes, RENDERED_AT)).html)).toBe('7d');
  });

  it("renders a token's page with its detail open", async () => {
    const page = await renderPage('/analytics/ODINDOG', routes, RENDERED_AT);
    const text = page.html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
    for (const figure of ['Token Performance', 'Close', '24h Change', 'Liquidity Score', '8.4/10'])
      expect(text.includes(figure), figure).toBe(true);
    expect(page.description).toMatch(/^ODINDOG on Odin\.fun/);
  });

  it('shows the real figures on the first paint', async () => {
    // Text as a reader sees it: React separates adjacent text nodes with empty comments.
    const text = async (url: string) =>
      (await renderPage(url, routes, RENDERED_AT)).html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
    const landing = await text('/');
    const [top] = popularTokens;
    for (const figure of [
      featuredToken.fullName,
      formatSats(featuredToken.price),
      formatPercent(featuredToken.change24h),
      top!.name,
      formatUsd(top!.marketCap),
      'Fee Structure',
      'Updated 1 min ago',
    ])
      expect(landing.includes(figure), figure).toBe(true);
    const dashboard = await text('/analytics');
    for (const figure of ['Total Tokens', 'Total Market Cap', 'Token Performance', tokens[0]!.name])
      expect(dashboard.includes(figure), figure).toBe(true);
    expect(dashboard.includes('Loading analytics dashboard')).toBe(false);
  });

  it('embeds a failed read, so the client shows the same state and does not retry it', async () => {
    server.use(
      http.get('/api/tokens/featured', () =>
        HttpResponse.json(errorBody('No featured token is configured.', 'NOT_FOUND'), { status: 404 }),
      ),
    );
    const page = await renderPage('/', routes, RENDERED_AT);
    expect(page.html).not.toContain('Featured Token');
    expect(page.html).not.toContain('Loading featured token');
    const { errors, requests } = await hydratePage('/', page);
    await waitFor(() => expect(requests).toContain('POST /api/chat/session'));
    expect(errors).toEqual([]);
    for (const read of PAGE_READS) expect(requests).not.toContainEqual(read);
  });
});
