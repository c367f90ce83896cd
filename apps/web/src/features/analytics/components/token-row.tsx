import type { components } from '@odai/contract';
import { formatCount, formatLiquidity, formatUsd, formatVolatility } from '@odai/format';
import { SatsPrice } from '@odai/ui/sats-price';
import { type CSSProperties, memo } from 'react';
import { BUTTON_CLASS, RowAvatar, RowPercentBadge, TruncatedText } from './plain-parts';
import { PINNED, ROW_HEIGHT, TOKEN_GRID } from './token-grid';

type Token = components['schemas']['Token'];

const cellStyle = {
  textAlign: 'right',
  paddingRight: 'var(--mantine-spacing-sm)',
  whiteSpace: 'nowrap',
  fontSize: 'var(--mantine-font-size-sm)',
} as const;

const BUTTON_STYLE = {
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minWidth: 0,
  width: '100%',
  paddingInline: 'var(--mantine-spacing-sm)',
} as const;

function Cell({ children }: { children: React.ReactNode }) {
  return <td style={cellStyle}>{children}</td>;
}

/**
 * An All Tokens row: avatar, name and ticker (the button that opens the token, so keyboard users
 * have one stop per row), then price, 24h change badge, market cap, volume, holders, trades,
 * volatility and liquidity. A click anywhere on the row opens the token too. Plain elements with
 * Mantine's markup (plain-parts.tsx), and memoised: a list re-renders only the rows that changed.
 */
export const TokenRow = memo(function TokenRow({
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
        <button
          type="button"
          className={BUTTON_CLASS}
          style={BUTTON_STYLE}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(token.id);
          }}
          aria-pressed={selected}
          data-token-id={token.id}
        >
          <RowAvatar name={token.name} />
          <div style={{ minWidth: 0 }}>
            <TruncatedText>{token.name}</TruncatedText>
            <TruncatedText dimmed>
              {token.symbol}
              {token.bonded === false && token.progress
                ? ` · curve ${Math.floor(Number(token.progress))}%`
                : ''}
            </TruncatedText>
          </div>
        </button>
      </th>
      <Cell>
        <SatsPrice sats={token.price} btcUsd={btcUsd} plain />
      </Cell>
      <Cell>
        <RowPercentBadge value={a?.priceChange24h} />
      </Cell>
      <Cell>{formatUsd(token.marketCap)}</Cell>
      <Cell>{formatUsd(token.volume24h)}</Cell>
      <Cell>{formatCount(a?.holders)}</Cell>
      <Cell>{formatCount(a?.transactions24h)}</Cell>
      <Cell>{formatVolatility(a?.volatility)}</Cell>
      <Cell>{formatLiquidity(a?.liquidityScore)}</Cell>
    </tr>
  );
});
