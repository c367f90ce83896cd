import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';

describe('routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    // Its own chunk, loaded when an address is unknown.
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 Page Not Found — ODAI'));
  });

  it('sets the landing title and description meta', async () => {
    renderApp('/');
    await waitFor(() => expect(document.title).toMatch(/AI Chat Assistant & Bitcoin Runes Guide/));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Odin\.fun/);
    expect(await screen.findByRole('heading', { level: 1, name: /Bitcoin Runes/ })).toBeInTheDocument();
  });

  it('loads the dashboard lazily on /analytics', async () => {
    renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Token Analytics Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Token Analytics Dashboard — ODAI'));
  });
});
