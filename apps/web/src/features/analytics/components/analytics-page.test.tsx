import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, marketOverview, tokenDetail, tokens } from '../../../test/fixtures';
import { heldResponse } from '../../../test/gate';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';

/** The All Tokens row whose button (name and ticker) matches. */
function rowOf(name: RegExp): HTMLElement {
  return screen.getByRole('button', { name }).closest('tr') as HTMLElement;
}

async function loaded() {
  renderApp('/analytics');
  await screen.findByRole('heading', { name: 'Token Performance' });
}

const serverError = () =>
  HttpResponse.json(errorBody('Something went wrong on our side. Please try again.', 'INTERNAL'), {
    status: 500,
  });

describe('analytics dashboard', () => {
  it('shows the loading text while the token list or overview loads', async () => {
    const held = heldResponse(() => HttpResponse.json(marketOverview));
    server.use(http.get('/api/analytics/market-overview', held.resolver));
    renderApp('/analytics');
    // The page itself (not the lazy-route fallback) is showing, and the overview is held.
    await screen.findByRole('heading', { name: 'Token Analytics Dashboard' });
    expect(screen.getByText('Loading analytics dashboard...')).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { name: 'Token Performance' })).toBeInTheDocument();
    expect(screen.queryByText('Loading analytics dashboard...')).not.toBeInTheDocument();
  });

  it('shows the header, the four summary cards, the demo badge and the data age', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-21T14:08:00.000Z'));
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Token Analytics Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Real-time performance metrics and insights')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    for (const [title, value, caption] of [
      ['Total Tokens', '7', 'Active tokens'],
      ['Total Holders', '16.3K', 'Unique holders'],
      ['24h Transactions', '3.0K', 'Last 24 hours'],
      ['Total Market Cap', '$246.07K', 'USD value'],
    ]) {
      const card = screen.getByText(title as string).closest('.mantine-Paper-root') as HTMLElement;
      expect(within(card).getByText(value as string)).toBeInTheDocument();
      expect(within(card).getByText(caption as string)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Demo data').length).toBeGreaterThan(0);
    expect(screen.getByText('Updated 3 min ago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How these are computed' })).toBeInTheDocument();
  });

  it('lists every token in All Tokens with avatar letter, change badge and holders', async () => {
    await loaded();
    const odindog = rowOf(/^ODINDOG ODINDOG/);
    expect(within(odindog).getByText('O')).toBeInTheDocument();
    expect(within(odindog).getByText('-3.42%')).toBeInTheDocument();
    expect(within(odindog).getByText('11.2K')).toBeInTheDocument();
    const bitcat = rowOf(/^Bitcat BITCAT/);
    expect(within(bitcat).getByText('B')).toBeInTheDocument();
    expect(within(bitcat).getByText('+7.30%')).toBeInTheDocument();
    expect(within(rowOf(/^GRIFFAIN/)).getByText('0.00%')).toBeInTheDocument();
    expect(within(rowOf(/ICONFUCIUS/)).getByText('+12.75%')).toBeInTheDocument();
    // A token without analytics yet shows dashes, not NaN.
    const newbie = rowOf(/NEWBIE/);
    expect(within(newbie).getAllByText('—').length).toBeGreaterThanOrEqual(2);
    expect(newbie.textContent).not.toMatch(/NaN/);
  });

  it('searches by name, ticker or id as you type; / focuses the box and Escape clears it', async () => {
    await loaded();
    const search = screen.getByRole('searchbox', { name: 'Search tokens' });
    await userEvent.keyboard('/');
    expect(search).toHaveFocus();
    await userEvent.keyboard('bitcat');
    // Two tokens share the ticker (copycats exist).
    expect(document.querySelectorAll('tbody [data-token-id]')).toHaveLength(2);
    expect(rowOf(/^Bitcat Copy BITCAT/)).toBeInTheDocument();
    expect(screen.getByText('2 of 8 tokens match “bitcat”')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '2JJ');
    expect(rowOf(/^ODINDOG ODINDOG/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(screen.getByText('8 tokens')).toBeInTheDocument();
    await userEvent.type(search, 'zq');
    expect(screen.getByText('No token matches your search.')).toBeInTheDocument();
    // Typing re-renders the list per key: slow on the shared CI machine, not in a browser.
  }, 40_000);

  it('sorts by a column from its header, with aria-sort saying which way', async () => {
    await loaded();
    const names = () =>
      Array.from(document.querySelectorAll<HTMLElement>('tbody [data-token-id]')).map(
        (b) => b.dataset.tokenId,
      );
    const header = (label: string) => screen.getByRole('columnheader', { name: label });
    expect(header('Market cap')).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Holders' }));
    expect(header('Holders')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Market cap')).toHaveAttribute('aria-sort', 'none');
    const holders = (id: string | undefined) => tokens.find((t) => t.id === id)?.analytics?.holders ?? -1;
    const desc = names().map(holders);
    expect(desc).toEqual(
      [...desc]
        .sort((a, b) => b - a)
        .filter((h) => h >= 0)
        .concat(desc.filter((h) => h < 0)),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Holders' }));
    expect(header('Holders')).toHaveAttribute('aria-sort', 'ascending');
    const asc = names()
      .map(holders)
      .filter((h) => h >= 0);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
  });

  it('switches tabs: gainers with one plus sign, losers, and most volatile with two decimals', async () => {
    await loaded();
    await userEvent.click(screen.getByRole('tab', { name: 'Top Gainers' }));
    const gainers = screen.getByRole('tabpanel');
    expect(within(gainers).getByRole('heading', { name: 'Top Gainers (24h)' })).toBeInTheDocument();
    expect(within(gainers).getByText('#1')).toBeInTheDocument();
    expect(within(gainers).getByText('+12.75%')).toBeInTheDocument();
    expect(gainers.textContent).not.toContain('++');
    expect(within(gainers).getByText('2.3K holders')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Top Losers' }));
    const losers = screen.getByRole('tabpanel');
    expect(within(losers).getByRole('heading', { name: 'Top Losers (24h)' })).toBeInTheDocument();
    expect(within(losers).getByText('BOBBY AI')).toBeInTheDocument();
    expect(within(losers).getByText('-18.60%')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Most Volatile' }));
    const volatile = screen.getByRole('tabpanel');
    expect(within(volatile).getByRole('heading', { name: 'Most Volatile Tokens' })).toBeInTheDocument();
    const rows = within(volatile).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('#1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('92.44%')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('60.20%')).toBeInTheDocument();
    expect(within(volatile).getAllByText('Volatility score')).toHaveLength(7);
  });

  it('shows empty states when nothing is tracked yet', async () => {
    server.use(
      http.get('/api/analytics/tokens', () => HttpResponse.json([])),
      http.get('/api/analytics/market-overview', () =>
        HttpResponse.json({ ...marketOverview, topGainers: [], topLosers: [], mostVolatile: [] }),
      ),
    );
    await loaded();
    expect(screen.getByText('No tokens are tracked yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Top Gainers' }));
    expect(screen.getByText('No token gained in the last 24 hours.')).toBeInTheDocument();
  });

  it('loads the detail of a clicked token by id and closes it', async () => {
    const requested: string[] = [];
    server.use(
      http.get('/api/analytics/token/:symbol', ({ params }) => {
        requested.push(String(params.symbol));
        return HttpResponse.json(tokenDetail);
      }),
    );
    await loaded();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    const row = screen.getByRole('button', { name: /^ODINDOG ODINDOG/ });
    await userEvent.click(row);
    expect(row).toHaveAttribute('aria-pressed', 'true');
    const card = await screen.findByRole('region', { name: /ODINDOG/ });
    expect(requested).toEqual(['2jjj']);
    // The charts' code loads on its own (lazy chunk); their captions appear once it has.
    expect(await within(card).findByText('Price History')).toBeInTheDocument();
    expect(within(card).getByText('Trading Volume')).toBeInTheDocument();
    expect(within(card).getByText('330.19 sats')).toBeInTheDocument();
    expect(card.textContent).toContain('market cap $6.93K');
    expect(within(card).getByText('id 2jjj')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy token id' })).toBeInTheDocument();
    // Demo data: no link to Odin.fun, where demo tokens do not exist.
    expect(within(card).queryByRole('link', { name: /Odin\.fun/ })).not.toBeInTheDocument();
    for (const range of ['24h', '7d', '30d'])
      expect(within(card).getByRole('button', { name: range })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
    const tile = (title: string) =>
      within(card).getByText(title).closest('.mantine-Paper-root') as HTMLElement;
    expect(within(tile('24h Change')).getByText('-3.42%')).toBeInTheDocument();
    expect(within(tile('Holders')).getByText('11.2K')).toBeInTheDocument();
    expect(within(tile('24h Transactions')).getByText('1.8K')).toBeInTheDocument();
    expect(within(tile('Liquidity Score')).getByText('8.4/10')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /ODINDOG/ })).not.toBeInTheDocument();
    expect(row).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['-3.42', '-3.42%', /red/],
    ['0', '0.00%', /teal/],
  ])(
    'colours a 24h change of %s by its sign (red below zero, green at zero or more)',
    async (change, text, colour) => {
      server.use(
        http.get('/api/analytics/token/:symbol', () =>
          HttpResponse.json({
            ...tokenDetail,
            analytics: { ...tokenDetail.analytics!, priceChange24h: change },
            priceHistory: [],
          }),
        ),
      );
      await loaded();
      await userEvent.click(screen.getByRole('button', { name: /ICONFUCIUS/ }));
      const card = await screen.findByRole('region', { name: /ODINDOG/ });
      expect(within(card).getByText('No price history recorded yet.')).toBeInTheDocument();
      const value = within(card).getByText(text);
      expect(value.getAttribute('style')).toMatch(colour);
    },
  );

  it('shows an error state with a retry button when the dashboard cannot load', async () => {
    let fail = true;
    server.use(
      http.get('/api/analytics/market-overview', () =>
        fail ? serverError() : HttpResponse.json(marketOverview),
      ),
    );
    renderApp('/analytics');
    expect(await screen.findByText('Could not load the analytics dashboard')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Token Analytics Dashboard' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Token Performance' })).toBeInTheDocument();
  });

  it('shows an error with retry when a token detail cannot load', async () => {
    let fail = true;
    server.use(
      http.get('/api/analytics/token/:symbol', () => (fail ? serverError() : HttpResponse.json(tokenDetail))),
    );
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: /^ODINDOG ODINDOG/ }));
    expect(await screen.findByText("Could not load this token's details")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: /ODINDOG/ })).toBeInTheDocument();
  });

  it('opens the token named in the URL, names it in the title, and Close returns to the list', async () => {
    renderApp('/analytics/2jjj');
    const card = await screen.findByRole('region', { name: /ODINDOG/ });
    await waitFor(() => expect(document.title).toBe('ODINDOG — Token Analytics — ODAI'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^ODINDOG/);
    // Focus moves to the heading of what was opened.
    await waitFor(() => expect(within(card).getByRole('heading', { level: 2 })).toHaveFocus());
    expect(screen.getByRole('button', { name: /^ODINDOG ODINDOG/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /ODINDOG/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Token Analytics Dashboard — ODAI'));
  });

  it('Escape closes the detail and focus returns to the row that opened it', async () => {
    await loaded();
    const row = screen.getByRole('button', { name: /^ODINDOG ODINDOG/ });
    row.focus();
    await userEvent.keyboard('{Enter}');
    const card = await screen.findByRole('region', { name: /ODINDOG/ });
    await waitFor(() => expect(within(card).getByRole('heading', { level: 2 })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /ODINDOG/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^ODINDOG ODINDOG/ })).toHaveFocus());
  });

  it('opens a token from a ranked tab', async () => {
    const requested: string[] = [];
    server.use(
      http.get('/api/analytics/token/:symbol', ({ params }) => {
        requested.push(String(params.symbol));
        return HttpResponse.json({
          ...tokenDetail,
          token: { ...tokenDetail.token, id: String(params.symbol) },
        });
      }),
    );
    await loaded();
    await userEvent.click(screen.getByRole('tab', { name: 'Most Volatile' }));
    const [first] = within(screen.getByRole('tabpanel')).getAllByRole('button');
    await userEvent.click(first!);
    await screen.findByRole('region', { name: /ODINDOG/ });
    expect(requested).toEqual([marketOverview.mostVolatile[0]!.tokenId]);
    expect(first).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the 404 page for a token the server does not know', async () => {
    server.use(
      http.get('/api/analytics/token/:symbol', () =>
        HttpResponse.json(errorBody('No token matches "nope".', 'NOT_FOUND'), { status: 404 }),
      ),
    );
    renderApp('/analytics/nope');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('reads another window with the range buttons and says when it is not fully stored', async () => {
    const ranges: (string | null)[] = [];
    server.use(
      http.get('/api/analytics/token/:symbol', ({ request }) => {
        const range = new URL(request.url).searchParams.get('range');
        ranges.push(range);
        return HttpResponse.json({
          ...tokenDetail,
          history: {
            ...(range ? { range } : {}),
            days: range === '30d' ? 30 : 7,
            from: '2026-10-22T14:05:00.000Z',
            firstPointAt: '2026-11-19T00:00:00.000Z',
            complete: range !== '30d',
            bucketSeconds: 300,
            volumeFrom: null,
          },
        });
      }),
    );
    const { router } = renderApp('/analytics/2jjj?sort=holders&order=desc');
    const card = await screen.findByRole('region', { name: /ODINDOG/ });
    await userEvent.click(within(card).getByRole('button', { name: '30d' }));
    await waitFor(() => expect(ranges).toEqual([null, '30d']));
    expect(await within(card).findByText(/History is stored from Nov 19/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'true');
    // The window is in the URL (pushed: back returns to 7d, which the URL leaves out).
    expect(router.location).toBe('/analytics/2jjj?sort=holders&order=desc&range=30d');
    act(() => void router.navigate(-1));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(router.location).toBe('/analytics/2jjj?sort=holders&order=desc');
    act(() => void router.navigate(1));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(ranges).toEqual([null, '30d']); // both windows came from the cache
  });

  it('opens a token page in the window its URL names (one read) and drops the window on close', async () => {
    const ranges: (string | null)[] = [];
    server.use(
      http.get('/api/analytics/token/:symbol', ({ request }) => {
        ranges.push(new URL(request.url).searchParams.get('range'));
        return HttpResponse.json(tokenDetail);
      }),
    );
    const { router } = renderApp('/analytics/2jjj?range=24h');
    const card = await screen.findByRole('region', { name: /ODINDOG/ });
    expect(within(card).getByRole('button', { name: '24h' })).toHaveAttribute('aria-pressed', 'true');
    // One read, in that window: the page, its title and the card share it.
    expect(ranges).toEqual(['24h']);
    await userEvent.click(within(card).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.location).toBe('/analytics'));
  });

  it('links a live token to its Odin.fun page', async () => {
    server.use(
      http.get('/api/analytics/token/:symbol', () =>
        HttpResponse.json({
          ...tokenDetail,
          source: 'odin',
          token: { ...tokenDetail.token, url: 'https://odin.fun/token/2jjj' },
        }),
      ),
    );
    renderApp('/analytics/2jjj');
    const card = await screen.findByRole('region', { name: /ODINDOG/ });
    expect(within(card).getByRole('link', { name: /View on Odin\.fun/ })).toHaveAttribute(
      'href',
      'https://odin.fun/token/2jjj',
    );
  });

  it('shows the live badge for Odin.fun data instead of the demo badge', async () => {
    server.use(
      http.get('/api/analytics/market-overview', () =>
        HttpResponse.json({ ...marketOverview, source: 'odin' }),
      ),
    );
    await loaded();
    expect(screen.getByText('Live · Odin.fun')).toBeInTheDocument();
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument();
  });
});
