import { describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/hydrated.js';
import { useBrowser } from '../support/suite.js';

const ids = (page: import('playwright-core').Page) =>
  page
    .locator('tbody [data-token-id]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-token-id')));

/** All Tokens: search as you type, sortable columns, both kept in the URL. */
describe('All Tokens search and sort', () => {
  const b = useBrowser();

  it('filters as you type (/ focuses, Escape clears) and keeps the query in the URL', async () => {
    const page = await b.open('/analytics');
    await waitForHydration(page, 'input[type="search"]');
    const all = await ids(page);
    expect(all.length).toBeGreaterThan(3);
    const first = await page.locator('tbody [data-token-id]').first().getAttribute('data-token-id');
    const search = page.getByRole('searchbox', { name: 'Search tokens' });
    // The "/" shortcut is attached by an effect just after hydration: press until it takes.
    await expect
      .poll(async () => {
        await page.keyboard.press('/');
        return search.evaluate((el) => el === document.activeElement);
      })
      .toBe(true);
    expect(await search.inputValue()).toBe('');
    await page.keyboard.type(first!);
    await expect.poll(() => search.inputValue()).toBe(first);
    await expect.poll(() => ids(page)).toEqual([first]);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(first);
    // The view survives a reload (the server renders it from the query string).
    await page.reload();
    expect(await ids(page)).toEqual([first]);
    await waitForHydration(page, 'input[type="search"]');
    await page.getByRole('searchbox', { name: 'Search tokens' }).press('Escape');
    // Every token again; the order may have moved meanwhile (the demo market ticks every few seconds).
    await expect.poll(async () => (await ids(page)).sort()).toEqual([...all].sort());
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
  });

  it('sorts by a header button with aria-sort, in the URL, and opening a token keeps the view', async () => {
    const page = await b.open('/analytics');
    await waitForHydration(page, 'th[scope="col"] button');
    const holders = page.locator('th[scope="col"]', { hasText: 'Holders' });
    expect(await holders.getAttribute('aria-sort')).toBe('none');
    await holders.getByRole('button').click();
    await expect.poll(() => holders.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=holders&order=desc');
    const counts = async () =>
      (await page.locator('tbody tr td:nth-child(6)').allInnerTexts()).map((t) =>
        t.endsWith('K') ? Number.parseFloat(t) * 1000 : Number.parseFloat(t),
      );
    const desc = await counts();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    await holders.getByRole('button').click();
    await expect.poll(() => holders.getAttribute('aria-sort')).toBe('ascending');
    const asc = await counts();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));

    const row = page.locator('tbody [data-token-id]').first();
    const id = await row.getAttribute('data-token-id');
    await row.click();
    await page.waitForURL(`**/analytics/${id}?sort=holders&order=asc`);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/analytics?sort=holders&order=asc');
    await expect.poll(() => holders.getAttribute('aria-sort')).toBe('ascending');
  });
});
