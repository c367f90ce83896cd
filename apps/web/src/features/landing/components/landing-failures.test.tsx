import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, featuredToken, popularTokens } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';

// Issue 14: a block whose data failed says what failed and offers Retry, instead of loading forever.

/** Fails `path` with a 503 until `recover()` is called. */
function failing(path: string, body: JsonBodyType) {
  let fail = true;
  server.use(
    http.get(path, () =>
      fail
        ? HttpResponse.json(errorBody('The market data is not ready yet.', 'MARKET_NOT_READY'), {
            status: 503,
          })
        : HttpResponse.json(body),
    ),
  );
  return {
    recover: () => {
      fail = false;
    },
  };
}

describe('landing failures', () => {
  it('popular tokens: says they could not load, with the reason; Retry shows them', async () => {
    const { recover } = failing('/api/tokens/popular', popularTokens);
    renderApp('/');
    const failure = await screen.findByText('Could not load popular tokens');
    const alert = failure.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('The market data is not ready yet.')).toBeInTheDocument();
    expect(screen.queryByText('Loading popular tokens...')).not.toBeInTheDocument();
    recover();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(popularTokens[0]!.name)).toBeInTheDocument();
    expect(screen.queryByText('Could not load popular tokens')).not.toBeInTheDocument();
  });

  it('featured token: a failure other than 404 is said, with Retry', async () => {
    const { recover } = failing('/api/tokens/featured', featuredToken);
    renderApp('/');
    const failure = await screen.findByText('Could not load the featured token');
    recover();
    await userEvent.click(
      within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('heading', { name: 'Featured Token' })).toBeInTheDocument();
  });

  it('the assistant indicator follows GET /api/ready', async () => {
    let ready = false;
    server.use(
      http.get('/api/ready', () =>
        HttpResponse.json(
          {
            status: ready ? 'ready' : 'not-ready',
            database: ready ? 'ok' : 'down',
            market: { source: null, ingesting: true },
          },
          { status: ready ? 200 : 503 },
        ),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('AI Assistant Offline')).toBeInTheDocument();
    ready = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.getByText('AI Assistant Online')).toBeInTheDocument());
  });
});
