import { Text, UnstyledButton } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatCount, formatLiquidity, formatUsd, formatVolatility } from '@odai/format';
import { PercentBadge } from '@odai/ui/percent-badge';
import { SatsPrice } from '@odai/ui/sats-price';
import { TokenAvatar } from '@odai/ui/token-avatar';
import type { CSSProperties } from 'react';
import { PINNED, ROW_HEIGHT, TOKEN_GRID } from './token-grid';

type Token = components['schemas']['Token'];

const cellStyle = {
  textAlign: 'right',
  paddingRight: 'var(--mantine-spacing-sm)',
  whiteSpace: 'nowrap',
  fontSize: 'var(--mantine-font-size-sm)',
} as const;

function Cell({ children }: { children: React.ReactNode }) {
  return <td style={cellStyle}>{children}</td>;
}

/**
 * An All Tokens row: avatar, name and ticker (the button that opens the token, so keyboard users
 * have one stop per row), then price, 24h change badge, market cap, volume, holders, trades,
 * volatility and liquidity. A click anywhere on the row opens the token too.
 */
export function TokenRow({
  token,
  btcUsd,
  selected,
  onSelect,
  rowIndex,
  style,
}: {
  token: Token;
  btcUsd: string | undefined;
  selected: boolean;
  onSelect: (tokenId: string) => void;
  rowIndex: number;
  style?: CSSProperties;
}) {
  const a = token.analytics;
  const background = selected ? 'var(--mantine-color-dark-6)' : 'var(--mantine-color-body)';
  return (
    <tr
      aria-rowindex={rowIndex}
      // A click anywhere on the row opens the token; its button is the keyboard control.
      onClick={() => onSelect(token.id)}
      style={{
        ...TOKEN_GRID,
        height: ROW_HEIGHT,
        cursor: 'pointer',
        borderBottom: '1px solid var(--mantine-color-dark-5)',
        boxShadow: selected ? 'inset 3px 0 0 var(--mantine-color-bitcoin-6)' : undefined,
        background,
        ...style,
      }}
    >
      <th
        scope="row"
        style={{ ...PINNED, background, height: '100%', display: 'flex', fontWeight: 'normal' }}
      >
        <UnstyledButton
          onClick={(event) => {
            event.stopPropagation();
            onSelect(token.id);
          }}
          aria-pressed={selected}
          data-token-id={token.id}
          px="sm"
          style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, width: '100%' }}
        >
          <TokenAvatar name={token.name} size={34} />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {token.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {token.symbol}
              {token.bonded === false && token.progress
                ? ` · curve ${Math.floor(Number(token.progress))}%`
                : ''}
            </Text>
          </div>
        </UnstyledButton>
      </th>
      <Cell>
        <SatsPrice sats={token.price} btcUsd={btcUsd} plain />
      </Cell>
      <Cell>
        <PercentBadge value={a?.priceChange24h} />
      </Cell>
      <Cell>{formatUsd(token.marketCap)}</Cell>
      <Cell>{formatUsd(token.volume24h)}</Cell>
      <Cell>{formatCount(a?.holders)}</Cell>
      <Cell>{formatCount(a?.transactions24h)}</Cell>
      <Cell>{formatVolatility(a?.volatility)}</Cell>
      <Cell>{formatLiquidity(a?.liquidityScore)}</Cell>
    </tr>
  );
}
