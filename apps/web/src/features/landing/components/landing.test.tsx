import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, featuredToken } from '../../../test/fixtures';
import { heldResponse } from '../../../test/gate';
import { renderApp } from '../../../test/render';
import { server } from '../../../test/server';

const featuredSection = () => document.getElementById('odai');

describe('landing page', () => {
  it('shows the sections in the product order', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Featured Token' });
    // The sections below the hero come from lazily loaded chunks: wait until all are in. On a busy
    // machine the first import of those chunks takes longer than waitFor's default second.
    const ids = () =>
      [...document.querySelectorAll('main > section, main > div > section, main section[id]')]
        .map((el) => el.id)
        .filter(Boolean);
    await waitFor(() => expect(ids()).toEqual(['odai', 'chat', 'guides', 'community']), { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1 }).closest('section')).toBe(
      document.querySelector('main section'),
    );
  });

  it('shows the featured token card with every field and the hero banner once loaded', async () => {
    renderApp('/');
    const section = await waitFor(() => {
      const el = featuredSection();
      if (!el) throw new Error('featured section not shown yet');
      return el;
    });
    const card = within(section);
    expect(card.getByRole('heading', { name: 'ODAI' })).toBeInTheDocument();
    expect(card.getByText('$ODAI')).toBeInTheDocument();
    expect(card.getByText(featuredToken.description)).toBeInTheDocument();
    expect(card.getByText('1.93 sats')).toBeInTheDocument();
    expect(card.getByText('+4.21%')).toBeInTheDocument();
    expect(card.getByText('$38.53K')).toBeInTheDocument();
    expect(card.getByText('412')).toBeInTheDocument();
    expect(card.getByText('21.0M')).toBeInTheDocument();
    expect(card.getByText('238')).toBeInTheDocument();
    expect(card.getByText('odai-dev')).toBeInTheDocument();
    expect(card.getByText('Progress')).toBeInTheDocument();
    expect(card.getByText('61.2%')).toBeInTheDocument();
    expect(card.getByText('Demo data')).toBeInTheDocument();
    // Demo tokens have no Odin.fun page: the button goes to the marketplace and says so.
    expect(card.getByRole('link', { name: /Explore live tokens on Odin\.fun/ })).toHaveAttribute(
      'href',
      'https://odin.fun',
    );
    expect(card.getByText(/simulated demo market/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Featured \$ODAI/ })).toHaveAttribute('href', '#odai');
  });

  it.each([
    ['links a live token to its page on Odin.fun', 'https://odin.fun/token/2odai'],
    ['falls back to the default token page when the url is empty', ''],
  ])('%s', async (_, url) => {
    server.use(
      http.get('/api/tokens/featured', () => HttpResponse.json({ ...featuredToken, source: 'odin', url })),
    );
    renderApp('/');
    expect(await screen.findByRole('link', { name: /View ODAI on Odin\.fun/ })).toHaveAttribute(
      'href',
      'https://odin.fun/token/2odai',
    );
    expect(screen.queryByText(/simulated demo market/)).not.toBeInTheDocument();
  });

  it('shows a skeleton while the featured token loads', async () => {
    const held = heldResponse(() => HttpResponse.json(featuredToken));
    server.use(http.get('/api/tokens/featured', held.resolver));
    renderApp('/');
    expect(screen.getByLabelText('Loading featured token')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Featured \$ODAI/ })).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { name: 'Featured Token' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading featured token')).not.toBeInTheDocument();
  });

  it('renders nothing for the featured token on 404, with no banner and no toast', async () => {
    server.use(
      http.get('/api/tokens/featured', () =>
        HttpResponse.json(errorBody('No featured token is configured.', 'NOT_FOUND'), { status: 404 }),
      ),
    );
    renderApp('/');
    await waitFor(() => expect(screen.queryByLabelText('Loading featured token')).not.toBeInTheDocument());
    expect(featuredSection()).toBeNull();
    expect(screen.queryByRole('link', { name: /Featured \$ODAI/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Chatting/ })).toHaveAttribute('href', '#chat');
  });

  it('has the hero actions and the online indicator', async () => {
    renderApp('/');
    expect(screen.getByRole('link', { name: /Start Chatting/ })).toHaveAttribute('href', '#chat');
    expect(screen.getByRole('link', { name: /View Analytics/ })).toHaveAttribute('href', '/analytics');
    expect(screen.getByText('AI Assistant Online')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Featured Token' });
  });

  it('shows the first 4 popular tokens with market cap in USD and the data source', async () => {
    renderApp('/');
    const community = document.getElementById('community')!;
    await within(community).findByText('GRIFFAIN');
    expect(within(community).getByText('ICONFUCIUS')).toBeInTheDocument();
    expect(within(community).getByText('Bitcat')).toBeInTheDocument();
    expect(within(community).queryByText('BOBBY AI')).not.toBeInTheDocument(); // the fifth
    expect(within(community).getByText('$105.42K')).toBeInTheDocument();
    expect(within(community).getByText('Demo data')).toBeInTheDocument();
  });

  it("says 'Loading popular tokens...' while the list is empty", async () => {
    server.use(http.get('/api/tokens/popular', () => HttpResponse.json([])));
    renderApp('/');
    expect(screen.getByText('Loading popular tokens...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Featured Token' });
    expect(screen.getByText('Loading popular tokens...')).toBeInTheDocument();
  });

  it('lists the guides, the fee structure, community links and the footer', async () => {
    renderApp('/');
    const guides = within(document.getElementById('guides')!);
    expect(guides.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'What is Odin.fun?',
      'How to Launch Tokens',
      'Top Earning Strategies',
      'Fee Structure',
    ]);
    for (const text of [
      '1%',
      '0.5%',
      '0.25%',
      /20-second/,
      /Internet Computer/,
      /threshold signing/,
      /21M supply/,
    ]) {
      expect(guides.getByText(text)).toBeInTheDocument();
    }
    const community = within(document.getElementById('community')!);
    for (const href of [
      'https://odin.fun',
      'https://help.odin.fun/hc/en-us',
      'https://github.com/Toniq-Labs/odin-docs',
    ]) {
      const link = community.getAllByRole('link').find((a) => a.getAttribute('href') === href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(/educational information only/)).toBeInTheDocument();
    expect(footer.getByText(/do your own research/)).toBeInTheDocument();
    expect(footer.getByText(/not affiliated with/)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Featured Token' });
  });

  it('has top bar links to the anchors, the dashboard and the official site', async () => {
    renderApp('/');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '#chat',
      '#odai',
      '#guides',
      '#community',
      '/analytics',
      'https://odin.fun',
    ]);
    const official = nav.getByRole('link', { name: /Odin\.fun/ });
    expect(official).toHaveAttribute('target', '_blank');
    expect(official).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Jump to chat' })).toHaveAttribute('href', '#chat');
    await screen.findByRole('heading', { name: 'Featured Token' });
  });

  it('toggles the mobile menu and closes it when a link is picked', async () => {
    renderApp('/');
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
    await userEvent.click(mobile.getByRole('link', { name: 'Guides' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await screen.findByRole('heading', { name: 'Featured Token' });
  });

  it('hides the floating chat button while the chat is on screen', async () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    class FakeIntersectionObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      renderApp('/');
      expect(screen.getByRole('link', { name: 'Jump to chat' })).toBeInTheDocument();
      act(() => report([{ isIntersecting: true }]));
      await waitFor(() =>
        expect(screen.queryByRole('link', { name: 'Jump to chat' })).not.toBeInTheDocument(),
      );
      act(() => report([{ isIntersecting: false }]));
      expect(await screen.findByRole('link', { name: 'Jump to chat' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
