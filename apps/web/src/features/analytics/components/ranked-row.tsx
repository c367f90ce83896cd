import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/** A ranked row (#1, #2…) for the gainers, losers and most-volatile tabs; clicking it opens the token. */
export function RankedRow({
  tokenId,
  rank,
  name,
  symbol,
  selected,
  onSelect,
  partialHours,
  children,
}: {
  /** Hours of history when less than 24 (the figures cover what exists), else undefined. */
  partialHours?: number;
  tokenId: string;
  rank: number;
  name: string;
  symbol: string;
  selected: boolean;
  onSelect: (tokenId: string) => void;
  children: ReactNode;
}) {
  return (
    <li>
      <UnstyledButton
        onClick={() => onSelect(tokenId)}
        aria-pressed={selected}
        data-token-id={tokenId}
        w="100%"
        p="sm"
        style={{
          display: 'block',
          borderRadius: 'var(--mantine-radius-md)',
          border: `1px solid ${selected ? 'var(--mantine-color-bitcoin-6)' : 'var(--mantine-color-dark-4)'}`,
        }}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={700} c="bitcoin.5" w={36}>
              #{rank}
            </Text>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {symbol}
                </Text>
                {partialHours !== undefined ? (
                  <Badge size="xs" color="yellow" variant="light" style={{ textTransform: 'none' }}>
                    {`< 24 h · ${Math.round(partialHours)} h of data`}
                  </Badge>
                ) : null}
              </Group>
            </div>
          </Group>
          <div style={{ flexShrink: 0 }}>{children}</div>
        </Group>
      </UnstyledButton>
    </li>
  );
}
