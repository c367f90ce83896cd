import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A ranked row (#1, #2…) for the gainers, losers and most-volatile tabs. */
export function RankedRow({
  rank,
  name,
  symbol,
  children,
}: {
  rank: number;
  name: string;
  symbol: string;
  children: ReactNode;
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-dark-4)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={700} c="bitcoin.5" w={36}>
          #{rank}
        </Text>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {symbol}
          </Text>
        </div>
      </Group>
      <div style={{ flexShrink: 0 }}>{children}</div>
    </Group>
  );
}
