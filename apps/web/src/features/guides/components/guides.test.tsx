import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

describe('guides pages', () => {
  it('/guides lists every guide with links to the article and its sections', async () => {
    renderApp('/guides');
    expect(await screen.findByRole('link', { name: 'Fees and network costs' })).toHaveAttribute(
      'href',
      '/guides/fees',
    );
    expect(screen.getByRole('link', { name: 'AMM fee' })).toHaveAttribute('href', '/guides/fees#amm-fee');
    expect(screen.getByRole('link', { name: 'Glossary' })).toHaveAttribute('href', '/guides/glossary');
  });

  it('/guides/:article shows each section under a heading with its anchor, then the sources', async () => {
    renderApp('/guides/fees#amm-fee');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Fees and network costs' });
    expect(heading).toBeInTheDocument();
    const section = screen.getByRole('heading', { level: 2, name: /AMM fee/ }).closest('section');
    expect(section).toHaveAttribute('id', 'amm-fee');
    expect(within(section as HTMLElement).getByRole('link', { name: 'Link to AMM fee' })).toHaveAttribute(
      'href',
      '#amm-fee',
    );
    // Markdown inside: bold, bullet lists, and links to other guides stay in the app.
    expect(screen.getByText('1%').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'the glossary' })).toHaveAttribute(
      'href',
      '/guides/glossary#amm',
    );
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(
      within(sources).getByRole('link', { name: 'https://github.com/Toniq-Labs/odin-docs' }),
    ).toHaveAttribute('target', '_blank');
  });

  it('an unknown guide says so and links back to all guides', async () => {
    renderApp('/guides/nope');
    expect(await screen.findByRole('heading', { name: 'Guide not found' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'All guides' }))
      expect(link).toHaveAttribute('href', '/guides');
  });
});
