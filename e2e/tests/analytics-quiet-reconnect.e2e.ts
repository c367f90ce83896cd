import type { Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/hydrated.js';
import { useBrowser } from '../support/suite.js';

const MARKET_READ = /\/api\/analytics\/(tokens|market-overview|token\/[^/?]+)/;

/** The snapshot a market read brought: its X-Data-As-Of header (the token list is a bare array). */
async function asOfOf(response: Response): Promise<string> {
  const header = await response.headerValue('x-data-as-of');
  if (header) return header;
  const body = (await response.json().catch(() => null)) as { asOf?: string } | null;
  return body?.asOf ?? '';
}

/**
 * The live stream opens with the server's current snapshot, on every (re)connection. A page that
 * already shows that snapshot (server-rendered, or cached from an earlier visit) reads nothing for
 * it: every market read the page sends must bring a snapshot newer than the one it rendered.
 */
describe('live stream (re)connections refetch nothing the page already shows', () => {
  const b = useBrowser();

  it('a token page, then Back to Home and back: two connections, no read of the held snapshot', async () => {
    const page = await b.open('/analytics');
    const id = await page.locator('[data-token-id]').first().getAttribute('data-token-id');
    // End the dashboard's document first: a read it had in flight (a snapshot landed while it
    // loaded) would otherwise be counted against the token page rendered after it.
    await page.goto('about:blank');
    let connections = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/events')) connections++;
    });
    const answers: Promise<{ url: string; asOf: string }>[] = [];
    const onResponse = (response: Response) => {
      if (MARKET_READ.test(response.url()))
        answers.push(asOfOf(response).then((asOf) => ({ url: response.url(), asOf })));
    };
    page.on('response', onResponse);

    await page.goto(`${b.baseUrl}/analytics/${id}`);
    const state = (await page.locator('#odai-state').textContent()) ?? '';
    const rendered = [...state.matchAll(/"asOf":"([^"]+)"/g)].map((m) => m[1]!).sort();
    const renderedAsOf = rendered.at(-1)!;
    await waitForHydration(page, '#detail-title');
    await page.getByText('Live updates').waitFor();
    await page.waitForTimeout(1_500); // the connect event has arrived and been acted on

    // Leave (the stream closes with the last listener) and come back (a new connection).
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Your AI guide to' }).waitFor();
    await page.goBack();
    await page.locator('#detail-title').waitFor();
    await page.getByText('Live updates').waitFor();
    await page.waitForTimeout(1_500);

    // Every read answered during the test is checked; one answered after it (a snapshot landing as
    // the page closes) would otherwise read headers from a closed page.
    page.off('response', onResponse);
    const reads = await Promise.all(answers);
    expect(connections).toBeGreaterThanOrEqual(2);
    // A snapshot may land during the test (60 s cycle); then, and only then, the page reads it.
    for (const read of reads) expect(read.asOf > renderedAsOf, read.url).toBe(true);
  });

  it('a slow first read is not restarted by the connect event: one read of each list', async () => {
    const page = await b.open('/');
    const sent: string[] = [];
    let pending = 0;
    page.on('request', (request) => {
      if (!MARKET_READ.test(request.url())) return;
      sent.push(new URL(request.url()).pathname);
      pending++;
    });
    const settle = (request: Request) => {
      if (MARKET_READ.test(request.url())) pending--;
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const answers: Promise<{ path: string; asOf: string }>[] = [];
    const onResponse = (response: Response) => {
      if (!MARKET_READ.test(response.url())) return;
      answers.push(asOfOf(response).then((asOf) => ({ path: new URL(response.url()).pathname, asOf })));
    };
    page.on('response', onResponse);
    // The dashboard's stream connects while its (first) overview read is still on the way.
    let delayed = false;
    await page.route('**/api/analytics/market-overview', async (route) => {
      if (!delayed) {
        delayed = true;
        await new Promise((r) => setTimeout(r, 2_500));
      }
      await route.continue();
    });
    await waitForHydration(page, 'a[href="/analytics"]');
    await page.getByRole('link', { name: 'View Analytics' }).click();
    await page.getByText('Active tokens').waitFor();
    await page.getByText('Live updates').waitFor();
    await page.waitForTimeout(1_500);
    // A read sent for a snapshot that landed meanwhile has had its answer.
    await expect.poll(() => pending, { timeout: 10_000 }).toBe(0);
    page.off('response', onResponse);
    const reads = await Promise.all(answers);
    // One read of each list, or one more only for a snapshot that landed meanwhile (60 s cycle):
    // a read restarted for the connect event is either cancelled (sent, never answered) or
    // brings the same snapshot again.
    for (const list of ['/market-overview', '/tokens']) {
      const requests = sent.filter((p) => p.endsWith(list)).length;
      const snapshots = reads.filter((r) => r.path.endsWith(list)).map((r) => r.asOf);
      expect(requests, list).toBeGreaterThanOrEqual(1);
      expect(snapshots, list).toHaveLength(requests);
      expect(new Set(snapshots).size, `${list}: ${snapshots.join(', ')}`).toBe(requests);
    }
  });
});
