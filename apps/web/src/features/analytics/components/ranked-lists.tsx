import { Stack, Text } from '@mantine/core';
import type { components } from '@odai/contract';
import { formatCount, formatVolatility } from '@odai/format';
import { PercentBadge } from '@odai/ui/percent-badge';
import type { ReactNode } from 'react';
import { RankedRow } from './ranked-row';

type Token = components['schemas']['Token'];
type Row = components['schemas']['TokenAnalytics'];
type TokenIndex = Map<string, Token>;

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function Empty({ children }: { children: string }) {
  return <Text c="dimmed">{children}</Text>;
}

/** What every ranked list needs to open a token and mark the open one. */
export type Selection = { selectedId: string | null; onSelect: (tokenId: string) => void };

function rowProps(index: TokenIndex, row: Row, rank: number, { selectedId, onSelect }: Selection) {
  const token = index.get(row.tokenId);
  return {
    tokenId: row.tokenId,
    rank,
    name: token?.name ?? row.tokenId,
    symbol: token?.symbol ?? '',
    selected: row.tokenId === selectedId,
    onSelect,
    ...(row.partial ? { partialHours: row.historyHours ?? 0 } : {}),
  };
}

/** Said once under a ranking that holds young tokens (their 24 h figures cover less than a day). */
function PartialNote({ rows }: { rows: Row[] }) {
  if (!rows.some((row) => row.partial)) return null;
  return (
    <Text size="xs" c="dimmed" mt="xs">
      Marked “&lt; 24 h”: the token has less than a day of history, so its figures cover only what exists.
    </Text>
  );
}

type ListProps = { rows: Row[]; index: TokenIndex; selection: Selection };

/** The ranked rows, each with its figure on the right, then the note on young tokens. */
function RankedList({ rows, index, selection, figure }: ListProps & { figure: (row: Row) => ReactNode }) {
  return (
    <>
      <Stack gap="xs" component="ol" style={listStyle}>
        {rows.map((row, i) => (
          <RankedRow key={row.tokenId} {...rowProps(index, row, i + 1, selection)}>
            <div style={{ textAlign: 'right' }}>{figure(row)}</div>
          </RankedRow>
        ))}
      </Stack>
      <PartialNote rows={rows} />
    </>
  );
}

/** Gainers or losers: the change badge carries its own sign (one '+', never two). */
export function ChangeList({ empty, ...list }: ListProps & { empty: string }) {
  if (list.rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <RankedList
      {...list}
      figure={(row) => (
        <>
          <PercentBadge value={row.priceChange24h} />
          <Text size="xs" c="dimmed" mt={2}>
            {formatCount(row.holders)} holders
          </Text>
        </>
      )}
    />
  );
}

export function VolatilityList(list: ListProps) {
  if (list.rows.length === 0) return <Empty>No volatility figures yet.</Empty>;
  return (
    <RankedList
      {...list}
      figure={(row) => (
        <>
          <Text fw={700} c="bitcoin.4">
            {formatVolatility(row.volatility)}
          </Text>
          <Text size="xs" c="dimmed">
            Volatility score
          </Text>
        </>
      )}
    />
  );
}
