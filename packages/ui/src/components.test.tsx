import { IconMessageCircle } from '@tabler/icons-react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CopyTokenId } from './copy-token-id.js';
import { CurveProgress } from './curve-progress.js';
import { ExternalLinkButton } from './external-link-button.js';
import { IconButton } from './icon-button.js';
import { LiveStatus } from './live-status.js';
import { PercentBadge } from './percent-badge.js';
import { SatsPrice } from './sats-price.js';
import { SourceBadge } from './source-badge.js';
import { StatCard } from './stat-card.js';
import { renderUi } from './test-support/render-ui.js';
import { TokenAvatar } from './token-avatar.js';

describe('PercentBadge', () => {
  it.each([
    ['12.5', '+12.50%', 'teal', 'arrow-up'],
    ['-3.421', '-3.42%', 'red', 'arrow-down'],
    ['0', '0.00%', 'teal', 'arrow-up'],
  ])('%s → %s (%s, %s)', (value, text, color, arrow) => {
    const { container } = renderUi(<PercentBadge value={value} />);
    const badge = screen.getByText(text).closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.textContent).toBe(text); // exactly one sign, never "++"
    expect(badge.getAttribute('style')).toContain(color);
    expect(container.querySelector(`svg[class*="${arrow}"]`)).not.toBeNull();
  });

  it('shows a dash and no arrow for a missing value', () => {
    const { container } = renderUi(<PercentBadge value={undefined} />);
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });
});

describe('SourceBadge', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('marks demo data and says how old it is', () => {
    renderUi(<SourceBadge source="demo" asOf="2026-11-22T11:57:00Z" now={now} />);
    expect(screen.getByText('Demo data')).toBeInTheDocument();
    expect(screen.getByText('Updated 3 min ago')).toBeInTheDocument();
  });

  it('marks live data and shows nothing unknown', () => {
    renderUi(<SourceBadge source="odin" now={now} />);
    expect(screen.getByText('Live · Odin.fun')).toBeInTheDocument();
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument();
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument();
  });
});

describe('StatCard and TokenAvatar', () => {
  it('shows title, value and caption', () => {
    renderUi(<StatCard title="Total Market Cap" value="$1.23M" caption="USD value" />);
    expect(screen.getByText('Total Market Cap')).toBeInTheDocument();
    expect(screen.getByText('$1.23M')).toBeInTheDocument();
    expect(screen.getByText('USD value')).toBeInTheDocument();
  });

  it.each([
    ['odindog', 'O'],
    ['  bobby', 'B'],
    ['', '?'],
  ])('avatar for %p shows %p', (name, letter) => {
    renderUi(<TokenAvatar name={name} />);
    expect(screen.getByText(letter)).toBeInTheDocument();
  });
});

describe('SatsPrice', () => {
  it('prints sats and shows dollars on hover', async () => {
    renderUi(<SatsPrice sats="330" btcUsd="95000" focusable />);
    const price = screen.getByText('330 sats');
    expect(price).toHaveAttribute('tabindex', '0');
    fireEvent.mouseEnter(price);
    expect(await screen.findByText('$0.31 per token')).toBeInTheDocument();
  });

  it('uses the browser tooltip in its plain form', () => {
    renderUi(<SatsPrice sats="330" btcUsd="95000" plain />);
    expect(screen.getByText('330 sats')).toHaveAttribute('title', '$0.31 per token');
  });

  it('is the sats alone without a rate', () => {
    renderUi(<SatsPrice sats="330" btcUsd={undefined} />);
    expect(screen.getByText('330 sats')).not.toHaveAttribute('tabindex');
  });
});

describe('CopyTokenId', () => {
  it('shows the id and a copy button', () => {
    renderUi(<CopyTokenId id="2jjj" />);
    expect(screen.getByText('id 2jjj')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy token id' })).toBeInTheDocument();
  });
});

describe('CurveProgress', () => {
  it('shows the curve progress of a token on its curve, and says when it has ascended', () => {
    renderUi(<CurveProgress progress="61.23" bonded={false} />);
    expect(screen.getByText('61.2%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Bonding curve progress' })).toBeInTheDocument();
    renderUi(<CurveProgress progress="100" bonded />);
    expect(screen.getByText(/Ascended/)).toBeInTheDocument();
  });
});

describe('LiveStatus', () => {
  it('says whether updates are live or reconnecting, and nothing when offline', () => {
    renderUi(<LiveStatus status="live" />);
    expect(screen.getByRole('status')).toHaveTextContent('Live updates');
    renderUi(<LiveStatus status="reconnecting" />);
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    const { container } = renderUi(<LiveStatus status="offline" />);
    expect(container.querySelector('[role="status"]')).toBeNull();
  });
});

describe('IconButton and ExternalLinkButton', () => {
  it('size the icon to the button and keep it out of the accessible name', () => {
    const { container } = renderUi(
      <IconButton component="a" href="#chat" size="md" icon={IconMessageCircle}>
        Start Chatting
      </IconButton>,
    );
    const link = screen.getByRole('link', { name: 'Start Chatting' });
    expect(link).toHaveAttribute('href', '#chat');
    expect(container.querySelector('svg')).toHaveAttribute('width', '18');
  });

  it('open another site in a new tab without an opener', () => {
    const { container } = renderUi(
      <ExternalLinkButton href="https://odin.fun" size="xs">
        Odin.fun
      </ExternalLinkButton>,
    );
    const link = screen.getByRole('link', { name: 'Odin.fun' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('svg')).toHaveAttribute('width', '14');
  });
});
